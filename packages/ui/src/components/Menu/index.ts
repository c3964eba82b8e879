export { Menu, MenuItem, MenuSeparator, MenuTrigger, type MenuItemProps, type MenuProps } from './Menu.tsx';
