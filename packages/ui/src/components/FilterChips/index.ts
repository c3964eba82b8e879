export { FilterChips, type FilterChipsProps } from './FilterChips.tsx';
