export { Button, type ButtonProps } from './Button.tsx';
export { button, buttonSizeNames, buttonVariantNames, type ButtonVariants } from './Button.css.ts';
