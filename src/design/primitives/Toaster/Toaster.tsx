import { cx } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { Toaster as SonnerToaster, toast as sonnerToast, type ToasterProps as SonnerToasterProps } from 'sonner';
import { useOptionalTheme } from '../../theme/useTheme';
import * as styles from './Toaster.css';
import { TOAST_DURATIONS, TOAST_MAX_VISIBLE } from './toastConfig';
import { connectSonner } from './sonnerLink';

// Loaded with the toaster: from now on `toast` (./toast.ts) calls sonner at once.
connectSonner(sonnerToast);
export { sonnerToast };

export interface ToasterProps extends Omit<SonnerToasterProps, 'theme'> {
  /** Override the theme; by default the toaster follows `useTheme()` (light outside a provider). */
  theme?: 'light' | 'dark';
}

/**
 * The app's one toaster (sonner), themed by tokens. Durations and limits are SPEC.md's; raise a
 * toast with the `toast` helper (./toast.ts) so the per-type durations apply.
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
  const { t } = useLingui();
  return (
    <SonnerToaster
      theme={theme ?? current}
      duration={duration}
      visibleToasts={visibleToasts}
      position={position}
      richColors={richColors}
      className={cx(styles.toaster, className)}
      containerAriaLabel={t`Notifications`}
      toastOptions={{
        closeButtonAriaLabel: t`Close`,
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
