export * as popoverStyles from './Popover.css.ts';
