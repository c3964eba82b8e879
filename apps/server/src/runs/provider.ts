// The analyst provider a process uses, from the configuration: one instance per process, so the
// openai-compatible provider's concurrency limit bounds every run that process works on.
import { createLocalProvider, createOpenAiCompatibleProvider, type AnalystProvider } from '@quartile/analyst';
import type { AnalystConfig } from '../config/config.ts';

const providers = new WeakMap<AnalystConfig, AnalystProvider>();

export function providerFor(config: AnalystConfig): AnalystProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider =
      config.provider === 'openai-compatible'
        ? createOpenAiCompatibleProvider({
            baseURL: config.llmBaseUrl as string,
            model: config.llmModel as string,
            ...(config.llmApiKey ? { apiKey: config.llmApiKey } : {}),
            maxConcurrency: Math.max(1, config.concurrency * 2),
          })
        : createLocalProvider();
    providers.set(config, provider);
  }
  return provider;
}
