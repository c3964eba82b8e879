import { armsLengthRange, computePli, EXPORT_COLUMNS } from '@quartile/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bearer, registerFirm, type SignedIn } from './support/auth.ts';
import { newBenchmark } from './support/benchmarks.ts';
import { omYears, reviewedStudy } from './support/study.ts';
import { testDbKind, type TestServer } from './support/testRuntime.ts';
import { withFileServer } from './support/fileServer.ts';

let server: TestServer;
let owner: SignedIn;
withFileServer((started) => ({ server, owner } = started));

const download = (benchmarkId: string, query = '', session: SignedIn | null = owner) =>
  server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/export/${query}`, headers: session ? bearer(session) : {} });

async function open(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const headers = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
const rowOf = (sheet: ExcelJS.Worksheet, first: string) => {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).text === first) found = row;
  });
  if (!found) throw new Error(`no row "${first}" in ${sheet.name}`);
  return found;
};

const citation = (url: string, quote: string) => ({
  source_id: '00000000-0000-4000-8000-00000000000a',
  source: url,
  url,
  quote,
  location: 'About us',
});

/** A reviewed study with evidence, a tested party, saved results settings and a hostile name. */
async function study(method: 'excel-inc' | 'us-482' = 'excel-inc') {
  const { benchmarkId, ids } = await reviewedStudy(server, owner, [
    { name: 'Alpha Distribution', status: 'Accepted using Criteria', financials: omYears(2) },
    { name: 'Beta Trading', status: 'Accepted after Review', financials: omYears(3, 2_000) },
    { name: 'Gamma Supply', status: 'Accepted using Criteria', financials: omYears(4) },
    { name: 'Delta Wholesale', status: 'Accepted using Criteria', financials: omYears(9) },
    { name: 'Epsilon Manufacturing', status: 'Rejected after Review', financials: omYears(40) },
    {
      name: '=HYPERLINK("https://evil.example","click")',
      status: 'Accepted using Criteria',
      financials: omYears(5),
      website: 'javascript:alert(1)',
      description: '+cmd|/c calc',
    },
  ]);
  const analysis = {
    core_function: 'Wholesale distribution',
    tags: ['pumps', 'valves'],
    automated_decision: {
      decision: 'accept',
      confidence: 0.91,
      reasoning: 'Buys and resells pumps.',
      matched_criteria: ['wholesale distribution'],
      citations: [
        citation('https://alpha.example/about', 'We distribute pumps across Europe.'),
        // A database field's citation quotes its line of the stored database record (ADR 0031).
        { source_id: '00000000-0000-4000-8000-00000000000b', source: 'database record', url: null, quote: 'US SIC: 5084', location: 'US SIC' },
        // A quote of the uploaded trade description, stored as source and location "description".
        { source_id: '00000000-0000-4000-8000-00000000000c', source: 'description', url: null, quote: 'Wholesaler of pumps.', location: 'description' },
      ],
      decided_at: '2026-10-30T08:00:00.000Z',
    },
  };
  const sources = [
    {
      id: '00000000-0000-4000-8000-00000000000a',
      kind: 'website',
      url: 'https://alpha.example/about',
      title: 'Alpha — About',
      fetched_at: '2026-10-30T07:59:00.000Z',
      location: 'https://alpha.example/about',
      content_hash: 'ab'.repeat(32),
    },
    {
      id: '00000000-0000-4000-8000-00000000000b',
      kind: 'database_record',
      url: null,
      title: null,
      fetched_at: '2026-10-30T07:59:00.000Z',
      location: 'database record',
      content_hash: 'cd'.repeat(32),
    },
    {
      id: '00000000-0000-4000-8000-00000000000c',
      kind: 'database_description',
      url: null,
      title: null,
      fetched_at: '2026-10-30T07:59:00.000Z',
      location: 'description',
      content_hash: 'ef'.repeat(32),
    },
  ];
  await server.runtime.database.sql.query('update companies set analysis = $2, sources = $3 where id = $1', [
    ids['Alpha Distribution'],
    JSON.stringify(analysis),
    JSON.stringify(sources),
  ]);
  await server.runtime.database.sql.query(
    `insert into review_flags (firm_id, benchmark_id, company_id, id, kind, severity, message, suggested_action)
     values ($1, $2, $3, 'diversified_offerings:0123456789ab', 'diversified_offerings', 'medium', '@SUM(1,1) also sells software', 'Check the segment report')`,
    [owner.user.firm.id, benchmarkId, ids['Alpha Distribution']],
  );
  await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/tested-party-description/`,
    headers: bearer(owner),
    payload: { tested_party_description: 'LRD of pumps', financials: omYears(3.5) },
  });
  await server.app.inject({
    method: 'POST',
    url: `/api/benchmarks/${benchmarkId}/results-settings/`,
    headers: bearer(owner),
    payload: {
      pli: 'OM',
      method,
      aggregation: 'weighted',
      years: [2021, 2022, 2023],
      exclusions: [{ company_id: ids['Delta Wholesale'], reason: 'Outlier result (extraordinary items)' }],
      wca: null,
    },
  });
  return { benchmarkId, ids };
}

