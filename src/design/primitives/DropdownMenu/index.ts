export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuGroup,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  dropdownMenuItemClass,
} from './DropdownMenu';
export type { DropdownMenuContentProps, DropdownMenuItemProps, DropdownMenuRadioItemProps } from './DropdownMenu';
