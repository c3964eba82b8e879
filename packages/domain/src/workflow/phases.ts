/**
 * Benchmark phases (product-spec §4): 1 Input, 2 Processing, 3 Decision.
 * Input until an analysis run starts; Processing while it runs; Decision once it has finished.
 */
export const BENCHMARK_PHASES = [
  { number: 1, id: 'input', label: 'Input' },
  { number: 2, id: 'processing', label: 'Processing' },
  { number: 3, id: 'decision', label: 'Decision' },
] as const;

export type BenchmarkPhase = (typeof BENCHMARK_PHASES)[number];
export type AnalysisState = 'not-started' | 'running' | 'finished';

export function benchmarkPhase(analysis: AnalysisState): BenchmarkPhase {
  const index = analysis === 'not-started' ? 0 : analysis === 'running' ? 1 : 2;
  return BENCHMARK_PHASES[index] as BenchmarkPhase;
}
