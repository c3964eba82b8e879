// Live collaboration and durability of a review session, through the real HTTP app: a colleague
// watching the benchmark receives each committed change as a server-sent event (and nothing for a
// refused one); a server restart in the middle of a quick review loses no decision and keeps undo.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { analyse, colleagueOf, saveCriteria, wikipedia } from './support/review.ts';
import { createPostgresDatabase, startApp, testConfig, testDbKind, type TestServer } from './support/testRuntime.ts';
import { startServerWithOwner } from './support/firms.ts';

/** Reads server-sent events from a streaming response, one parsed `change` at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<{ event: string; data: Record<string, unknown> }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) as Record<string, unknown> };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe(`live changes on ${testDbKind}`, () => {
  let server: TestServer, owner: SignedIn, base: string;
  beforeAll(async () => {
    ({ server, owner } = await startServerWithOwner());
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  it("streams a colleague's committed decisions, with who made them and the new version, and nothing for a refused write", async () => {
    const { name, description } = wikipedia('SYY');
    const study = await studyWithCompanies(server, owner, [{ name }]);
    await saveCriteria(server, owner, study.benchmarkId);
    const companyId = study.ids[name]!;
    await analyse(server, { firmId: owner.user.firm.id, benchmarkId: study.benchmarkId, companyId, name }, description);
    const colleague = await colleagueOf(server, owner, 'Ines');

    const response = await fetch(`${base}/api/benchmarks/${study.benchmarkId}/events/`, {
      headers: { ...bearer(colleague), accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = eventReader(response.body!);
    try {
      const current = (
        await server.app.inject({
          method: 'GET',
          url: `/api/benchmarks/${study.benchmarkId}/companies/${companyId}/`,
          headers: bearer(owner),
        })
      ).json();
      const refused = await server.app.inject({
        method: 'POST',
        url: `/api/benchmarks/${study.benchmarkId}/companies/${companyId}/quick_review/`,
        headers: { ...bearer(owner), 'if-match': String(current.version - 1) },
        payload: { action: 'accept', reason_code: 'matches_criteria' },
      });
      expect(refused.statusCode).toBe(409);
      const decided = await server.app.inject({
        method: 'POST',
        url: `/api/benchmarks/${study.benchmarkId}/companies/${companyId}/quick_review/`,
        headers: { ...bearer(owner), 'if-match': String(current.version) },
        payload: { action: 'accept', reason_code: 'matches_criteria' },
      });
      expect(decided.statusCode).toBe(200);
      const first = await events.next();
      expect(first.event).toBe('change');
      expect(first.data).toMatchObject({
        benchmark_id: study.benchmarkId,
        company_id: companyId,
        action: 'decision.human',
        actor: { id: owner.user.id, name: 'Meera Iyer' },
      });
      expect(first.data).not.toHaveProperty('firm_id');
      expect(first.data.version).toBe(decided.json().company.version);
    } finally {
      await events.cancel();
    }
  });

  it("does not stream another firm's changes, and refuses another firm's benchmark", async () => {
    const stranger = await registerFirm(server, { firm_name: 'Elsewhere LLP' });
    const mine = await studyWithCompanies(server, owner, [{ name: 'Mine AB' }]);
    const theirs = await studyWithCompanies(server, stranger, [{ name: 'Theirs AB' }]);
    expect((await fetch(`${base}/api/benchmarks/${theirs.benchmarkId}/events/`, { headers: bearer(owner) })).status).toBe(404);
    const response = await fetch(`${base}/api/benchmarks/${mine.benchmarkId}/events/`, { headers: bearer(owner) });
    const events = eventReader(response.body!);
    try {
      await server.app.inject({
        method: 'POST',
        url: `/api/benchmarks/${theirs.benchmarkId}/criteria/save/`,
        headers: bearer(stranger),
        payload: { accept: ['x'], reject: [] },
      });
      await server.app.inject({
        method: 'POST',
        url: `/api/benchmarks/${mine.benchmarkId}/criteria/save/`,
        headers: bearer(owner),
        payload: { accept: ['distribution'], reject: [] },
      });
      const first = await events.next();
      expect(first.data).toMatchObject({ benchmark_id: mine.benchmarkId, action: 'criteria.saved', company_id: null, version: null });
    } finally {
      await events.cancel();
    }
  });
});

/** A database that outlives one server process: a PGlite directory, or a PostgreSQL database. */
async function durableDatabase(): Promise<{ open: () => Promise<Database>; url: string | null; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'quartile-restart-'));
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir: dir }),
      url: null,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createPostgresDatabase('quartile_restart_', 12);
  return { open: () => openDatabase({ kind: 'postgres', url }), url, drop };
}

