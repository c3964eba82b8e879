// Which model provider writes the Agents' narratives: `local` (default, offline, deterministic)
// or `openai-compatible` (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY), read from the environment like
// every other setting (README, Configuration).
import { createLocalOverviewWriter, createOpenAiOverviewWriter, type OverviewWriter } from '@quartile/analyst';

export type ProviderName = 'local' | 'openai-compatible';

export function providerName(env: NodeJS.ProcessEnv = process.env): ProviderName {
  return env.LLM_PROVIDER?.trim() === 'openai-compatible' ? 'openai-compatible' : 'local';
}

export function overviewWriterFromEnv(env: NodeJS.ProcessEnv = process.env): OverviewWriter & { lastDropped?: () => number } {
  if (providerName(env) === 'local') return createLocalOverviewWriter();
  return createOpenAiOverviewWriter({
    baseURL: env.LLM_BASE_URL?.trim() ?? '',
    model: env.LLM_MODEL?.trim() ?? '',
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
    ...(env.LLM_TIMEOUT_MS ? { timeoutMs: Number(env.LLM_TIMEOUT_MS) } : {}),
  });
}
