export { BackLink, EyebrowBackLink, type BackLinkProps } from './BackLink.tsx';
