import { describe, expect, it } from 'vitest';
import { withFirm } from '../src/db/firmScope.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { bearer, outbox, registerFirm, type SignedIn } from './support/auth.ts';
import { newBenchmark, uploadFile } from './support/benchmarks.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

describe(`audit trail on ${testDbKind}`, () => {
  it('records who changed what, with before and after, for uploads, imports and edits', async () => {
    const benchmarkId = await newBenchmark(server, owner);
    await uploadFile(server, owner, `/api/benchmarks/${benchmarkId}/file/`, 'orbis.csv', 'Company name\nA\n');
    await server.app.inject({ method: 'POST', url: `/api/benchmarks/${benchmarkId}/file/import/`, headers: bearer(owner), payload: { column_mapping: { 'Company name': 'name' }, rows: [{ row: 2, name: 'Acme', country: 'DE', website: 'bad url' }] } });
    const [company] = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json();
    await server.app.inject({ method: 'PATCH', url: `/api/benchmarks/${benchmarkId}/companies/${company.id}/`, headers: bearer(owner), payload: { website: 'acme.de' } });

    const trail = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/`, headers: bearer(owner) })).json();
    expect(trail.items.map((e: { action: string }) => e.action)).toEqual(['company.updated', 'companies.imported', 'file.uploaded', 'benchmark.created']);
    const edit = trail.items[0];
    expect(edit).toMatchObject({ actor_kind: 'user', actor: { id: owner.user.id, name: 'Meera Iyer' }, company_id: company.id, before: { website: 'bad url' }, after: { website: 'https://acme.de' } });

    const forCompany = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/?company_id=${company.id}`, headers: bearer(owner) })).json();
    expect(forCompany.total).toBe(1);
    const uploads = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/?action=file.`, headers: bearer(owner) })).json();
    expect(uploads.items.map((e: { action: string }) => e.action)).toEqual(['file.uploaded']);
  });

  it('is append-only: the database refuses updates and deletes, for the app role and the owner alike', async () => {
    const benchmarkId = await newBenchmark(server, owner);
    const sql = server.runtime.database.sql;
    await expect(sql.query("update audit_events set action = 'forged' where benchmark_id = $1", [benchmarkId])).rejects.toThrow(/append-only/);
    await expect(sql.query('delete from audit_events where benchmark_id = $1', [benchmarkId])).rejects.toThrow(/append-only/);
    await expect(withFirm(server.runtime.database, owner.user.firm.id, (tx) => tx.query('delete from audit_events where benchmark_id = $1', [benchmarkId]))).rejects.toThrow();
    const [row] = await sql.query<{ n: number }>('select count(*)::int as n from audit_events where benchmark_id = $1', [benchmarkId]);
    expect(row!.n).toBe(1);
  });

  it('keeps a removed member in the trail: removing them changes no event, and their name stays', async () => {
    const email = `leaving.${Date.now()}@firm.test`;
    await server.app.inject({ method: 'POST', url: '/api/team/invites/', headers: bearer(owner), payload: { email, first_name: 'Lena', last_name: 'Berg', is_employee: true } });
    const [mail] = await outbox(server, email);
    const token = mail!.body_text.match(/\/accept-invite\/([^\s]+)/)![1];
    const member = (await server.app.inject({ method: 'POST', url: '/api/invites/accept/', payload: { token, password: 'Ledger-pass-2025', first_name: 'Lena', last_name: 'Berg' } })).json() as SignedIn;
    const benchmarkId = await newBenchmark(server, member);
    const sql = server.runtime.database.sql;
    const before = await sql.query('select id, actor_id, actor_name, action, created_at from audit_events where benchmark_id = $1 order by created_at', [benchmarkId]);
    expect(before).toMatchObject([{ actor_id: member.user.id, actor_name: 'Lena Berg', action: 'benchmark.created' }]);

    const removed = await server.app.inject({ method: 'DELETE', url: `/api/team/members/${member.user.id}/`, headers: bearer(owner) });
    expect(removed.statusCode).toBe(204);
    expect(await sql.query('select id, actor_id, actor_name, action, created_at from audit_events where benchmark_id = $1 order by created_at', [benchmarkId])).toEqual(before);
    const trail = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/`, headers: bearer(owner) })).json();
    expect(trail.items[0]).toMatchObject({ action: 'benchmark.created', actor: { id: member.user.id, name: 'Lena Berg' } });
  });

  it("answers 404 for another firm's trail", async () => {
    const benchmarkId = await newBenchmark(server, owner);
    const other = await registerFirm(server);
    expect((await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/audit-events/`, headers: bearer(other) })).statusCode).toBe(404);
  });
});
