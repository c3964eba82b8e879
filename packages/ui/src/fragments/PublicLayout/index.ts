export { PublicLayout, type FooterColumn, type NavItem, type PublicLayoutProps } from './PublicLayout.tsx';
export { LogoMark } from './Logo.tsx';
export { NavigationProvider, PlainLink, type PlainLinkProps } from './navigation.tsx';
