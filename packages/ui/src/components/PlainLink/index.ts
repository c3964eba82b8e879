export { NavigationProvider, PlainLink, type PlainLinkProps } from './PlainLink.tsx';
