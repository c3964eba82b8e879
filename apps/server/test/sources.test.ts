import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSource } from '@quartile/analyst';
import { storeSources } from '../src/analysis/sourceStore.ts';
import { withFirm } from '../src/db/firmScope.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { studyWithCompanies } from './support/companies.ts';
import { startServerWithFirms } from './support/firms.ts';

let server: TestServer, owner: SignedIn, other: SignedIn;
beforeAll(async () => ({ server, owner, other } = await startServerWithFirms({ other: { firm_name: 'Other Firm' } })));
afterAll(() => server?.close());

const annualReport = createSource({
  kind: 'annual_report',
  document_name: 'acme-10k-2024.html',
  text: 'Item 1. Business\nAcme Industrial Supply is a wholesale distributor of fasteners and bearings.\n\nItem 1A. Risk Factors\nDemand is cyclical.',
  sections: [
    { title: 'Item 1. Business', start: 0, end: 90 },
    { title: 'Item 1A. Risk Factors', start: 90, end: 131 },
  ],
  retrieved_at: '2026-01-05T10:00:00.000Z',
});

describe(`sources on ${testDbKind}`, () => {
  it('stores a source once, however often the same text is read, and answers its text with provenance', async () => {
    const { benchmarkId, ids } = await studyWithCompanies(server, owner, [{ name: 'Acme Industrial Supply' }]);
    const companyId = ids['Acme Industrial Supply']!;
    const owned = { firmId: owner.user.firm.id, benchmarkId, companyId };
    const first = await withFirm(server.runtime.database, owner.user.firm.id, (sql) => storeSources(sql, owned, [annualReport]));
    const again = await withFirm(server.runtime.database, owner.user.firm.id, (sql) => storeSources(sql, owned, [{ ...annualReport, retrieved_at: '2026-02-01T00:00:00.000Z' }]));
    const id = first.ids.get(annualReport.id)!;
    expect(again.ids.get(annualReport.id)).toBe(id);
    const [count] = await server.runtime.database.sql.query<{ n: number }>('select count(*)::int as n from sources where company_id = $1', [companyId]);
    expect(count?.n).toBe(1);

    const response = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/sources/${id}/`, headers: bearer(owner) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      kind: 'annual_report',
      location: 'acme-10k-2024.html',
      document_name: 'acme-10k-2024.html',
      retrieved_at: '2026-01-05T10:00:00.000Z',
      content_hash: annualReport.content_hash,
      text: annualReport.text,
      sections: [{ label: 'Item 1. Business', start: 0, end: 90 }, { label: 'Item 1A. Risk Factors', start: 90, end: 131 }],
      pages: [],
    });
  });

  it('is immutable: the database refuses to change or delete a source, for the app role and the owner alike', async () => {
    const { benchmarkId, ids } = await studyWithCompanies(server, owner, [{ name: 'Immutable Co' }]);
    const companyId = ids['Immutable Co']!;
    const { ids: stored } = await withFirm(server.runtime.database, owner.user.firm.id, (sql) => storeSources(sql, { firmId: owner.user.firm.id, benchmarkId, companyId }, [annualReport]));
    const sourceId = stored.get(annualReport.id);
    const sql = server.runtime.database.sql;
    await expect(sql.query("update sources set text = 'forged' where id = $1", [sourceId])).rejects.toThrow(/immutable/);
    await expect(sql.query('delete from sources where id = $1', [sourceId])).rejects.toThrow(/immutable/);
    await expect(withFirm(server.runtime.database, owner.user.firm.id, (s) => s.query("update sources set text = 'forged' where id = $1", [sourceId]))).rejects.toThrow();
    const [row] = await sql.query<{ text: string }>('select text from sources where id = $1', [sourceId]);
    expect(row?.text).toBe(annualReport.text);
  });

  it("hides another firm's sources: 404 through the API, no rows under row-level security", async () => {
    const { benchmarkId, ids } = await studyWithCompanies(server, owner, [{ name: 'Private Co' }]);
    const companyId = ids['Private Co']!;
    const { ids: stored } = await withFirm(server.runtime.database, owner.user.firm.id, (sql) => storeSources(sql, { firmId: owner.user.firm.id, benchmarkId, companyId }, [annualReport]));
    const sourceId = stored.get(annualReport.id)!;
    const foreign = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/sources/${sourceId}/`, headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Source not found');
    const visible = await withFirm(server.runtime.database, other.user.firm.id, (sql) => sql.query('select id from sources where id = $1', [sourceId]));
    expect(visible).toEqual([]);
    const bad = await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/${companyId}/sources/not-a-uuid/`, headers: bearer(owner) });
    expect(bad.statusCode).toBe(400);
  });
});
