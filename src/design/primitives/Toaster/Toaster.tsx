import { Toaster as SonnerToaster, toast as sonnerToast, type ExternalToast, type ToasterProps as SonnerToasterProps } from 'sonner';
import { useOptionalTheme } from '../../theme/useTheme';
import * as styles from './Toaster.css';
import { TOAST_DURATIONS, TOAST_MAX_VISIBLE } from './toastConfig';

export interface ToasterProps extends Omit<SonnerToasterProps, 'theme'> {
  /** Override the theme; by default the toaster follows `useTheme()` (light outside a provider). */
  theme?: 'light' | 'dark';
}

/**
 * The app's one toaster (sonner), themed by tokens. Durations and limits are SPEC.md's; raise a
 * toast with the `toast` helper exported next to it so the per-type durations apply.
 */
export function Toaster({
  theme,
  duration = TOAST_DURATIONS.default,
  visibleToasts = TOAST_MAX_VISIBLE,
  position = 'top-center',
  richColors = true,
  className,
  toastOptions,
  ...rest
}: ToasterProps) {
  const current = useOptionalTheme()?.theme ?? 'light';
  return (
    <SonnerToaster
      theme={theme ?? current}
      duration={duration}
      visibleToasts={visibleToasts}
      position={position}
      richColors={richColors}
      className={[styles.toaster, className].filter(Boolean).join(' ')}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: styles.toast,
          title: styles.title,
          description: styles.description,
          actionButton: styles.actionButton,
          cancelButton: styles.cancelButton,
          ...toastOptions?.classNames,
        },
      }}
      {...rest}
    />
  );
}

type Message = Parameters<typeof sonnerToast>[0];

/**
 * sonner's `toast` with SPEC.md's lifetimes: success 2 s, error 4 s, others 4 s, loading until
 * replaced (pass `{ id }` of the loading toast to `toast.success` / `toast.error` to replace it).
 */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => sonnerToast(message, { duration: TOAST_DURATIONS.default, ...data }),
  {
    success: (message: Message, data?: ExternalToast) =>
      sonnerToast.success(message, { duration: TOAST_DURATIONS.success, ...data }),
    error: (message: Message, data?: ExternalToast) =>
      sonnerToast.error(message, { duration: TOAST_DURATIONS.error, ...data }),
    info: (message: Message, data?: ExternalToast) => sonnerToast.info(message, { duration: TOAST_DURATIONS.default, ...data }),
    warning: (message: Message, data?: ExternalToast) =>
      sonnerToast.warning(message, { duration: TOAST_DURATIONS.default, ...data }),
    loading: (message: Message, data?: ExternalToast) =>
      sonnerToast.loading(message, { duration: TOAST_DURATIONS.loading, ...data }),
    message: (message: Message, data?: ExternalToast) =>
      sonnerToast.message(message, { duration: TOAST_DURATIONS.default, ...data }),
    custom: sonnerToast.custom,
    promise: sonnerToast.promise,
    dismiss: sonnerToast.dismiss,
  },
);
