export { PublicLayout, type FooterColumn, type NavItem, type PublicLayoutProps } from './PublicLayout.tsx';
export { LogoMark } from '../../components/Logo/Logo.tsx';
export { NavigationProvider, PlainLink, type PlainLinkProps } from '../../components/PlainLink/PlainLink.tsx';
