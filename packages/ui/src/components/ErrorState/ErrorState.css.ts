// ErrorState is an EmptyState in the critical tone; its styles live in ../EmptyState/EmptyState.css.ts.
export { icon, root } from '../EmptyState/EmptyState.css.ts';
