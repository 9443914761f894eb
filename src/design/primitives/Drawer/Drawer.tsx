import { cx } from 'class-variance-authority';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ModalPanel, type DialogContentProps } from '../Dialog/Dialog';
import * as styles from './Drawer.css';


/** Root: `open`/`onOpenChange` or `defaultOpen`. Escape closes and returns focus to the trigger. */
export const Drawer = RadixDialog.Root;
/** The element that opens the drawer; use `asChild` with a Button. */
export const DrawerTrigger = RadixDialog.Trigger;
/** Closes the drawer; use `asChild` with a Button. */
export const DrawerClose = RadixDialog.Close;

export type DrawerContentProps = DialogContentProps;

/** A panel that slides in from the right (from the bottom on small screens), e.g. the comments. */
export function DrawerContent({ className, ...props }: DrawerContentProps) {
  return <ModalPanel className={cx(styles.content, className)} above={<span className={styles.handle} aria-hidden="true" />} {...props} />;
}
