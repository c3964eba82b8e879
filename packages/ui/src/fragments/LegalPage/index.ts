export { LegalPage, type LegalPageProps, type LegalSection } from './LegalPage.tsx';
