export { Link, OptionalLink, type LinkProps } from './Link.tsx';
export { link, linkVariantNames, type LinkVariants } from './Link.css.ts';
