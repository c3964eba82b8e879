export { RecordFallback, type RecordFallbackProps } from './RecordFallback.tsx';
