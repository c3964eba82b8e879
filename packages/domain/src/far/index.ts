export * from './far.ts';
export * from './benchmarkInputs.ts';
export * from './financials.ts';
