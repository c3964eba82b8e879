// The database record (ADR 0031): the uploaded file's activity fields as a stored, citable source.
// A decision that rests on a database field alone cites its line verbatim and survives
// verification; the record is never read as the company's own words, which still win when they
// disagree with the field.
import { describe, expect, it } from 'vitest';
import { analyzeCompany, collectEvidence, createLocalProvider, databaseActivityCodes, databaseRecordSource, descriptionSource, sha256, verifyCitations } from '../src/index.ts';

const provider = createLocalProvider();
const criteria = { accept: ['manufacturing of pumps and compressors'], reject: ['wholesale distribution', 'retail to consumers'] };
const sic = databaseActivityCodes({ sic_code: '3561' }, { sic_code: 'US SIC' });

describe('databaseRecordSource', () => {
  it('writes one line per field, the header and the cell as the file gives them, content-hashed and deterministic', () => {
    const codes = databaseActivityCodes({ nace_code: '4669; 46.90', sic_code: 5084, naics_code: 'n/a', industry: 'Industrials (Primary); Trading Companies and Distributors (Primary)' }, { nace_code: 'NACE Rev. 2 core code', sic_code: 'US SIC', industry: 'Industry Classifications' });
    const record = databaseRecordSource(codes, { retrieved_at: '2026-11-27T00:00:00.000Z' })!;
    expect(record.kind).toBe('database_record');
    expect(record.location).toBe('database record');
    expect(record.text).toBe('NACE Rev. 2 core code: 4669; 46.90\nUS SIC: 5084\nIndustry Classifications: Industrials (Primary); Trading Companies and Distributors (Primary)');
    expect(record.content_hash).toBe(sha256(record.text));
    expect(record.sections?.map((s) => s.title)).toEqual(['NACE Rev. 2 core code', 'US SIC', 'Industry Classifications']);
    expect(databaseRecordSource(databaseActivityCodes({ nace_code: '4669; 46.90', sic_code: 5084, industry: 'Industrials (Primary); Trading Companies and Distributors (Primary)' }, { nace_code: 'NACE Rev. 2 core code', sic_code: 'US SIC', industry: 'Industry Classifications' }))!.id).toBe(record.id);
    // Without the file's header, the field's label.
    expect(databaseRecordSource(databaseActivityCodes({ naics_code: '423830' }))?.text).toBe('NAICS code: 423830');
    expect(databaseRecordSource([])).toBeNull();
  });

  it('is not read as the company’s own words', () => {
    const record = databaseRecordSource(databaseActivityCodes({ industry: 'Food Distributors' }, { industry: 'Primary Industry' }))!;
    const ev = collectEvidence([record]);
    expect(ev.sentences).toHaveLength(0);
    expect(ev.conceptScores.size).toBe(0);
  });
});

