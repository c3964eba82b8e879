/**
 * One structured-output request to an `openai-compatible` chat endpoint (hosted, Ollama, vLLM, ...)
 * through the AI SDK, shared by the Research Analyst and the overview writer: the model from base
 * URL, model name and key; a request bounded by a timeout and the caller's abort signal; and its
 * failures named as provider errors (timeout, aborted, malformed output, HTTP error).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output } from 'ai';
import type { z } from 'zod';

export type ProviderErrorCode = 'timeout' | 'malformed_output' | 'http_error' | 'config' | 'aborted';

export class AnalystProviderError extends Error {
  readonly code: ProviderErrorCode;
  constructor(code: ProviderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnalystProviderError';
    this.code = code;
  }
}

export interface ModelConnection {
  readonly baseURL: string;
  readonly model: string;
  readonly apiKey?: string;
  /** Ask for json_schema structured output (default true); false sends json_object. */
  readonly structuredOutputs?: boolean;
  readonly fetch?: typeof fetch;
}

export type ChatModel = ReturnType<ReturnType<typeof createOpenAICompatible>['chatModel']>;

/** The chat model of a connection; a missing base URL or model is a configuration error. */
export function chatModelOf(options: ModelConnection): ChatModel {
  if (!options.baseURL || !options.model)
    throw new AnalystProviderError('config', 'openai-compatible needs a base URL and a model (LLM_BASE_URL, LLM_MODEL)');
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseURL,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    supportsStructuredOutputs: options.structuredOutputs ?? true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return provider.chatModel(options.model);
}

export interface StructuredRequest<S extends z.ZodType> {
  readonly model: ChatModel;
  readonly system: string;
  readonly prompt: string;
  readonly schema: S;
  readonly timeoutMs: number;
  readonly maxRetries: number;
  readonly signal?: AbortSignal | undefined;
  /** Named in the errors: what was aborted ("analysis") and which schema the answer missed ("result"). */
  readonly task: string;
  readonly schemaName: string;
}

/** The model's answer, parsed by the schema, at temperature 0. */
export async function generateStructured<S extends z.ZodType>(request: StructuredRequest<S>): Promise<z.infer<S>> {
  const { timeoutMs, signal } = request;
  const timeout = AbortSignal.timeout(timeoutMs);
  const abortSignal = signal ? AbortSignal.any([timeout, signal]) : timeout;
  try {
    const r = await generateText({
      model: request.model,
      system: request.system,
      prompt: request.prompt,
      temperature: 0,
      maxRetries: request.maxRetries,
      abortSignal,
      output: Output.object({ schema: request.schema }),
    });
    return r.output as z.infer<S>;
  } catch (e) {
    if (timeout.aborted) throw new AnalystProviderError('timeout', `no answer from the model within ${timeoutMs} ms`, { cause: e });
    if (signal?.aborted) throw new AnalystProviderError('aborted', `${request.task} aborted`, { cause: e });
    if (
      NoObjectGeneratedError.isInstance(e) ||
      NoOutputGeneratedError.isInstance(e) ||
      /parse|validation|schema|JSON/i.test((e as Error).message ?? '')
    ) {
      throw new AnalystProviderError(
        'malformed_output',
        `the model's answer does not match the ${request.schemaName} schema: ${(e as Error).message.slice(0, 200)}`,
        { cause: e },
      );
    }
    if (APICallError.isInstance(e))
      throw new AnalystProviderError('http_error', `model endpoint error ${e.statusCode ?? ''}: ${e.message.slice(0, 200)}`, { cause: e });
    throw new AnalystProviderError('http_error', (e as Error).message ?? String(e), { cause: e });
  }
}
