// Menus share the floating surface and row styles with Select (see ../Popover/Popover.css.ts).
export { item, itemCritical, popover, separator } from '../Popover/Popover.css.ts';
