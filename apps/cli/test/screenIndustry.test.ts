// `quartile screen` reads the database's activity evidence as the server does: a Capital IQ
// export's industry label ("Primary Industry") and Orbis code columns, resolved through the
// classification index and weighed below what the company says about itself (issue 17).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createScreenCommand } from '../src/commands/screen.ts';
import { jsonLines, testIO } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'quartile-screen-industry-'));
const criteriaFile = join(dir, 'criteria.json');
writeFileSync(criteriaFile, JSON.stringify({ accept: ['manufacturers of industrial machinery and equipment'], reject: ['wholesale distributors of industrial products'] }));

// Descriptions that say where a company is, not what it does; the maker describes itself.
const ROWS = [
  ['Kestrel Holdings Inc.', 'Industrial Machinery', 'Kestrel Holdings Inc. was incorporated in 1987 and is headquartered in Cleveland, Ohio.'],
  ['Harrow Supply Co.', 'Food Distributors', 'Harrow Supply Co. was founded in 1952 and is based in Dayton, Ohio.'],
  ['Pioneer Gear Works', 'Food Distributors', 'Pioneer Gear Works designs and manufactures industrial gearboxes and pumps in its own plants.'],
];

/** A Capital IQ-style export (title block above the header row), with or without its industry column. */
function capitalIq(name: string, withIndustry: boolean): string {
  const file = join(dir, name);
  const header = ['Company Name', ...(withIndustry ? ['Primary Industry'] : []), 'Long Business Description', 'Total Revenue [FY 2022] ($USDmm, Historical rate)'];
  const lines = ['S&P Capital IQ screening report', '', header.map((h) => `"${h}"`).join(',')];
  for (const [company, industry, description] of ROWS) lines.push([company, ...(withIndustry ? [industry] : []), description, '12.5'].map((c) => `"${c}"`).join(','));
  writeFileSync(file, lines.join('\n'));
  return file;
}

async function screen(file: string) {
  let written = '';
  const cmd = createScreenCommand({ writeFile: (_p, t) => (written = t), env: {} });
  expect(await cmd.run(['--companies', file, '--criteria', criteriaFile, '--out', 'x.jsonl'], testIO())).toBe(0);
  return jsonLines(written);
}

describe('quartile screen with database activity evidence', () => {
  it('reads a Capital IQ Primary Industry label as evidence of the activity, below the company\'s own words', async () => {
    const [kestrel, harrow, pioneer] = await screen(capitalIq('with.csv', true));
    const [bare, bareHarrow, barePioneer] = await screen(capitalIq('without.csv', false));
    // Without the column the analysis has nothing to read the activity from.
    expect(bare).toMatchObject({ function: null, decision: 'refrain' });
    expect(bare!.reasoning).toMatch(/too little evidence/);
    expect(bareHarrow).toMatchObject({ function: null, decision: 'refrain' });
    // With it, Capital IQ's label names the activity: machinery manufacturing, food wholesale.
    expect(kestrel).toMatchObject({ function: 'full-fledged manufacturer' });
    expect(kestrel!.reasoning).toMatch(/machinery manufacturing/);
    // Its description names no activity: the decision rests on the label, cited as the field's line of the database record.
    expect(kestrel).toMatchObject({ decision: 'accept', citations: [{ source: 'database record', quote: 'Primary Industry: Industrial Machinery', field: 'Primary Industry' }] });
    expect(kestrel!.reasoning).toContain('per the database field Primary Industry ("Industrial Machinery"); the company\'s own sources do not describe its activity');
    expect(harrow).toMatchObject({ function: 'full-fledged distributor' });
    expect(harrow).toMatchObject({ citations: [{ source: 'database record', quote: 'Primary Industry: Food Distributors', field: 'Primary Industry' }] });
    // A company that says what it does keeps its own reading, whatever the label says.
    expect(pioneer).toMatchObject({ decision: 'accept', function: barePioneer!.function });
    expect(pioneer!.citations).toEqual(barePioneer!.citations);
  });

  it('reads Orbis activity code columns too', async () => {
    const file = join(dir, 'orbis.csv');
    writeFileSync(file, ['"Company name Latin alphabet","NACE Rev. 2, core code (4 digits)","Trade description (English)"', `"Kestrel Holdings Inc.","2822","${ROWS[0]![2]}"`].join('\n'));
    const [kestrel] = await screen(file);
    expect(kestrel).toMatchObject({ function: 'full-fledged manufacturer' });
    expect(kestrel).toMatchObject({ decision: 'accept', citations: [{ source: 'database record', quote: 'NACE Rev. 2, core code (4 digits): 2822', field: 'NACE Rev. 2, core code (4 digits)' }] });
    expect(kestrel!.reasoning).toContain('per the database field NACE Rev. 2, core code (4 digits) 2822 (Manufacture of lifting and handling equipment)');
  });

  it('screens a file with activity code columns and no description or website column', async () => {
    const file = join(dir, 'codes-only.csv');
    writeFileSync(file, ['"Company name Latin alphabet","US SIC, primary code(s)"', '"Osprey Machine Works","3559"', '"Harrow Foods","5141"'].join('\n'));
    const [osprey, harrow] = await screen(file);
    expect(osprey).toMatchObject({ decision: 'accept', citations: [{ source: 'database record', quote: 'US SIC, primary code(s): 3559', field: 'US SIC, primary code(s)' }] });
    // Grocery wholesale (SIC 5141) is not a machinery maker: not accepted on its code.
    expect(harrow!.decision).not.toBe('accept');
  });
});
