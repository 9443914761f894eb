export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
  dropdownMenuItemClass,
} from './DropdownMenu';
export type { DropdownMenuContentProps, DropdownMenuItemProps } from './DropdownMenu';
