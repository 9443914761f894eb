export { Toaster, toast } from './Toaster';
export type { ToasterProps } from './Toaster';
export { TOAST_DURATIONS, TOAST_MAX_VISIBLE } from './toastConfig';
