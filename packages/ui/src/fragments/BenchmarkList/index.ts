export {
  BenchmarkList,
  BENCHMARK_SORTS,
  DEFAULT_BENCHMARK_SORT,
  descriptorToSort,
  sortToDescriptor,
  type BenchmarkListProps,
  type BenchmarkSort,
} from './BenchmarkList.tsx';
export { BenchmarkStatusBadge, acceptanceRate, progressPercent, statusLabel } from '../../components/BenchmarkStatusBadge/BenchmarkStatusBadge.tsx';
