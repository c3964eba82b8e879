export { HelpSupport, type HelpSupportProps, type SupportRequestValues } from './HelpSupport.tsx';
export { FAQ, WORKFLOW_STEPS } from './content.ts';
