export { DropdownMenu, type DropdownMenuEntry, type DropdownMenuProps } from './DropdownMenu';
