export { Card, type CardProps } from './Card.tsx';
export { card, type CardVariants } from './Card.css.ts';
