import type { ExternalToast } from 'sonner';
import { connectSonner, loadedSonner, type Sonner } from './sonnerLink';
import { TOAST_DURATIONS } from './toastConfig';

type Message = Parameters<Sonner>[0];
type Id = string | number;

// sonner (about 11 KB) is not part of first paint: most pages raise no toast until a person acts.
// It arrives with the toaster on the first toast; calls made meanwhile run in order once it is here.
let loading: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();
let nextId = 0;

function load(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  loading ??= import('./Toaster').then((m) => {
    connectSonner(m.sonnerToast);
    return m.sonnerToast;
  });
  return loading;
}

function run(call: (s: Sonner) => unknown) {
  const sonner = loadedSonner();
  if (sonner) {
    if (!requested) void load();
    call(sonner);
    return;
  }
  void load().then(call);
}

/** The toaster is wanted: a toast was raised (DeferredToaster mounts it then). */
export const toasterRequest = {
  get: () => requested,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Every toast gets its id here, so the id is known before sonner has loaded (to replace or dismiss it). */
const withId = (data: ExternalToast | undefined, duration: number): ExternalToast & { id: Id } => ({
  duration,
  ...data,
  id: data?.id ?? `toast-${++nextId}`,
});

function kind(pick: (s: Sonner) => (message: Message, data?: ExternalToast) => unknown, duration: number) {
  return (message: Message, data?: ExternalToast): Id => {
    const full = withId(data, duration);
    run((s) => pick(s)(message, full));
    return full.id;
  };
}

/**
 * sonner's `toast` with SPEC.md's lifetimes: success 2 s, error 4 s, others 4 s, loading until
 * replaced (pass `{ id }` of the loading toast to `toast.success` / `toast.error` to replace it).
 */
export const toast = Object.assign(
  kind((s) => s, TOAST_DURATIONS.default),
  {
    success: kind((s) => s.success, TOAST_DURATIONS.success),
    error: kind((s) => s.error, TOAST_DURATIONS.error),
    info: kind((s) => s.info, TOAST_DURATIONS.default),
    warning: kind((s) => s.warning, TOAST_DURATIONS.default),
    loading: kind((s) => s.loading, TOAST_DURATIONS.loading),
    message: kind((s) => s.message, TOAST_DURATIONS.default),
    custom: (render: Parameters<Sonner['custom']>[0], data?: ExternalToast): Id => {
      const full = withId(data, TOAST_DURATIONS.default);
      run((s) => s.custom(render, full));
      return full.id;
    },
    promise: (...args: Parameters<Sonner['promise']>): void => {
      run((s) => s.promise(...args));
    },
    dismiss: (id?: Id): void => {
      run((s) => s.dismiss(id));
    },
  },
);
