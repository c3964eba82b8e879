export { CriteriaConfirmation, type CriteriaConfirmationProps, type SettleAction } from './CriteriaConfirmation.tsx';
