import { cx } from 'class-variance-authority';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { IconButton } from '../IconButton';
import * as styles from './Dialog.css';


/** Root: `open`/`onOpenChange` or `defaultOpen`. Escape and the close button return focus to the trigger. */
export const Dialog = RadixDialog.Root;
/** The element that opens the dialog; use `asChild` with a Button. */
export const DialogTrigger = RadixDialog.Trigger;
/** Closes the dialog; use `asChild` with a Button. */
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  /** Required: every dialog is named by its title. */
  title: ReactNode;
  /** Optional text under the title, linked as the accessible description. */
  description?: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Buttons at the bottom (e.g. Cancel and Delete). */
  footer?: ReactNode;
  /** Show the X close button (default true). */
  showClose?: boolean;
  /** Render into a portal in <body> (default true). */
  portal?: boolean;
}

/** A centred modal dialog with an overlay, a title, optional description and footer. */
export function DialogContent({ className, ...props }: DialogContentProps) {
  return <ModalPanel className={cx(styles.content, className)} {...props} />;
}

/**
 * The one modal frame of the design system, shared by Dialog and Drawer: overlay, portal, the named
 * panel with its header, body and footer. They differ only in where the panel sits (their class)
 * and in what sits above the header (the Drawer's grab handle).
 */
export function ModalPanel({
  title,
  description,
  hideTitle = false,
  footer,
  showClose = true,
  portal = true,
  above,
  children,
  ...rest
}: DialogContentProps & { above?: ReactNode }) {
  const opener = useRef<HTMLElement | null>(null);
  const { onOpenAutoFocus, onCloseAutoFocus } = rest;
  const content = (
    <>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
        onOpenAutoFocus={(event) => {
          // Still the element that opened it: Radix moves focus in after this.
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix returns focus to a DialogTrigger only: a dialog opened through `open` by a button
          // of its own (the editor's top bar) left focus on <body>. Back to that button while it is
          // on the page; otherwise (a menu item that is gone) Radix's own choice.
          const back = opener.current;
          if (back?.isConnected) {
            event.preventDefault();
            back.focus();
          }
        }}
      >
        {above}
        <DialogHeader title={title} description={description} hideTitle={hideTitle} showClose={showClose} />
        {children && <div className={styles.body}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </>
  );
  return portal ? <RadixDialog.Portal>{content}</RadixDialog.Portal> : content;
}

/** Title, description and close button; shared with Drawer. */
export function DialogHeader({
  title,
  description,
  hideTitle,
  showClose,
}: Pick<DialogContentProps, 'title' | 'description' | 'hideTitle' | 'showClose'>) {
  const { t } = useLingui();
  return (
    <div className={styles.header}>
      <div className={styles.headings}>
        <RadixDialog.Title className={hideTitle ? visuallyHidden : styles.title}>{title}</RadixDialog.Title>
        {description && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
      </div>
      {showClose && (
        <RadixDialog.Close asChild>
          <IconButton aria-label={t`Close`} size="sm" variant="ghost">
            <X aria-hidden />
          </IconButton>
        </RadixDialog.Close>
      )}
    </div>
  );
}
