export { BenchmarkStatusBadge, acceptanceRate, progressPercent, statusLabel } from './BenchmarkStatusBadge.tsx';
