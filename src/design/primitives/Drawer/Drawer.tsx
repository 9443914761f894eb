import { cx } from 'class-variance-authority';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import * as dialogStyles from '../Dialog/Dialog.css';
import { DialogHeader } from '../Dialog/Dialog';
import * as styles from './Drawer.css';


/** Root: `open`/`onOpenChange` or `defaultOpen`. Escape closes and returns focus to the trigger. */
export const Drawer = RadixDialog.Root;
/** The element that opens the drawer; use `asChild` with a Button. */
export const DrawerTrigger = RadixDialog.Trigger;
/** Closes the drawer; use `asChild` with a Button. */
export const DrawerClose = RadixDialog.Close;

export interface DrawerContentProps extends Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> {
  /** Required: every drawer is named by its title (e.g. "Comments"). */
  title: ReactNode;
  /** Optional text under the title, linked as the accessible description. */
  description?: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Content pinned to the bottom (e.g. a comment box). */
  footer?: ReactNode;
  /** Show the X close button (default true). */
  showClose?: boolean;
  /** Render into a portal in <body> (default true). */
  portal?: boolean;
}

/** A panel that slides in from the right (from the bottom on small screens), e.g. the comments. */
export function DrawerContent({
  title,
  description,
  hideTitle = false,
  footer,
  showClose = true,
  portal = true,
  className,
  children,
  ...rest
}: DrawerContentProps) {
  const content = (
    <>
      <RadixDialog.Overlay className={dialogStyles.overlay} />
      <RadixDialog.Content
        className={cx(styles.content, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        <span className={styles.handle} aria-hidden="true" />
        <DialogHeader title={title} description={description} hideTitle={hideTitle} showClose={showClose} />
        <div className={dialogStyles.body}>{children}</div>
        {footer && <div className={dialogStyles.footer}>{footer}</div>}
      </RadixDialog.Content>
    </>
  );
  return portal ? <RadixDialog.Portal>{content}</RadixDialog.Portal> : content;
}
