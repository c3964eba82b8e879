export { OverviewStatusBadge, isActive } from './OverviewStatusBadge.tsx';
