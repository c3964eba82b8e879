export { NotFoundState, type NotFoundStateProps } from './NotFoundState.tsx';
