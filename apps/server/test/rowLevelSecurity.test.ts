import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFirm } from '../src/db/firmScope.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';
import { registerFirm } from './support/auth.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`row-level security, the second wall (ADR 0006), on ${testDbKind}`, () => {
  it('covers every table with a firm_id column: RLS enabled and a policy for quartile_app', async () => {
    const sql = server.runtime.database.sql;
    const tables = await sql.query<{ table_name: string; rls: boolean; policies: string[] }>(
      `select c.table_name, k.relrowsecurity as rls,
              coalesce((select array_agg(p.policyname::text order by p.policyname) from pg_policies p
                        where p.schemaname = 'public' and p.tablename = c.table_name
                          and 'quartile_app' = any(p.roles)), '{}') as policies
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
       join pg_class k on k.oid = format('%I.%I', c.table_schema, c.table_name)::regclass
       where c.table_schema = 'public' and c.column_name = 'firm_id'
       order by c.table_name`,
    );
    // The list itself must not be empty (a broken query would pass every check below).
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['users', 'benchmarks', 'companies', 'firm_changes']));
    const unprotected = tables.filter((t) => !t.rls || t.policies.length === 0).map((t) => t.table_name);
    expect(unprotected).toEqual([]);
  });

  it("hides another firm's subscription changes (firm_changes) from quartile_app under withFirm", async () => {
    const database = server.runtime.database;
    const mine = await registerFirm(server);
    const theirs = await registerFirm(server);
    await database.sql.query(
      "insert into firm_changes (firm_id, field, old_value, new_value, changed_by) values ($1, 'credits', '0', '10', 'test'), ($2, 'credits', '0', '20', 'test')",
      [mine.user.firm.id, theirs.user.firm.id],
    );
    const seen = await withFirm(database, mine.user.firm.id, (sql) =>
      sql.query<{ firm_id: string }>('select firm_id from firm_changes where firm_id in ($1, $2)', [mine.user.firm.id, theirs.user.firm.id]),
    );
    expect(seen.map((row) => row.firm_id)).toEqual([mine.user.firm.id]);
  });
});
