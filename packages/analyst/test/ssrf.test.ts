import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress, safeFetch, SafeFetchError, validateWebsite, normalizeUrl } from '../src/index.ts';
import { startServer } from './helpers.ts';

const code = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof SafeFetchError) return e.code;
    throw e;
  }
};

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.255',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe',
  ])('refuses %s', (a) => expect(isForbiddenAddress(a)).toBe(true));
  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (a) => expect(isForbiddenAddress(a)).toBe(false));
  it('refuses non-IP input', () => expect(isForbiddenAddress('example.com')).toBe(true));
  // IPv6 forms that carry an IPv4 address: refused when the IPv4 they lead to is.
  it.each([
    ['6to4 of 127.0.0.1', '2002:7f00:1::1'],
    ['6to4 of 169.254.169.254', '2002:a9fe:a9fe::'],
    ['6to4 of 192.168.1.1', '2002:c0a8:101:1::5'],
    ['6to4 of 10.0.0.1', '2002:a00:1::1'],
    ['Teredo, client 127.0.0.1 (inverted)', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['Teredo, client 10.0.0.1 (inverted)', '2001:0:4136:e378:8000:63bf:f5ff:fffe'],
    ['Teredo, client 192.0.2.45 (RFC 4380 example)', '2001:0000:4136:e378:8000:63bf:3fff:fdd2'],
    ['Teredo, server 10.0.0.1', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
    ['NAT64 of 127.0.0.1', '64:ff9b::7f00:1'],
    ['NAT64 of 10.0.0.1, dotted', '64:ff9b::10.0.0.1'],
    ['local-use NAT64, refused outright', '64:ff9b:1::808:808'],
    ['local-use NAT64 /48 form', '64:ff9b:1:808:8:800::'],
  ])('refuses %s (%s)', (_what, a) => expect(isForbiddenAddress(a)).toBe(true));
  it.each([
    ['6to4 of 8.8.8.8', '2002:808:808::1'],
    ['Teredo, server 65.54.227.120, client 8.8.8.8', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
    ['NAT64 of 8.8.8.8', '64:ff9b::808:808'],
  ])('allows %s (%s)', (_what, a) => expect(isForbiddenAddress(a)).toBe(false));
});

describe('safeFetch', () => {
  let target: Awaited<ReturnType<typeof startServer>>;
  let front: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    target = await startServer((req, res) => {
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('x'.repeat(300_000));
      } else if (req.url === '/binary') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end('bin');
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 3_000);
      } else {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<html><body><p>secret internal page</p></body></html>');
      }
    });
    // A second loopback address stands in for a public host (the policy below allows only it).
    front = await startServer((req, res) => {
      if (req.url?.startsWith('/loop')) {
        res.writeHead(301, { location: '/loop' });
        res.end();
        return;
      }
      const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
      res.writeHead(302, { location: to });
      res.end();
    }, '127.0.0.2');
  });
  afterAll(async () => {
    await target.close();
    await front.close();
  });
  const publicPolicy = {
    resolve: async (host: string) => (host === 'public.test' ? [{ address: '127.0.0.2', family: 4 }] : (await import('node:dns/promises')).lookup(host, { all: true })), isForbidden: (a: string) => a !== '127.0.0.2' && isForbiddenAddress(a) };

  it('refuses a loopback server by default and reads it with allowPrivateNetworks', async () => {
    expect(await code(safeFetch(`${target.url}/`))).toBe('blocked_address');
    const res = await safeFetch(`${target.url}/`, { allowPrivateNetworks: true });
    expect(res.status).toBe(200);
    expect(res.text()).toContain('secret internal page');
  });
  it('refuses localhost by name (DNS resolved here)', async () => {
    expect(await code(safeFetch(`http://localhost:${target.port}/`))).toBe('blocked_address');
  });
  it('treats every *.localhost name as loopback (RFC 6761): refused by default, read with allowPrivateNetworks', async () => {
    expect(await code(safeFetch(`http://acme-supply.localhost:${target.port}/`))).toBe('blocked_address');
    const res = await safeFetch(`http://acme-supply.localhost:${target.port}/`, { allowPrivateNetworks: true });
    expect(res.text()).toContain('secret internal page');
  });
  it('re-checks every redirect: public host -> 127.0.0.1 is refused', async () => {
    const hop = `http://public.test:${front.port}/?to=${encodeURIComponent(`${target.url}/`)}`;
    expect(await code(safeFetch(hop, publicPolicy))).toBe('blocked_address');
    const toLocalhost = `http://public.test:${front.port}/?to=${encodeURIComponent(`http://localhost:${target.port}/`)}`;
    expect(await code(safeFetch(toLocalhost, publicPolicy))).toBe('blocked_address');
    const toMetadata = `http://public.test:${front.port}/?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`;
    expect(await code(safeFetch(toMetadata, publicPolicy))).toBe('blocked_address');
    const toFile = `http://public.test:${front.port}/?to=${encodeURIComponent('file:///etc/passwd')}`;
    expect(await code(safeFetch(toFile, publicPolicy))).toBe('blocked_scheme');
  });
  it('stops after 5 redirects', async () => {
    const loop = `http://public.test:${front.port}/loop`;
    expect(await code(safeFetch(loop, publicPolicy))).toBe('too_many_redirects');
  });
  it('refuses ftp:, file:, data: and the metadata IP', async () => {
    expect(await code(safeFetch('ftp://example.com/file'))).toBe('blocked_scheme');
    expect(await code(safeFetch('file:///etc/passwd'))).toBe('blocked_scheme');
    expect(await code(safeFetch('data:text/html,hi'))).toBe('blocked_scheme');
    expect(await code(safeFetch('http://169.254.169.254/latest/meta-data/'))).toBe('blocked_address');
    expect(await code(safeFetch('http://[::ffff:169.254.169.254]/'))).toBe('blocked_address');
    expect(await code(safeFetch('http://[::1]/'))).toBe('blocked_address');
  });
  it('limits bytes, content types and time', async () => {
    const o = { allowPrivateNetworks: true };
    expect(await code(safeFetch(`${target.url}/big`, { ...o, maxBytes: 100_000 }))).toBe('too_large');
    expect(await code(safeFetch(`${target.url}/binary`, o))).toBe('content_type');
    expect(await code(safeFetch(`${target.url}/slow`, { ...o, timeoutMs: 300 }))).toBe('timeout');
    expect(await code(safeFetch(`${target.url}/slow`, { ...o, timeoutMs: 5_000, totalTimeoutMs: 300 }))).toBe('timeout');
  });
});

