import type { toast as SonnerToast } from 'sonner';

export type Sonner = typeof SonnerToast;

let sonner: Sonner | null = null;

/** sonner's `toast`, once the toaster module has loaded it (see toast.ts). */
export const loadedSonner = () => sonner;

/** Called by the toaster module as it loads, and by `toast` when it loaded the module itself. */
export function connectSonner(instance: Sonner) {
  sonner = instance;
}
