export { Toaster } from './Toaster';
export { toast } from './toast';
export { DeferredToaster } from './DeferredToaster';
export type { ToasterProps } from './Toaster';
export { TOAST_DURATIONS, TOAST_MAX_VISIBLE } from './toastConfig';
