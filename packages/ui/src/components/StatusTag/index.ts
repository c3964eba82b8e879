export { StatusTag, type StatusTagProps } from './StatusTag.tsx';
export { companyStatuses, statusAppearance, type CompanyStatus, type StatusAppearance } from './companyStatus.tsx';
