import { cx } from 'class-variance-authority';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './DropdownMenu.css';


/** Root: holds open state (`open`, `onOpenChange`, `defaultOpen`, `modal`). */
export const DropdownMenu = Menu.Root;
/** The button that opens the menu; use `asChild` with a Button, IconButton or Avatar button. */
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export interface DropdownMenuContentProps extends ComponentProps<typeof Menu.Content> {
  /** Render into a portal in <body> (default true). */
  portal?: boolean;
}

/** The floating panel. Rendered in a portal so it inherits the body's theme. */
export function DropdownMenuContent({ className, sideOffset = 8, align = 'end', portal = true, ...rest }: DropdownMenuContentProps) {
  const content = <Menu.Content sideOffset={sideOffset} align={align} className={cx(styles.content, className)} {...rest} />;
  return portal ? <Menu.Portal>{content}</Menu.Portal> : content;
}

export interface DropdownMenuItemProps extends ComponentProps<typeof Menu.Item> {
  /** Icon before the label. */
  icon?: ReactNode;
  /** Secondary text at the end, such as "@username". */
  hint?: ReactNode;
  /** danger for destructive items such as Sign Out or Delete. */
  tone?: 'neutral' | 'danger';
}

/** One menu entry: act in `onSelect` (Radix), not onClick. With `asChild` it can wrap a link. */
export function DropdownMenuItem({ icon, hint, tone = 'neutral', className, children, asChild, ...rest }: DropdownMenuItemProps) {
  if (asChild) {
    return <Menu.Item asChild data-tone={tone} className={cx(styles.item, className)} {...rest}>{children}</Menu.Item>;
  }
  return (
    <Menu.Item data-tone={tone} className={cx(styles.item, className)} {...rest}>
      {icon && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
      {hint && <span className={styles.itemHint}>{hint}</span>}
    </Menu.Item>
  );
}

/** Items of which one is chosen (`value`, `onValueChange`): arrow keys move, Enter or Space chooses. */
export const DropdownMenuRadioGroup = Menu.RadioGroup;

export interface DropdownMenuRadioItemProps extends ComponentProps<typeof Menu.RadioItem> {
  /** Icon before the label. */
  icon?: ReactNode;
}

/** One choice of a DropdownMenuRadioGroup (role menuitemradio); a check marks the chosen one. */
export function DropdownMenuRadioItem({ icon, className, children, ...rest }: DropdownMenuRadioItemProps) {
  return (
    <Menu.RadioItem className={cx(styles.item, className)} {...rest}>
      {icon && (
        <span className={styles.itemIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
      <Menu.ItemIndicator className={styles.itemIndicator}>
        <Check aria-hidden />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ className, ...rest }: ComponentProps<typeof Menu.Label>) {
  return <Menu.Label className={cx(styles.label, className)} {...rest} />;
}

export function DropdownMenuSeparator({ className, ...rest }: ComponentProps<typeof Menu.Separator>) {
  return <Menu.Separator className={cx(styles.separator, className)} {...rest} />;
}

/** Class names, for app code that styles a link as a menu item with `asChild`. */
export const dropdownMenuItemClass = styles.item;
