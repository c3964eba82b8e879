// A Capital IQ export's industry label as evidence (issue 17): a Capital IQ-style CSV (title block
// above the header row, "Primary Industry" and "Industry Classifications" columns, its revenue
// header) is uploaded and mapped as the wizard maps it (the domain's header recognition and import
// plan), imported, and analysed by a real run of the local provider. The label is kept as the
// company's `industry` attribute, resolved to NAICS through the classification index, cited from
// the stored database record ("Primary Industry: Industrial Machinery", ADR 0031), and weighed
// below the company's words.
// Texts: Wikipedia (CC BY-SA 4.0); Kestrel Holdings is invented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBenchmarkNow } from '../src/runs/runNow.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { csvOf, importAsWizard, newBenchmark } from './support/benchmarks.ts';
import { saveCriteria, wikipedia } from './support/review.ts';
import { startServerWithFirms } from './support/firms.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';

let server: TestServer, owner: SignedIn;
beforeAll(async () => ({ server, owner } = await startServerWithFirms({ credits: true })));
afterAll(() => server?.close());

type Json = Record<string, any>;
const CRITERIA = { accept: ['manufacturers of industrial machinery and equipment'], reject: ['wholesale distributors of industrial products'] };

/** A Capital IQ screening export as its users save it to CSV. */
function capitalIqCsv(): string {
  const cat = wikipedia('CAT');
  const gww = wikipedia('GWW');
  const rows = [
    ['S&P Capital IQ', '', '', '', '', ''],
    ['Screening Report: US machinery', '', '', '', '', ''],
    ['', '', '', '', '', ''],
    ['Company Name', 'Industry Classifications', 'Primary Industry', 'Country/Region', 'Long Business Description', 'Total Revenue [FY 2022] ($USDmm, Historical rate)'],
    [cat.name, 'Industrials (Primary); Capital Goods (Primary); Machinery (Primary); Construction Machinery and Heavy Trucks (Primary)', 'Construction Machinery and Heavy Trucks', 'United States', cat.description, '59427.0'],
    [gww.name, 'Industrials (Primary); Trading Companies and Distributors (Primary)', 'Trading Companies and Distributors', 'United States', gww.description, '15228.0'],
    ['Kestrel Holdings Inc.', 'Industrials (Primary); Machinery (Primary); Industrial Machinery (Primary)', 'Industrial Machinery', 'United States', 'Kestrel Holdings Inc. was incorporated in 1987 and is headquartered in Cleveland, Ohio.', '120.5'],
  ];
  return csvOf(rows);
}

describe(`a Capital IQ industry label as evidence on ${testDbKind}`, () => {
  it('keeps the label, resolves it to classification codes and cites it as "Capital IQ Primary Industry", below what the company says', async () => {
    const benchmarkId = await newBenchmark(server, owner);
    // The wizard's mapping: the header row below the title block, "Primary Industry" as the industry.
    const { header, fields } = await importAsWizard(server, owner, benchmarkId, 'capiq.csv', capitalIqCsv());
    expect(header.rowIndex).toBe(3);
    expect(fields).toMatchObject({ name: 0, industry: 2, country: 3, database_description: 4 });
    await saveCriteria(server, owner, benchmarkId, CRITERIA);
    expect((await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId, mode: 'analysis' })).status).toBe('succeeded');

    const listed = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json() as Json[];
    const byName = new Map(listed.map((c) => [c.name as string, c]));
    const kestrel = byName.get('Kestrel Holdings Inc.')!;
    expect(kestrel.attributes).toMatchObject({ industry: 'Industrial Machinery' });
    const zeroShot = async (id: string) =>
      (await server.runtime.database.sql.query<{ zero_shot: { result: Json } }>('select zero_shot from companies where id = $1', [id]))[0]!.zero_shot.result;
    // The field is cited from the stored database record (ADR 0031): its line, the header and the cell as the file gives them.
    const field = 'database record';

    // Its description names no activity: the label does, cited as the database field, and decides.
    const k = await zeroShot(kestrel.id);
    expect(k.activities[0]).toMatchObject({ scheme: 'naics', code: expect.stringMatching(/^333/), citation: { source: field, quote: 'Primary Industry: Industrial Machinery', location: 'Primary Industry' } });
    expect(k.core_function).toBe('full-fledged manufacturer');
    expect(kestrel.analysis).toMatchObject({ decision: 'accept', citations: [{ source: field, quote: 'Primary Industry: Industrial Machinery' }] });
    expect(kestrel.analysis.reasoning).toContain('per the database field Primary Industry ("Industrial Machinery")');

    // Caterpillar and Grainger describe themselves: their own words lead, the label follows below them.
    const cat = await zeroShot(byName.get(wikipedia('CAT').name)!.id);
    expect(cat.activities[0].citation.source).toBe('description');
    const fromField = (cat.activities as Json[]).find((a) => a.citation?.source === field);
    expect(fromField).toMatchObject({ code: '333120', citation: { quote: 'Primary Industry: Construction Machinery and Heavy Trucks' } });
    expect(fromField!.score).toBeLessThan(1);
    const gww = await zeroShot(byName.get(wikipedia('GWW').name)!.id);
    expect(gww.activities[0]).toMatchObject({ code: expect.stringMatching(/^42/), citation: { source: 'description' } });
    expect(byName.get(wikipedia('CAT').name)!.analysis.decision).toBe('accept');
    expect(byName.get(wikipedia('GWW').name)!.analysis.decision).toBe('reject');
  });
});
