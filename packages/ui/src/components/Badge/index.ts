export { Badge, type BadgeProps } from './Badge.tsx';
export { badge, badgeToneNames, type BadgeVariants } from './Badge.css.ts';
