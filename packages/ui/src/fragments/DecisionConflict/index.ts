export { DecisionConflict, type DecisionConflictProps } from './DecisionConflict.tsx';
