export { CriteriaVersions, type CriteriaVersionsProps } from './CriteriaVersions.tsx';
