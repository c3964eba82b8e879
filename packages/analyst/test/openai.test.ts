import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalystProviderError, analyzeCompany, createOpenAiCompatibleProvider, descriptionSource, verifyCitations } from '../src/index.ts';
import { firstEvidence, startFakeLlm } from './fakeLlm.ts';

const criteria = { accept: ['wholesale distribution of bearings'], reject: ['manufacturing'] };
const company = { name: 'Acme AG', database_description: 'Acme AG is a wholesale distributor of bearings and seals. It operates two warehouses in Germany.' };

let mode: 'good' | 'invented' | 'malformed' | 'slow' | 'error' = 'good';
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
beforeAll(async () => {
  llm = await startFakeLlm((prompt) => {
    const e = firstEvidence(prompt);
    const good = {
      core_function: 'full-fledged distributor',
      tags: ['wholesale & distribution', 'industrial', 'not-a-tag'],
      decision: 'accept',
      confidence: 0.86,
      reasoning: 'The company is a wholesale distributor of bearings. This matches the accept criterion A1.',
      criteria: [{ id: 'A1', decision: 'accept', evidence_ids: [e?.id ?? 'E1'] }, { id: 'R1', decision: 'refrain', evidence_ids: [] }],
      citations: [{ evidence_id: e?.id, source_id: e?.sourceId ?? '', quote: e?.text ?? '' }],
    };
    switch (mode) {
      case 'good':
        return { content: JSON.stringify(good) };
      case 'invented':
        return { content: JSON.stringify({ ...good, criteria: [], citations: [{ source_id: e?.sourceId ?? '', quote: 'Acme AG manufactures bearings in its own plant.' }] }) };
      case 'malformed':
        return { content: '{"decision": "maybe", "reasoning": ' };
      case 'slow':
        return { content: JSON.stringify(good), delayMs: 2_000 };
      case 'error':
        return { status: 500 };
    }
  });
});
afterAll(() => llm.close());

describe('openai-compatible provider against a loopback chat-completions server', () => {
  const provider = () => createOpenAiCompatibleProvider({ baseURL: llm.baseURL, model: 'fake-model', apiKey: 'test-key', timeoutMs: 500, maxRetries: 0 });

  it('sends a grounded prompt and keeps verified citations', async () => {
    mode = 'good';
    const { result } = await analyzeCompany({ company, criteria, provider: provider() });
    expect(result.decision).toBe('accept');
    expect(result.core_function).toBe('full-fledged distributor');
    expect(result.tags).toEqual(['wholesale & distribution', 'industrial']);
    expect(result.citations).toHaveLength(1);
    expect(result.citations[0]?.source).toBe('description');
    expect(result.criteria[0]?.decision).toBe('accept');
    const req = llm.requests.at(-1) as { model: string; messages: { content: string }[]; response_format?: unknown };
    expect(req.model).toBe('fake-model');
    expect(req.response_format).toBeDefined();
    const user = req.messages.map((m) => m.content).join('\n');
    expect(user).toContain('A1: wholesale distribution of bearings');
    expect(user).toContain('Acme AG is a wholesale distributor of bearings and seals.');
  });

  it('drops invented citations and falls to refrain', async () => {
    mode = 'invented';
    const { result } = await analyzeCompany({ company, criteria, provider: provider() });
    expect(result.citations).toEqual([]);
    expect(result.verification.dropped[0]?.reason).toMatch(/verbatim/);
    expect(result.decision).toBe('refrain');
  });

  it('reports malformed output, timeouts and endpoint errors as typed errors', async () => {
    const src = [descriptionSource(company.database_description)];
    const run = () => provider().analyze({ company, sources: src, criteria });
    mode = 'malformed';
    await expect(run()).rejects.toMatchObject({ name: 'AnalystProviderError', code: 'malformed_output' });
    mode = 'slow';
    await expect(run()).rejects.toMatchObject({ code: 'timeout' });
    mode = 'error';
    await expect(run()).rejects.toBeInstanceOf(AnalystProviderError);
  });

  it('bounds concurrency', async () => {
    mode = 'good';
    const p = createOpenAiCompatibleProvider({ baseURL: llm.baseURL, model: 'fake-model', maxConcurrency: 2, maxRetries: 0 });
    const src = [descriptionSource(company.database_description)];
    const results = await Promise.all(Array.from({ length: 6 }, () => p.analyze({ company, sources: src, criteria })));
    expect(results.map((r) => verifyCitations(r, src).decision)).toEqual(Array(6).fill('accept'));
  });

  it('needs a base URL and a model', () => {
    expect(() => createOpenAiCompatibleProvider({ baseURL: '', model: '' })).toThrow(/LLM_BASE_URL/);
  });
});
