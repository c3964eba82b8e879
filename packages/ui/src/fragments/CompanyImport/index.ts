export { WizardSteps, WIZARD_STEPS, type WizardStep } from './WizardSteps.tsx';
export { FileStep, ACCEPTED_TYPES, type FileStepProps, type FileStepState, type ParseStage } from './FileStep.tsx';
export { MappingStep, REQUIRED_FIELDS, withFieldColumn, type MappingStepProps } from './MappingStep.tsx';
export { FinancialStep, type FinancialStepProps } from './FinancialStep.tsx';
export { ImportResult, type ImportResultProps, type ImportResultState } from './ImportResult.tsx';
export { CompanyFileBar, type CompanyFileBarProps } from './CompanyFileBar.tsx';
