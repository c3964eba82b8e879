import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/webApp.ts';
import { listMigrations } from '../src/db/migrate.ts';
import { PING_QUEUE, startWorkers } from '../src/worker/workers.ts';
import { startTestServer, testDbKind, type TestServer } from './support/testRuntime.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe(`foundation on ${testDbKind}`, () => {
  it('answers the health check with the database kind and the version', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDbKind, version: server.runtime.version });
    expect(response.headers['x-app-version']).toBe(server.runtime.version);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('applies every migration exactly once and records it', async () => {
    const rows = await server.runtime.database.sql.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(listMigrations().map((m) => m.name));
  });

  it('serves the SPA with the version marker for client-side routes, and JSON 404 under /api', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/benchmarks/123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-app-version']).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{12}$/);
    expect(page.headers['content-security-policy']).toContain("'sha256-");
    expect(page.body).toContain('<div id="root">');

    const asset = await server.app.inject({ method: 'GET', url: '/assets/app-test.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await server.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('serves a prerendered public page at its route, compressed as the browser accepts, with its inline scripts allowed', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>PRICING REQUEST</h1>');
    expect(plain.headers['vary']).toContain('accept-encoding');

    const brotli = await server.app.inject({ method: 'GET', url: '/pricing/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await server.app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    // Every inline script of every page is allowed by hash; the widget's origin may be contacted,
    // a malformed origin in the list is not copied into the policy.
    const csp = String(plain.headers['content-security-policy']);
    for (const hash of inlineScriptHashes(plain.body)) expect(csp).toContain(hash);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cal\.com(;|$)/);
    expect(csp).not.toContain('not-an-origin');

    // A path without a prerendered page still gets the SPA shell.
    const other = await server.app.inject({ method: 'GET', url: '/about' });
    expect(other.body).toContain('<div id="root"></div>');
  });

  it('serves the interactive API docs with the whole contract', async () => {
    const docs = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(docs.statusCode);
    const spec = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const document = spec.json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/health/');
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
  });

  it('stores and returns blobs by firm, and hides them from other firms', async () => {
    const [firm] = await server.runtime.database.sql.query<{ id: string }>("insert into firms (name) values ('Blob Firm') returning id");
    const [other] = await server.runtime.database.sql.query<{ id: string }>("insert into firms (name) values ('Other Firm') returning id");
    const data = new TextEncoder().encode('Company name,Country\nAcme GmbH,DE\n');
    const meta = await server.runtime.blobs.put({ firmId: firm!.id, filename: 'list.csv', contentType: 'text/csv', data });
    expect(meta.sizeBytes).toBe(data.byteLength);
    expect(meta.sha256).toMatch(/^[0-9a-f]{64}$/);
    const read = await server.runtime.blobs.get(meta.id, firm!.id);
    expect(new TextDecoder().decode(read!.data)).toBe('Company name,Country\nAcme GmbH,DE\n');
    expect(await server.runtime.blobs.get(meta.id, other!.id)).toBeNull();
    expect(await server.runtime.blobs.delete(meta.id, other!.id)).toBe(false);
    expect(await server.runtime.blobs.delete(meta.id, firm!.id)).toBe(true);
  });

  it('runs a queued job through a worker', async () => {
    await startWorkers(server.runtime);
    const marker = `ping-${Date.now()}`;
    await server.runtime.queue.send(PING_QUEUE, { marker });
    const deadline = Date.now() + 20_000;
    let rows: unknown[] = [];
    while (Date.now() < deadline && rows.length === 0) {
      rows = await server.runtime.database.sql.query('select marker from worker_pings where marker = $1', [marker]);
      if (rows.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rows).toEqual([{ marker }]);
  });

  it('answers 503 from the health check when the database is down', async () => {
    const isolated = await startTestServer();
    await isolated.runtime.queue.stop({ graceful: false, timeout: 1000 }).catch(() => undefined);
    await isolated.runtime.database.close();
    const response = await isolated.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', database: testDbKind });
    await isolated.close();
  });
});