describe(`Excel export on ${testDbKind}`, () => {
  it('streams a workbook with the seven sheets, frozen headers and filters', async () => {
    const { benchmarkId } = await study();
    const response = await download(benchmarkId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Import-test-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = await open(response.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Summary',
      'Accept-Reject Matrix',
      'Financials',
      'PLI and Range',
      'Sources',
      'Citations',
      'Audit Trail',
    ]);
    for (const name of ['Accept-Reject Matrix', 'Financials', 'PLI and Range', 'Sources', 'Citations', 'Audit Trail']) {
      const sheet = workbook.getWorksheet(name)!;
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    }
    const matrix = workbook.getWorksheet('Accept-Reject Matrix')!;
    expect(headers(matrix)).toEqual(EXPORT_COLUMNS.map((c) => c.label));
    expect(matrix.getColumn(1).width).toBe(36);
    expect(matrix.rowCount).toBe(7);
  });

  it('writes the accept/reject matrix with decisions, reviewers, citations and source links', async () => {
    const { benchmarkId } = await study();
    const workbook = await open((await download(benchmarkId)).rawPayload);
    const matrix = workbook.getWorksheet('Accept-Reject Matrix')!;
    const col = (label: string) => headers(matrix).indexOf(label) + 1;
    const alpha = rowOf(matrix, 'Alpha Distribution');
    expect(alpha.getCell(col('Decision')).value).toBe('Accept');
    expect(alpha.getCell(col('Reason')).value).toBe('Buys and resells pumps.');
    expect(alpha.getCell(col('Confidence')).value).toBe(0.91);
    expect(alpha.getCell(col('Confidence')).numFmt).toBe('0%');
    expect(alpha.getCell(col('Key citations')).value).toBe('“We distribute pumps across Europe.” (About us; https://alpha.example/about)\n“US SIC: 5084” (US SIC; Database record)\n“Wholesaler of pumps.” (Database description)');
    expect(alpha.getCell(col('Sources')).value).toBe(
      'Alpha — About (Website; https://alpha.example/about; retrieved 2026-10-30 07:59 UTC)\nActivity fields of the uploaded file (Database record; retrieved 2026-10-30 07:59 UTC)' +
        '\nTrade description of the uploaded file (Database description; retrieved 2026-10-30 07:59 UTC)',
    );
    expect(alpha.getCell(col('Source link')).value).toEqual({
      text: 'https://alpha.example/about',
      hyperlink: 'https://alpha.example/about',
    });
    expect(alpha.getCell(col('Decision date')).value).toEqual(new Date('2026-10-30T08:00:00.000Z'));
    expect(alpha.getCell(col('Decision basis')).value).toBe('Criteria');
    const beta = rowOf(matrix, 'Beta Trading');
    expect(beta.getCell(col('Reviewer')).value).toBe('Meera Iyer');
    expect(beta.getCell(col('Reason')).value).toBe('Reviewed against the annual report');
    expect(rowOf(matrix, 'Delta Wholesale').getCell(col('In the range')).value).toBe('Excluded: Outlier result (extraordinary items)');
    expect(rowOf(matrix, 'Epsilon Manufacturing').getCell(col('Decision')).value).toBe('Reject');
    expect(rowOf(matrix, 'Epsilon Manufacturing').getCell(col('In the range')).value).toBe('Not an accepted comparable');
    const pli = rowOf(matrix, 'Gamma Supply').getCell(col('PLI'));
    expect(pli.value).toBeCloseTo(0.04, 12);
    expect(pli.numFmt).toBe('0.00%');
  });

  it('says what each automated decision rests on: the criteria, the reviewers\' decisions or the list\'s clearest cases', async () => {
    const { benchmarkId, ids } = await study();
    const automated = { decision: 'accept', confidence: 0.71, reasoning: 'Compared with the 24 companies of this list …', matched_criteria: [], citations: [], decided_at: '2026-10-30T08:00:00.000Z' };
    const learned = (basis: 'reviewer' | 'analysis', effect: 'changed' | 'confirmed') => ({
      ...(basis === 'analysis' ? { basis } : {}),
      examples: basis === 'analysis' ? 24 : 10,
      accepted: 12,
      rejected: 12,
      effect,
      zero_shot: { decision: 'reject', confidence: 0.58 },
      neighbours: [],
    });
    for (const [name, basis, effect] of [
      ['Gamma Supply', 'analysis', 'changed'],
      ['Delta Wholesale', 'reviewer', 'confirmed'],
    ] as const) {
      await server.runtime.database.sql.query('update companies set analysis = $2 where id = $1', [
        ids[name],
        JSON.stringify({ provider: 'local', analysed_at: '2026-10-30T08:00:00.000Z', decision: 'accept', confidence: 0.71, automated_decision: automated, learned: learned(basis, effect) }),
      ]);
    }
    const matrix = (await open((await download(benchmarkId)).rawPayload)).getWorksheet('Accept-Reject Matrix')!;
    const col = headers(matrix).indexOf('Decision basis') + 1;
    expect(rowOf(matrix, 'Gamma Supply').getCell(col).value).toBe("Compared with the list's 24 clearest cases, which changed it (criteria alone: Reject, 58 %)");
    expect(rowOf(matrix, 'Delta Wholesale').getCell(col).value).toBe('Criteria, confirmed by 10 reviewer decisions');
    expect(rowOf(matrix, 'Alpha Distribution').getCell(col).value).toBe('Criteria');
    // No automated decision, nothing it rests on.
    expect(rowOf(matrix, 'Epsilon Manufacturing').getCell(col).value).toBeNull();
  });

  it("gives a reviewer's reason code as the reason, never the analyst's reasoning for the other side", async () => {
    const { benchmarkId, ids } = await study();
    // The analysis accepted; a reviewer rejected with a reason code and no text (the API allows it).
    await server.runtime.database.sql.query('update companies set analysis = $2, human_decision = $3 where id = $1', [
      ids['Epsilon Manufacturing'],
      JSON.stringify({ core_function: 'Manufacturing', tags: [], automated_decision: { decision: 'accept', confidence: 0.84, reasoning: 'Accepted: the sources describe it as a manufacturer.', matched_criteria: [], citations: [], decided_at: '2026-10-30T08:00:00.000Z' } }),
      JSON.stringify({ decision: 'reject', reason: null, reason_code: 'different_functions', decided_by: { id: owner.user.id, name: 'Meera Iyer' }, decided_at: '2026-11-01T10:00:00.000Z' }),
    ]);
    const matrix = (await open((await download(benchmarkId)).rawPayload)).getWorksheet('Accept-Reject Matrix')!;
    const col = (label: string) => headers(matrix).indexOf(label) + 1;
    const epsilon = rowOf(matrix, 'Epsilon Manufacturing');
    expect(epsilon.getCell(col('Decision')).value).toBe('Reject');
    expect(epsilon.getCell(col('Reason')).value).toBe('Different functions');
    expect(epsilon.getCell(col('Automated reasoning')).value).toBe('Accepted: the sources describe it as a manufacturer.');
  });

  it('exports only the chosen columns, the company name always first, and refuses unknown ones', async () => {
    const { benchmarkId } = await study();
    const workbook = await open((await download(benchmarkId, '?columns=reviewer,%20decision,decision')).rawPayload);
    expect(headers(workbook.getWorksheet('Accept-Reject Matrix')!)).toEqual(['Company', 'Decision', 'Reviewer']);
    const bad = await download(benchmarkId, '?columns=decision,salary');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Unknown export column: salary\. Choose from: name, country/);
  });

  it('writes text that looks like a formula as text, and no link that is not a web link', async () => {
    const { benchmarkId } = await study();
    const workbook = await open((await download(benchmarkId)).rawPayload);
    const matrix = workbook.getWorksheet('Accept-Reject Matrix')!;
    const col = (label: string) => headers(matrix).indexOf(label) + 1;
    const hostile = matrix.getRow(7);
    const name = hostile.getCell(1);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe('=HYPERLINK("https://evil.example","click")');
    expect(name.numFmt).toBe('@');
    expect(hostile.getCell(col('Database description')).value).toBe('+cmd|/c calc');
    expect(hostile.getCell(col('Database description')).numFmt).toBe('@');
    expect(hostile.getCell(col('Website')).value).toBe('javascript:alert(1)');
    const flags = rowOf(matrix, 'Alpha Distribution').getCell(col('Review flags'));
    expect(flags.type).toBe(ExcelJS.ValueType.String);
    expect(flags.value).toBe('Diversified offerings (medium): @SUM(1,1) also sells software');
    // Every formula in the workbook is one Quartile wrote on the PLI sheet.
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.type === ExcelJS.ValueType.Formula) expect(sheet.name).toBe('PLI and Range');
        }),
      );
    }
  });

  it('writes live PLI formulas with the values of packages/domain beside them', async () => {
    const { benchmarkId } = await study('excel-inc');
    const workbook = await open((await download(benchmarkId)).rawPayload);
    const sheet = workbook.getWorksheet('PLI and Range')!;
    expect(headers(sheet).slice(0, 5)).toEqual(['Company', 'In the range', 'Operating profit 2021', 'Revenue 2021', 'OM 2021']);
    const beta = rowOf(sheet, 'Beta Trading');
    const expected = computePli(omYears(3, 2_000), 'OM', 'weighted').value!;
    expect(beta.getCell(3).value).toBe(60);
    expect(beta.getCell(4).value).toBe(2_000);
    expect(beta.getCell(5).value).toMatchObject({ formula: 'IF(AND(ISNUMBER(D3),D3<>0),C3/D3,"")' });
    expect(beta.getCell(5).numFmt).toBe('0.00%');
    const weighted = beta.getCell(12);
    expect(weighted.value).toMatchObject({ formula: 'IF(SUM(D3,G3,J3)=0,"",SUM(C3,F3,I3)/SUM(D3,G3,J3))' });
    expect((weighted.value as ExcelJS.CellFormulaValue).result).toBeCloseTo(expected, 12);
    expect(beta.getCell(13).value).toBeCloseTo(expected, 12);
    expect(beta.getCell(2).value).toBe('Yes');
    expect(rowOf(sheet, 'Delta Wholesale').getCell(14).value).toBeNull();

    const values = [0.02, 0.03, 0.04, 0.05];
    const range = armsLengthRange(values, 'excel-inc');
    const lower = rowOf(sheet, 'Lower quartile');
    expect(lower.getCell(2).value).toMatchObject({ formula: 'QUARTILE.INC(N2:N6,1)' });
    expect((lower.getCell(2).value as ExcelJS.CellFormulaValue).result).toBeCloseTo(range.lower!, 12);
    expect(lower.getCell(3).value).toBeCloseTo(range.lower!, 12);
    expect(rowOf(sheet, 'Median').getCell(2).value).toMatchObject({ formula: 'MEDIAN(N2:N6)' });
    expect(rowOf(sheet, 'Median').getCell(3).value).toBeCloseTo(range.median!, 12);
    expect(rowOf(sheet, 'Upper quartile').getCell(3).value).toBeCloseTo(range.upper!, 12);
    expect(rowOf(sheet, 'Comparables in the range').getCell(3).value).toBe(4);
    expect(rowOf(sheet, 'Tested party').getCell(3).value).toBeCloseTo(0.035, 12);
    expect(rowOf(sheet, 'Adjustment to the adjustment point').getCell(3).value).toBe(0);
  });

  it('writes the §1.482 rule with SMALL and the tested party over its financials, cached values equal to packages/domain', async () => {
    const { benchmarkId } = await study('us-482');
    const workbook = await open((await download(benchmarkId)).rawPayload);
    const sheet = workbook.getWorksheet('PLI and Range')!;
    const range = armsLengthRange([0.02, 0.03, 0.04, 0.05], 'us-482');
    const lower = rowOf(sheet, 'Lower quartile');
    const formula = lower.getCell(2).value as ExcelJS.CellFormulaValue;
    expect(formula.formula).toBe(
      'IF(MOD(COUNT(N2:N6)*25,100)=0,(SMALL(N2:N6,COUNT(N2:N6)*25/100)+SMALL(N2:N6,COUNT(N2:N6)*25/100+1))/2,SMALL(N2:N6,QUOTIENT(COUNT(N2:N6)*25+99,100)))',
    );
    expect(formula.result).toBeCloseTo(range.lower!, 12);
    expect(lower.getCell(3).value).toBeCloseTo(range.lower!, 12);
    expect(lower.getCell(4).value).toMatch(/§1.482-1\(e\)\(2\)\(iii\)\(C\)/);
    const upper = rowOf(sheet, 'Upper quartile').getCell(2).value as ExcelJS.CellFormulaValue;
    expect(upper.formula).toContain('*75');
    expect(upper.result).toBeCloseTo(range.upper!, 12);
    expect(rowOf(sheet, 'Median').getCell(2).value).toMatchObject({ formula: 'MEDIAN(N2:N6)' });

    // The tested party: its operating profit and revenue are the cells of the Financials sheet.
    const tested = rowOf(sheet, "Tested party's financials");
    expect(tested.getCell(3).value).toMatchObject({ formula: 'Financials!I2', result: 35 });
    expect(tested.getCell(4).value).toMatchObject({ formula: 'Financials!D2', result: 1_000 });
    const workbookFinancials = workbook.getWorksheet('Financials')!;
    expect(workbookFinancials.getCell('I2').value).toBe(35);
    expect(workbookFinancials.getCell('D2').value).toBe(1_000);
    const testedPli = computePli(omYears(3.5), 'OM', 'weighted').value!;
    expect((tested.getCell(12).value as ExcelJS.CellFormulaValue).result).toBeCloseTo(testedPli, 12);
    const testedStat = rowOf(sheet, 'Tested party').getCell(2).value as ExcelJS.CellFormulaValue;
    expect(testedStat.formula).toBe(`L${tested.number}`);
    expect(testedStat.result).toBeCloseTo(testedPli, 12);
    const adjustment = rowOf(sheet, 'Adjustment to the adjustment point').getCell(2).value as ExcelJS.CellFormulaValue;
    expect(adjustment.formula).toMatch(/^IF\(AND\(B\d+>=B\d+,B\d+<=B\d+\),0,B\d+-B\d+\)$/);
    // exceljs reads a cached <v>0</v> back as no result; the file holds 0 (checked with LibreOffice).
    expect(adjustment.result ?? 0).toBe(0);
  });

  it('writes the Rule 10CA percentiles with SMALL from 6 values, and its mean below 6', async () => {
    const margins = [1, 2, 3, 4, 5, 6, 7.5];
    const { benchmarkId } = await reviewedStudy(
      server,
      owner,
      margins.map((m) => ({ name: `Comparable ${m}`, status: 'Accepted using Criteria', financials: omYears(m) })),
    );
    const settings = (extra: Record<string, unknown> = {}) =>
      server.app.inject({
        method: 'POST',
        url: `/api/benchmarks/${benchmarkId}/results-settings/`,
        headers: bearer(owner),
        payload: { pli: 'OM', method: 'india-10ca', aggregation: 'simple', years: [2021, 2022, 2023], exclusions: [], wca: null, ...extra },
      });
    expect((await settings()).statusCode).toBe(200);
    let sheet = (await open((await download(benchmarkId)).rawPayload)).getWorksheet('PLI and Range')!;
    const range = armsLengthRange(
      margins.map((m) => m / 100),
      'india-10ca',
    );
    const cached = (label: string) => (rowOf(sheet, label).getCell(2).value as ExcelJS.CellFormulaValue).result;
    expect(rowOf(sheet, '35th percentile').getCell(2).value).toMatchObject({ formula: expect.stringMatching(/^IF\(COUNT\(N2:N8\)<6,"",/) });
    expect(cached('35th percentile')).toBeCloseTo(range.lower!, 12);
    expect(cached('65th percentile')).toBeCloseTo(range.upper!, 12);
    expect(cached('Median')).toBeCloseTo(range.median!, 12);

    // Two excluded: 5 values, no range; the bounds' formulas answer empty (no cached value) as Quartile has none.
    const listed = (
      await server.app.inject({ method: 'GET', url: `/api/benchmarks/${benchmarkId}/companies/`, headers: bearer(owner) })
    ).json() as { id: string; name: string }[];
    const exclusions = listed.slice(0, 2).map((c) => ({ company_id: c.id, reason: 'Outlier' }));
    expect((await settings({ exclusions })).statusCode).toBe(200);
    sheet = (await open((await download(benchmarkId)).rawPayload)).getWorksheet('PLI and Range')!;
    expect(rowOf(sheet, '35th percentile').getCell(2).value).toMatchObject({ formula: expect.stringMatching(/^IF\(COUNT\(N2:N8\)<6,"",/) });
    expect(cached('35th percentile')).toBeUndefined();
    expect(rowOf(sheet, '35th percentile').getCell(3).value).toBeNull();
    expect(cached('Arithmetic mean')).toBeCloseTo(armsLengthRange([0.03, 0.04, 0.05, 0.06, 0.075], 'india-10ca').mean, 12);
  });

  it('lists each citation with its source as a link', async () => {
    const { benchmarkId } = await study();
    const workbook = await open((await download(benchmarkId)).rawPayload);
    const citations = workbook.getWorksheet('Citations')!;
    expect(headers(citations)).toEqual(['Company', 'Quote', 'Location', 'Source', 'Link']);
    expect(citations.getRow(2).values).toEqual([
      undefined,
      'Alpha Distribution',
      'We distribute pumps across Europe.',
      'About us',
      'Alpha — About',
      { text: 'https://alpha.example/about', hyperlink: 'https://alpha.example/about' },
    ]);
    // A database field's citation: its line, the field, and the record by its label (no link).
    expect(citations.getRow(3).values).toEqual([undefined, 'Alpha Distribution', 'US SIC: 5084', 'US SIC', 'Database record']);
    // The uploaded trade description by its label: never the raw stored name "description" (trial of 2026-11-27).
    const description = citations.getRow(4);
    expect([1, 2, 3, 4, 5].map((i) => description.getCell(i).value)).toEqual(['Alpha Distribution', 'Wholesaler of pumps.', null, 'Database description', null]);
    expect(citations.rowCount).toBe(4);
  });

  it('writes the summary, financials, sources and the audit trail', async () => {
    const { benchmarkId } = await study();
    const workbook = await open((await download(benchmarkId)).rawPayload);
    const summary = workbook.getWorksheet('Summary')!;
    expect(summary.getCell('A1').value).toBe('Benchmarking study: Import test');
    expect(rowOf(summary, 'Client').getCell(2).value).toBe('Import Client');
    expect(rowOf(summary, 'Tested party').getCell(2).value).toBe('LRD of pumps');
    expect(rowOf(summary, 'Accepted using Criteria').getCell(2).value).toBe(4);
    expect(rowOf(summary, 'Total').getCell(2).value).toBe(6);
    expect(rowOf(summary, 'Method').getCell(2).value).toBe('Excel QUARTILE.INC');
    expect(rowOf(summary, 'Median').getCell(2).value).toBeCloseTo(armsLengthRange([0.02, 0.03, 0.04, 0.05], 'excel-inc').median!, 12);
    expect(rowOf(summary, 'Position').getCell(2).value).toBe('Within the range');

    const financials = workbook.getWorksheet('Financials')!;
    expect(headers(financials).slice(0, 4)).toEqual(['Company', 'Status', 'Year', 'Revenue']);
    expect(financials.getRow(2).getCell(1).value).toBe('Tested party');
    expect(financials.getRow(2).getCell(4).numFmt).toBe('#,##0.00');
    expect(financials.rowCount).toBe(1 + 3 + 6 * 3);

    const sources = workbook.getWorksheet('Sources')!;
    expect(sources.getRow(2).values).toEqual([
      undefined,
      'Alpha Distribution',
      'Website',
      'Alpha — About',
      { text: 'https://alpha.example/about', hyperlink: 'https://alpha.example/about' },
      new Date('2026-10-30T07:59:00.000Z'),
    ]);
    // The database record by its label, never the raw kind.
    // Its link column is empty: the stored place "database record" / "description" is no link and no name (trial of 2026-11-27).
    expect(sources.getRow(3).values).toEqual([undefined, 'Alpha Distribution', 'Database record', 'Activity fields of the uploaded file', undefined, new Date('2026-10-30T07:59:00.000Z')]);
    expect(sources.getRow(4).values).toEqual([undefined, 'Alpha Distribution', 'Database description', 'Trade description of the uploaded file', undefined, new Date('2026-10-30T07:59:00.000Z')]);

    // The audit trail in sentences, as on screen and in the evidence reports: no event code, no JSON.
    const audit = workbook.getWorksheet('Audit Trail')!;
    expect(headers(audit)).toEqual(['When (UTC)', 'Who', 'Company', 'What happened', 'What changed']);
    const happened: string[] = [];
    const changed: string[] = [];
    audit.eachRow((row, n) => {
      if (n === 1) return;
      happened.push(String(row.getCell(4).value));
      changed.push(String(row.getCell(5).value ?? ''));
    });
    for (const pattern of [/ created the benchmark “Import test”/, / uploaded the company list “/, / updated the tested party's /, / saved the results settings/]) {
      expect(happened.some((text) => pattern.test(text)), String(pattern)).toBe(true);
    }
    for (const text of [...happened, ...changed]) expect(text).not.toMatch(/[{}]|\b(benchmark|file|results|companies)\.[a-z_]+\b/);
    expect(rowOf(audit, audit.getRow(2).getCell(1).text).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it("says why it cannot export: no companies, another firm's benchmark, no session", async () => {
    const empty = await newBenchmark(server, owner);
    const none = await download(empty);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('There are no companies to export');
    const { benchmarkId } = await study();
    const other = await registerFirm(server);
    expect((await download(benchmarkId, '', other)).statusCode).toBe(404);
    expect((await download(benchmarkId, '', null)).statusCode).toBe(401);
  });
});
