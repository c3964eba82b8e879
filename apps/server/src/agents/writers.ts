// Which model provider writes the Agents' narratives: the one the Research Analyst uses
// (config.analyst: LLM_PROVIDER local, the default, offline and deterministic, or
// openai-compatible with LLM_BASE_URL, LLM_MODEL and LLM_API_KEY).
import { createLocalOverviewWriter, createOpenAiOverviewWriter, type OverviewWriter } from '@quartile/analyst';
import type { AnalystConfig } from '../config/config.ts';

export function overviewWriterFor(config: AnalystConfig): OverviewWriter & { lastDropped?: () => number } {
  if (config.provider === 'local') return createLocalOverviewWriter();
  return createOpenAiOverviewWriter({
    baseURL: config.llmBaseUrl ?? '',
    model: config.llmModel ?? '',
    ...(config.llmApiKey ? { apiKey: config.llmApiKey } : {}),
  });
}
