// The database record as a stored source (ADR 0031): an Orbis-style export with NACE Rev. 2 and
// US SIC columns is uploaded and mapped as the wizard maps it, imported and analysed by a real run
// of the local provider. A company whose description names no activity is decided on the database
// field, its citation quotes the field's line of the stored record (kind database_record, in its
// sources, readable through the evidence view's source endpoint, another firm's 404); a company
// whose own words disagree with the field is decided on its words. A re-run finds the same row.
// Texts: Wikipedia (CC BY-SA 4.0); Kestrel Pumps is invented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBenchmarkNow } from '../src/runs/runNow.ts';
import { bearer, type SignedIn } from './support/auth.ts';
import { csvOf, importAsWizard, newBenchmark } from './support/benchmarks.ts';
import { saveCriteria, wikipedia } from './support/review.ts';
import { startServerWithFirms } from './support/firms.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';

let server: TestServer, owner: SignedIn, other: SignedIn;
beforeAll(async () => ({ server, owner, other } = await startServerWithFirms({ other: { firm_name: 'Other Firm LLP' }, credits: true })));
afterAll(() => server?.close());

type Json = Record<string, any>;
const CRITERIA = { accept: ['manufacturing of pumps and compressors'], reject: ['wholesale distributors of industrial products'] };
const NACE = 'NACE Rev. 2, core code (4 digits)';
const SIC = 'US SIC, primary code(s)';

function orbisCsv(): string {
  const gww = wikipedia('GWW');
  const rows = [
    ['Company name Latin alphabet', 'Country ISO code', NACE, SIC, 'Trade description (English)'],
    ['Kestrel Pumps A/S', 'DK', '2813', '3561', 'Kestrel Pumps A/S was incorporated in 1987 and is headquartered in Aarhus, Denmark.'],
    // Its database code says pumps; its own words say distributor: the words win.
    [gww.name, 'US', '2813', '3561', gww.description],
    // No description, no website: the activity fields alone make it ready for an analysis.
    ['Osprey Compressors ApS', 'DK', '2813', '', ''],
  ];
  return csvOf(rows);
}

describe(`the database record as a stored, cited source on ${testDbKind}`, () => {
  it('cites the database field from the stored record when the company’s sources do not describe its activity; its own words win otherwise', async () => {
    const benchmarkId = await newBenchmark(server, owner);
    const { fields } = await importAsWizard(server, owner, benchmarkId, 'orbis.csv', orbisCsv());
    expect(fields).toMatchObject({ name: 0, nace_code: 2, sic_code: 3, database_description: 4 });
    await saveCriteria(server, owner, benchmarkId, CRITERIA);
    expect((await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId, mode: 'analysis' })).status).toBe('succeeded');

    const listed = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })).json() as Json[];
    const kestrel = listed.find((c) => c.name === 'Kestrel Pumps A/S')!;
    const record = (kestrel.sources as Json[]).find((s) => s.kind === 'database_record');
    expect(record).toMatchObject({ kind: 'database_record', location: 'database record', url: null });
    // Decided on the database field, cited from the stored record, and the reasoning says why.
    expect(kestrel.analysis).toMatchObject({ decision: 'accept', dropped_citations: 0 });
    expect(kestrel.status).toBe('Accepted using Criteria');
    expect(kestrel.analysis.citations.length).toBeGreaterThan(0);
    for (const c of kestrel.analysis.citations) expect(c).toMatchObject({ source_id: record!.id, source: 'database record' });
    expect(kestrel.analysis.citations.map((c: Json) => c.quote)).toContain(`${NACE}: 2813`);
    const accepted = (kestrel.analysis.criteria as Json[]).find((c) => c.type === 'accept')!;
    expect(accepted.decision).toBe('accept');
    expect(accepted.citations[0]).toMatchObject({ source_id: record!.id, location: NACE });
    expect(kestrel.analysis.reasoning).toContain(`per the database field ${NACE} 2813`);
    expect(kestrel.analysis.reasoning).toContain("the company's own sources do not describe its activity");

    // The stored record: one line per field as the file gives it, readable in the evidence view.
    const url = `/api/benchmarks/${benchmarkId}/companies/${kestrel.id}/sources/${record!.id}/`;
    const doc = (await server.app.inject({ method: 'GET', url, headers: bearer(owner) })).json() as Json;
    expect(doc).toMatchObject({ kind: 'database_record', text: `${NACE}: 2813\n${SIC}: 3561` });
    expect(doc.sections.map((s: Json) => s.label)).toEqual([NACE, SIC]);
    expect((await server.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(404);

    // Grainger's own words (a distributor) outweigh the pump code in its file row.
    const grainger = listed.find((c) => c.name === wikipedia('GWW').name)!;
    expect(grainger.analysis.decision).toBe('reject');
    expect((grainger.analysis.citations as Json[]).every((c) => c.source === 'description')).toBe(true);
    expect(grainger.analysis.reasoning).not.toContain('database field');
    expect((grainger.sources as Json[]).some((s) => s.kind === 'database_record')).toBe(true);

    // Nothing but the file's activity fields: analysed, decided on the field and cited from the record.
    const osprey = listed.find((c) => c.name === 'Osprey Compressors ApS')!;
    expect(osprey.database_description).toBeNull();
    expect(osprey.analysis).toMatchObject({ decision: 'accept', citations: [{ source: 'database record', quote: `${NACE}: 2813`, location: NACE }] });
    expect((osprey.sources as Json[]).map((s) => s.kind)).toEqual(['database_record']);

    // A re-run rebuilds the same record: the same stored row, not a new one.
    expect((await runBenchmarkNow(server.runtime, { firmId: owner.user.firm.id, benchmarkId, mode: 'analysis', companyIds: [kestrel.id] })).status).toBe('succeeded');
    const stored = await server.runtime.database.sql.query<{ id: string }>(`select id from sources where company_id = $1 and kind = 'database_record'`, [kestrel.id]);
    expect(stored.map((s) => s.id)).toEqual([record!.id]);
    const again = (await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/${kestrel.id}/`, headers: bearer(owner) })).json() as Json;
    expect(again.analysis.citations[0].source_id).toBe(record!.id);
  });
});
