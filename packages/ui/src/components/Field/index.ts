export { FieldFooter, FieldLabel, type FieldChromeProps } from './Field.tsx';
export * as fieldStyles from './Field.css.ts';