describe('website validation labels', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer((req, res) => {
      const status: Record<string, number> = { '/gone': 410, '/missing': 404, '/down': 503, '/forbidden': 403 };
      if (req.url && status[req.url]) {
        res.writeHead(status[req.url] as number);
        res.end();
      } else if (req.url === '/empty') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body><script>app()</script></body></html>');
      } else if (req.url === '/pdf') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end('png');
      } else {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body><main><p>Acme GmbH distributes industrial fasteners and bearings to manufacturers in Europe.</p></main></body></html>');
      }
    });
  });
  afterAll(() => server.close());
  const o = { allowPrivateNetworks: true, timeoutMs: 2_000 };
  it('normalizes URLs', () => {
    expect(normalizeUrl('Example.COM/About#team')).toBe('https://example.com/About');
    expect(normalizeUrl('  www.acme.de ')).toBe('https://www.acme.de/');
    expect(normalizeUrl('n.a.')).toBeNull();
    expect(normalizeUrl('http://EXAMPLE.com.')).toBe('http://example.com/');
  });
  it('labels problems exactly', async () => {
    expect((await validateWebsite(`${server.url}/`, o)).ok).toBe(true);
    expect((await validateWebsite(`${server.url}/missing`, o)).issue).toBe('URL Not Found');
    expect((await validateWebsite(`${server.url}/gone`, o)).issue).toBe('URL Not Found');
    expect((await validateWebsite(`${server.url}/down`, o)).issue).toBe('URL Inaccessible');
    expect((await validateWebsite(`${server.url}/empty`, o)).issue).toBe('Reading Issue');
    expect((await validateWebsite(`${server.url}/pdf`, o)).issue).toBe('Reading Issue');
    expect((await validateWebsite('http://127.0.0.1:1/', o)).issue).toBe('URL Inaccessible'); // refused
    expect((await validateWebsite(`${server.url}/`)).issue).toBe('URL Inaccessible'); // private address without the flag
    expect((await validateWebsite('ftp://example.com/')).issue).toBe('Other');
    expect((await validateWebsite('')).issue).toBe('Other');
  });
});
