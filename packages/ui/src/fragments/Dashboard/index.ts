export { Dashboard, type DashboardBenchmark, type DashboardProps, type DashboardUsage } from './Dashboard.tsx';
export type { Loadable } from '../../types/loadState.ts';
