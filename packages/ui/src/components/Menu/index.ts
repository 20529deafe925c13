export { badgeText, Menu, type MenuItem, type MenuProps } from './Menu';
