export { ProgressBar, type ProgressBarProps } from './ProgressBar.tsx';
export { progressToneNames } from './ProgressBar.css.ts';
