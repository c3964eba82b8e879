export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx';
