export { BenchmarkOverview, nextSteps, type BenchmarkOverviewProps } from './BenchmarkOverview.tsx';
