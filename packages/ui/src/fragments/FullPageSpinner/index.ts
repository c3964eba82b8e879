export { FullPageSpinner, type FullPageSpinnerProps } from './FullPageSpinner.tsx';
