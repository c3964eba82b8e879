// Companies analysed by the real local Research Analyst on real text, stored as a run stores them
// (immutable sources, companies.analysis in the StoredAnalysis shape, the domain's status), and a
// colleague in the same firm with a session of their own.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzeCompany, createLocalProvider, descriptionSource, parseCsvObjects, type Source } from '@quartile/analyst';
import { COMPANY_STATUS, completeAnalysis, startAnalysis, newCompany } from '@quartile/domain';
import { storeSources } from '../../src/analysis/sourceStore.ts';
import { bearer, outbox, STRONG_PASSWORD, type SignedIn } from './auth.ts';
import type { TestServer } from './testRuntime.ts';
import { randomUUID } from 'node:crypto';

const provider = createLocalProvider();

export const DISTRIBUTOR_CRITERIA = {
  accept: ['wholesale distribution of products bought from third parties'],
  reject: ['manufacturing or production of goods', 'retail to consumers'],
};

/** Saves the criteria through the real endpoint (the benchmark's criteria version 1). */
export async function saveCriteria(server: TestServer, session: SignedIn, benchmarkId: string, criteria = DISTRIBUTOR_CRITERIA) {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/criteria/save/`,
    headers: bearer(session),
    payload: criteria,
  });
  if (response.statusCode !== 200) throw new Error(`criteria: ${response.statusCode} ${response.body}`);
}

/**
 * Analyses the company's text (as its database description, plus extra sources) with the local
 * provider and stores the result as a finished run would.
 */
export async function analyse(
  server: TestServer,
  owner: { firmId: string; benchmarkId: string; companyId: string; name: string },
  text: string,
  options: { extra?: Source[]; criteria?: { accept: string[]; reject: string[] }; retrievedAt?: string } = {},
): Promise<void> {
  const criteria = options.criteria ?? DISTRIBUTOR_CRITERIA;
  const description = descriptionSource(text, { retrieved_at: options.retrievedAt ?? new Date().toISOString() });
  const { result, sources } = await analyzeCompany({
    company: { name: owner.name },
    criteria,
    provider,
    sources: [description, ...(options.extra ?? [])],
    gatherWebsite: false,
  });
  await server.runtime.database.transaction(async (sql) => {
    const { ids, refs } = await storeSources(sql, owner, sources);
    const cite = (c: { source_id: string; source: string; quote: string; location: string }) => ({
      ...c,
      source_id: ids.get(c.source_id)!,
      url: null,
    });
    const decided = result.decision === 'refrain' ? null : result.decision;
    const [row] = await sql.query<{
      human_decision: { decision: 'accept' | 'reject' | 'refrain' } | null;
      outdated_criteria: boolean;
      analysis: { automated_decision?: { decision: 'accept' | 'reject' } } | null;
    }>('select human_decision, outdated_criteria, analysis from companies where id = $1', [owner.companyId]);
    const workflow = completeAnalysis(
      startAnalysis({ ...newCompany(owner.companyId, 'readyForAnalysis'), human: row?.human_decision?.decision ?? null }),
      decided,
    );
    const analysis = {
      job_id: null,
      provider: 'local',
      criteria_version: 1,
      analysed_at: new Date().toISOString(),
      decision: result.decision,
      confidence: result.confidence,
      core_function: result.core_function,
      tags: result.tags,
      reasoning: result.reasoning,
      criteria: result.criteria.map((c) => ({ ...c, citations: c.citations.map(cite) })),
      citations: result.citations.map(cite),
      dropped_citations: result.verification.dropped.length,
      failure: null,
      summary: text.slice(0, 200),
      automated_decision: decided
        ? {
            decision: decided,
            confidence: result.confidence,
            reasoning: result.reasoning,
            matched_criteria: [],
            citations: result.citations.map(cite),
            decided_at: new Date().toISOString(),
          }
        : null,
    };
    await sql.query('update companies set analysis = $2, sources = $3, status = $4, conflict = $5, version = version + 1 where id = $1', [
      owner.companyId,
      JSON.stringify(analysis),
      JSON.stringify(refs),
      COMPANY_STATUS[workflow.status],
      workflow.conflict,
    ]);
  });
}

/** A colleague of the session's firm, invited and signed in through the real endpoints. */
export async function colleagueOf(server: TestServer, owner: SignedIn, firstName = 'Jonas'): Promise<SignedIn> {
  const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@firm.test`;
  const invite = await server.app.inject({
    method: 'POST',
    url: '/api/team/invites/',
    headers: bearer(owner),
    payload: { email, first_name: firstName, last_name: 'Berg', is_employee: true },
  });
  if (invite.statusCode !== 201) throw new Error(`invite: ${invite.statusCode} ${invite.body}`);
  const [mail] = await outbox(server, email);
  const token = mail!.body_text.match(/\/accept-invite\/([^\s]+)/)![1];
  const accepted = await server.app.inject({
    method: 'POST',
    url: '/api/invites/accept/',
    payload: { token, password: STRONG_PASSWORD, first_name: firstName, last_name: 'Berg' },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const body = accepted.json() as { access: string; user: SignedIn['user'] };
  return { access: body.access, refreshCookie: '', user: body.user };
}

let sp500: Record<string, string>[] | null = null;
/** A company's Wikipedia description (CC BY-SA 4.0, Wikipedia contributors) from ../shared/data. */
export function wikipedia(ticker: string): { name: string; description: string } {
  sp500 ??= parseCsvObjects(
    readFileSync(
      fileURLToPath(new URL('../../../../../shared/data/companies-dev/sp500_wikipedia_descriptions.csv', import.meta.url)),
      'utf8',
    ),
  );
  const row = sp500.find((r) => r.ticker === ticker);
  if (!row) throw new Error(`no row ${ticker}`);
  return { name: row.company_name ?? ticker, description: row.description ?? '' };
}