describe('a decision on the database field', () => {
  it('decides a company whose sources do not name its activity from the field, citing its record line', async () => {
    const { result, sources } = await analyzeCompany({ company: { name: 'Kestrel A/S', database_description: 'Kestrel A/S is a company based in Aarhus, Denmark.', activity_codes: sic }, criteria, provider });
    const record = sources.find((s) => s.kind === 'database_record')!;
    expect(record.text).toBe('US SIC: 3561');
    expect(result.decision).toBe('accept');
    expect(result.citations).toEqual([{ source_id: record.id, source: 'database record', quote: 'US SIC: 3561', location: 'US SIC' }]);
    expect(result.criteria.find((c) => c.type === 'accept')?.citations).toEqual(result.citations);
    expect(result.verification.dropped).toEqual([]);
    expect(result.reasoning).toContain('per the database field US SIC 3561 (Pumps and Pumping Equipment); the company\'s own sources do not describe its activity');
    expect(result.confidence).toBeLessThanOrEqual(0.6);
    expect(result.activities?.[0]?.citation?.quote).toBe('US SIC: 3561');
  });

  it('decides a company with no description at all from a Capital IQ industry label', async () => {
    const codes = databaseActivityCodes({ industry: 'Industrials (Primary); Machinery (Primary); Industrial Machinery (Primary)' }, { industry: 'Industry Classifications' });
    const { result } = await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: codes }, criteria, provider });
    expect(result.decision).toBe('accept');
    expect(result.citations.map((c) => c.quote)).toEqual(['Industry Classifications: Industrials (Primary); Machinery (Primary); Industrial Machinery (Primary)']);
    expect(result.reasoning).toContain('per the database field Industry Classifications ("Industrial Machinery")');
  });

  it('lets the company’s own words win when they disagree with the field', async () => {
    const text = 'Kestrel A/S is a wholesale distributor of industrial supplies to contractors.';
    const { result } = await analyzeCompany({ company: { name: 'Kestrel A/S', database_description: text, activity_codes: sic }, criteria, provider });
    expect(result.decision).toBe('reject');
    expect(result.citations.map((c) => c.quote)).toEqual([text]);
    expect(result.reasoning).not.toContain('database field');
    // The field is still read, below the words: shown among the activities, cited as its line.
    const fromField = result.activities?.find((a) => a.citation?.source === 'database record');
    expect(fromField?.citation?.quote).toBe('US SIC: 3561');
    expect(fromField!.score).toBeLessThan(1);
  });

  it('rejects a company whose database field falls outside every accept criterion, citing that field', async () => {
    const tobacco = databaseActivityCodes({ sic_code: '2111' }, { sic_code: 'US SIC' });
    const { result } = await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: tobacco }, criteria, provider });
    expect(result.decision).toBe('reject');
    expect(result.citations.map((c) => c.quote)).toEqual(['US SIC: 2111']);
    expect(result.verification.dropped).toEqual([]);
    // Both are manufacturing, but a code names its industry precisely: sharing the sector is not a match.
    expect(result.reasoning).toMatch(/^Rejected: the database field US SIC 2111 \(Cigarettes\) places Kestrel A\/S outside the accept criteria \("manufacturing of pumps and compressors"\), and the company's own sources do not describe its activity\./);
    expect(result.confidence).toBeLessThanOrEqual(0.6);
    // A field within an accept criterion still accepts (the rule is about absence only).
    expect((await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: sic }, criteria, provider })).result.decision).toBe('accept');
  });

  it('reads a group-level code padded with zeros (SEC and Orbis "US SIC 3590", "NAICS 423000") as its group', async () => {
    const group = databaseActivityCodes({ sic_code: '3590' }, { sic_code: 'US SIC' });
    const { result } = await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: group }, criteria: { accept: ['manufacturing of industrial machinery'], reject: ['wholesale distribution'] }, provider });
    expect(result.decision).toBe('accept');
    expect(result.citations.map((c) => c.quote)).toEqual(['US SIC: 3590']);
    // Named by its industry group's title (SIC 359), not left without one.
    expect(result.reasoning).toContain('per the database field US SIC 3590 (Miscellaneous Industrial And Commercial');
    const wholesale = databaseActivityCodes({ naics_code: '423000' }, { naics_code: 'NAICS' });
    expect((await analyzeCompany({ company: { name: 'Kestrel A/S', activity_codes: wholesale }, criteria: { accept: ['manufacturing of industrial machinery'], reject: ['wholesale distribution'] }, provider })).result.decision).toBe('reject');
  });

  it('keeps the line quote through verification only while the record is among the stored sources', async () => {
    const record = databaseRecordSource(sic)!;
    const raw = await provider.analyze({ company: { name: 'Kestrel A/S', activity_codes: sic }, sources: [record], criteria });
    const kept = verifyCitations(raw, [record]);
    expect(kept.decision).toBe('accept');
    expect(kept.citations.map((c) => [c.source_id, c.quote])).toEqual([[record.id, 'US SIC: 3561']]);
    // Without the record (nothing stored), the citation cannot be checked and the accept falls to refrain.
    const other = descriptionSource('Kestrel A/S is a company based in Aarhus, Denmark.');
    expect(verifyCitations(raw, [other]).decision).toBe('refrain');
    // A record that says something else does not verify the quote either.
    const changed = databaseRecordSource(databaseActivityCodes({ sic_code: '5084' }, { sic_code: 'US SIC' }))!;
    expect(verifyCitations(raw, [{ ...changed, id: record.id }]).decision).toBe('refrain');
  });
});

describe('the database record for a language model', () => {
  it('is offered as citable evidence lines after the company’s own sentences', async () => {
    const { buildPrompt, selectEvidence } = await import('../src/index.ts');
    const record = databaseRecordSource(databaseActivityCodes({ sic_code: '3561', industry: 'Industrial Machinery' }, { sic_code: 'US SIC', industry: 'Primary Industry' }))!;
    const description = descriptionSource('Kestrel A/S is a company based in Aarhus, Denmark.');
    const input = { company: { name: 'Kestrel A/S' }, sources: [description, record], criteria };
    const evidence = selectEvidence(input, 24);
    expect(evidence.map((e) => e.text)).toEqual(['Kestrel A/S is a company based in Aarhus, Denmark.', 'US SIC: 3561', 'Primary Industry: Industrial Machinery']);
    expect(evidence.slice(1).every((e) => record.text.slice(e.start, e.end) === e.text)).toBe(true);
    expect(buildPrompt(input, evidence)).toContain(`E3 | ${record.id} | database record | Primary Industry: Industrial Machinery`);
  });
});
