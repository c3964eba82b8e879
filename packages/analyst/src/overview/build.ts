/**
 * buildIndustryOverview: material (deterministic) -> narrative (the writer: local or
 * openai-compatible) -> tables (deterministic). Progress is reported between the steps.
 */
import { buildMaterial } from './material.ts';
import { createLocalOverviewWriter, type OverviewWriter } from './local.ts';
import { buildTables } from './tables.ts';
import type { IndustryOverviewResult, OverviewInput, ProgressReporter } from './types.ts';

export interface BuildOverviewOptions {
  readonly writer?: OverviewWriter & { lastDropped?: () => number };
  readonly onProgress?: ProgressReporter;
  readonly signal?: AbortSignal;
}

export async function buildIndustryOverview(input: OverviewInput, options: BuildOverviewOptions = {}): Promise<IndustryOverviewResult> {
  const writer: OverviewWriter & { lastDropped?: () => number } = options.writer ?? createLocalOverviewWriter();
  const report = options.onProgress ?? (() => undefined);
  await report(
    30,
    `Reading the sources of ${input.companies.length} ${input.companies.length === 1 ? 'company' : 'companies'} in ${input.country}`,
  );
  const material = buildMaterial(input);
  await report(60, `Writing the overview of ${material.companies.length} ${material.companies.length === 1 ? 'company' : 'companies'}`);
  const sections = material.companies.length === 0 ? [] : await writer.write(material, options.signal);
  await report(90, 'Computing the tables');
  const tables = buildTables(material);
  return {
    provider: writer.name,
    company_count: material.companies.length,
    sections,
    tables,
    sources: material.sources,
    dropped_citations: writer.lastDropped?.() ?? 0,
  };
}
