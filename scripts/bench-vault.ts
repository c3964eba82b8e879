/**
 * Vault search at scale (`pnpm bench:vault`): a firm with 10,000 clients, then server-side searches
 * by name, country and region and deep pages through the real API (Fastify inject, no network).
 * One JSON line per engine: {"engine","clients","requests","median_ms","p95_ms","max_ms"}.
 * Engines: PGlite (in memory) and PostgreSQL (127.0.0.1:5432 or DATABASE_URL; skipped when absent).
 * Usage: node scripts/bench-vault.ts [--clients 10000]
 */
import { countPerEngine } from './lib/eachEngine.ts';

const { count: clientCount, engine } = await countPerEngine(import.meta.filename, 'clients', 10_000);

const { startTestServer } = await import('../apps/server/test/support/testRuntime.ts');
const { registerFirm, bearer } = await import('../apps/server/test/support/auth.ts');

const COUNTRIES = [
  ['Germany', 'Europe'],
  ['India', 'Asia-Pacific'],
  ['United States', 'Americas'],
  ['Japan', 'Asia-Pacific'],
  ['France', 'Europe'],
  ['Brazil', 'Americas'],
  ['Netherlands', 'Europe'],
  ['Singapore', 'Asia-Pacific'],
] as const;
const WORDS = ['Alpine', 'Baltic', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper', 'Kestrel', 'Lumen'];
const KINDS = ['Distribution', 'Manufacturing', 'Logistics', 'Software', 'Pharma', 'Trading'];

const server = await startTestServer();
try {
  const owner = await registerFirm(server);
  const firmId = owner.user.firm.id;
  const started = Date.now();
  // Bulk insert in batches through one statement per batch (generate_series keeps it server-side).
  await server.runtime.database.transaction(async (sql) => {
    for (let offset = 0; offset < clientCount; offset += 1000) {
      const n = Math.min(1000, clientCount - offset);
      const rows = Array.from({ length: n }, (_, i) => {
        const k = offset + i;
        const [country, region] = COUNTRIES[k % COUNTRIES.length]!;
        return [`${WORDS[k % WORDS.length]} ${KINDS[(k >> 3) % KINDS.length]} ${k}`, country, region, `https://client-${k}.example`];
      });
      await sql.query(
        `insert into clients (firm_id, name, country, region, website)
         select $1, r->>0, r->>1, r->>2, r->>3 from jsonb_array_elements($2::jsonb) r`,
        [firmId, JSON.stringify(rows)],
      );
    }
  });
  const seededMs = Date.now() - started;

  const queries = [
    'search=Granite',
    'search=india',
    'search=Europe',
    'search=Logistics%209',
    'search=no-such-client',
    'page=250&page_size=20',
    'search=Harbor&page=20&page_size=20',
    '',
  ];
  const timings: number[] = [];
  for (let round = 0; round < 8; round++) {
    for (const query of queries) {
      const t0 = performance.now();
      const response = await server.app.inject({ method: 'GET', url: `/api/clients/?${query}`, headers: bearer(owner) });
      timings.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => Number(timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1));
  console.log(
    JSON.stringify({
      engine,
      clients: clientCount,
      seed_ms: seededMs,
      requests: timings.length,
      median_ms: at(0.5),
      p95_ms: at(0.95),
      max_ms: at(1),
    }),
  );
} finally {
  await server.close();
}
