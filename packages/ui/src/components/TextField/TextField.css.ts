export { field as root } from '../Field/Field.css.ts';