describe(`a restart in the middle of a review session on ${testDbKind}`, () => {
  it('loses no decision, reason or flag, and the last decision can still be undone', async () => {
    const durable = await durableDatabase();
    const config = testConfig(durable.url);
    const start = async (): Promise<TestServer> => {
      const { runtime, app } = await startApp(config, await durable.open());
      return { runtime, app, config, close: async () => (await app.close(), await runtime.close()) };
    };
    try {
      let server = await start();
      const owner = await registerFirm(server);
      const tickers = ['SYY', 'CAT', 'MCK'];
      const study = await studyWithCompanies(
        server,
        owner,
        tickers.map((t) => ({ name: wikipedia(t).name })),
      );
      await saveCriteria(server, owner, study.benchmarkId);
      for (const t of tickers) {
        const { name, description } = wikipedia(t);
        await analyse(
          server,
          { firmId: owner.user.firm.id, benchmarkId: study.benchmarkId, companyId: study.ids[name]!, name },
          description,
        );
      }
      const id = (t: string) => study.ids[wikipedia(t).name]!;
      const quick = (s: TestServer, t: string, payload: object) =>
        s.app.inject({
          method: 'POST',
          url: `/api/benchmarks/${study.benchmarkId}/companies/${id(t)}/quick_review/`,
          headers: bearer(owner),
          payload,
        });
      expect((await quick(server, 'SYY', { action: 'accept', reason_code: 'matches_criteria' })).statusCode).toBe(200);
      expect(
        (await quick(server, 'CAT', { action: 'reject', reason_code: 'different_functions', reason: 'Manufactures machinery.' }))
          .statusCode,
      ).toBe(200);
      expect((await quick(server, 'MCK', { action: 'accept', reason_code: 'matches_criteria' })).statusCode).toBe(200);
      const before = (
        await server.app.inject({ method: 'GET', url: `/api/benchmarks/${study.benchmarkId}/companies/`, headers: bearer(owner) })
      ).json();
      await server.close();

      server = await start();
      const after = (
        await server.app.inject({ method: 'GET', url: `/api/benchmarks/${study.benchmarkId}/companies/`, headers: bearer(owner) })
      ).json();
      expect(after).toEqual(before);
      expect(after.find((c: { id: string }) => c.id === id('CAT'))).toMatchObject({
        status: 'Rejected after Review',
        human_decision: { reason_code: 'different_functions', reason: 'Manufactures machinery.' },
      });
      const undo = await quick(server, 'MCK', { action: 'undo' });
      expect(undo.statusCode).toBe(200);
      expect(undo.json().company).toMatchObject({ status: 'Accepted using Criteria', human_decision: null });
      const trail = (
        await server.app.inject({
          method: 'GET',
          url: `/api/benchmarks/${study.benchmarkId}/audit-events/?action=decision.`,
          headers: bearer(owner),
        })
      ).json();
      expect(trail.items.map((e: { action: string }) => e.action)).toEqual([
        'decision.undone',
        'decision.human',
        'decision.human',
        'decision.human',
      ]);
      await server.close();
    } finally {
      await durable.drop();
    }
    // Two server starts on a database on disk: slower than the in-memory ones.
  }, 180_000);
});
