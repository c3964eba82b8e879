import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSource, extractAnnualReport, gatherWebsite, locate, selectRelevantLinks, sha256 } from '../src/index.ts';
import { dataPath, startServer } from './helpers.ts';

const page = (title: string, body: string, links = '') =>
  `<html><head><title>${title}</title></head><body><header><nav>${links}</nav></header><main><h1>${title}</h1><p>${body}</p></main><footer>© Acme</footer></body></html>`;

describe('sources', () => {
  it('are immutable and hashed', () => {
    const s = createSource({ kind: 'database_description', text: 'Acme distributes bearings.' });
    expect(s.content_hash).toBe(sha256('Acme distributes bearings.'));
    expect(s.location).toBe('description');
    expect(Object.isFrozen(s)).toBe(true);
  });
});

describe('gatherWebsite', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  const hits: string[] = [];
  beforeAll(async () => {
    const links = '<a href="/about-us">About us</a><a href="/products">Products</a><a href="/contact">Contact</a><a href="https://other.example/about">Partner</a><a href="/brochure.pdf">Brochure</a>';
    server = await startServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('User-agent: *\nDisallow: /about\n');
        return;
      }
      const pages: Record<string, string> = {
        '/': page('Acme Industrial Supply', 'Acme Industrial Supply is a wholesale distributor of fasteners, bearings and tools for industrial customers in Europe.', links),
        '/about-us': page('About us', 'Secret: we also manufacture everything ourselves.'),
        '/products': page('Products', 'We resell bearings, seals and power transmission products from leading manufacturers, delivered from three warehouses.'),
      };
      const html = pages[req.url ?? ''];
      res.writeHead(html ? 200 : 404, { 'content-type': 'text/html' });
      res.end(html ?? 'not found');
    });
  });
  afterAll(() => server.close());

  it('reads the homepage and relevant pages, honouring robots.txt', async () => {
    const g = await gatherWebsite(`${server.url}/`, { allowPrivateNetworks: true });
    expect(g.issue).toBeNull();
    expect(g.robots).toBe('allowed');
    expect(g.sources.map((s) => new URL(s.location).pathname)).toEqual(['/', '/products']);
    expect(g.disallowed.map((u) => new URL(u).pathname)).toEqual(['/about-us']);
    expect(hits).not.toContain('/about-us');
    expect(g.sources[1]?.text).toContain('We resell bearings');
    expect(g.sources[0]?.text).not.toContain('© Acme');
  });
  it('refuses the loopback site without allowPrivateNetworks', async () => {
    const g = await gatherWebsite(`${server.url}/`);
    expect(g.issue).toBe('URL Inaccessible');
    expect(g.sources).toHaveLength(0);
  });
  it('selects same-site relevant links only', () => {
    const picked = selectRelevantLinks(
      [
        { href: 'https://acme.example/en/about', text: 'About' },
        { href: 'https://www.acme.example/products#x', text: 'Products' },
        { href: 'https://evil.example/about', text: 'About' },
        { href: 'https://acme.example/report.pdf', text: 'Investors' },
        { href: 'https://acme.example/careers', text: 'Jobs' },
      ],
      'https://acme.example/',
      4,
    );
    expect(picked).toEqual(['https://acme.example/en/about', 'https://www.acme.example/products']);
  });
});

describe('annual reports', () => {
  it('extracts PDF text with page numbers', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const lines = ['Acme AG Annual Report 2023', 'Acme AG distributes industrial bearings in Europe.', 'The company operates two warehouses and has no production plants.'];
    lines.forEach((l, i) => pdf.addPage([400, 200]).drawText(l, { x: 20, y: 150 - i * 5, size: 10, font }));
    const source = await extractAnnualReport({ name: 'acme-2023.pdf', data: await pdf.save() });
    expect(source.kind).toBe('annual_report');
    expect(source.location).toBe('acme-2023.pdf');
    expect(source.pages?.map((p) => p.page)).toEqual([1, 2, 3]);
    const at = source.text.indexOf('two warehouses');
    expect(at).toBeGreaterThan(0);
    expect(locate(source, at)).toBe('page 3');
    expect(source.text.slice(source.pages?.[1]?.start, source.pages?.[1]?.end)).toBe(lines[1]);
  });
  it('extracts an SEC 10-K HTML filing with its Item sections', async () => {
    const source = await extractAnnualReport({ name: 'medicis-10-k-1999.html', data: readFileSync(dataPath('annual-reports/0000950153-99-001234.html')) });
    const business = source.sections?.find((s) => /^Item 1: Business/.test(s.title));
    expect(business).toBeDefined();
    const at = source.text.indexOf('pharmaceutical', business?.start);
    expect(locate(source, at)).toMatch(/^Item 1: Business/);
    expect(source.text).not.toMatch(/<\w+/);
  });
  it('drops hidden inline-XBRL headers from the IBM 10-K', async () => {
    const source = await extractAnnualReport({ name: 'ibm-10-k-2024.html', data: readFileSync(dataPath('annual-reports/ibm-10-k-2025-02-25.html')) });
    expect(source.text.slice(0, 200)).toMatch(/UNITED STATES/);
    expect(source.sections?.some((s) => s.title.startsWith('Item 1. Business'))).toBe(true);
  });
});
