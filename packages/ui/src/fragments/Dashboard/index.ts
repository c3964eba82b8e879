export { Dashboard, type DashboardBenchmark, type DashboardProps, type DashboardUsage, type Loadable } from './Dashboard.tsx';
