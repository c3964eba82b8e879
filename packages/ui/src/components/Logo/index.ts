export { LogoMark } from './Logo.tsx';
