import { describe, expect, it } from 'vitest';
import { maskCompanyName } from '../src/analysis/evidence.ts';
import { CONCEPTS, TAG_CUES } from '../src/analysis/lexicon.ts';
import { lowerForScan, scanCues, scannerFor } from '../src/analysis/scan.ts';
import { sp500Rows, tenKRows } from './helpers.ts';

// The fast paths (cue candidates at word starts, name masking by hand) must find exactly what a
// full regex pass finds: the analysis results depend on every match.
const fullPass = (text: string, lower: string, cues: RegExp) => [...lower.matchAll(scannerFor(cues))].map((m) => ({ index: m.index, cue: text.slice(m.index, m.index + m[0].length) }));

describe('cue scans', () => {
  it('find the same matches as a full pass of every lexicon and tag pattern', () => {
    const texts = [...sp500Rows().slice(0, 60).map((r) => r.description ?? ''), ...tenKRows().slice(0, 6).map((r) => (r.item_1 ?? '').slice(0, 20_000))];
    texts.push('Sales of sale of resellers; e-commerce, 3PL and LTL (3PL) trucking. Co-packers: contract manufacturing services; health care services, healthcare.');
    const patterns = [...CONCEPTS.map((c) => c.cues), ...TAG_CUES.map(([, cue]) => cue)];
    for (const text of texts) {
      const lower = lowerForScan(text) as string;
      for (const cues of patterns) expect(scanCues(text, lower, cues)).toEqual(fullPass(text, lower, cues));
    }
  });
});

describe('company name masking', () => {
  const byRegex = (text: string, core: string) => text.replace(new RegExp(`\\b${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}\\b`, 'gi'), (m) => ' '.repeat(m.length));
  const text = 'The Home  Depot and the home\u00a0depot, THE HOME DEPOT. thehome depot; \u212Aelvin \u212Araft and kelvin kraft; johnson & johnson, JOHNSON &\tJOHNSON_x; t. rowe price; Nestlé Foods, NESTLÉ FOODS.';
  it.each([
    ['The Home Depot, Inc.', 'The Home Depot'],
    ['Kelvin Kraft', 'Kelvin Kraft'],
    ['Johnson & Johnson', 'Johnson & Johnson'],
    ['T. Rowe Price Group', 'T. Rowe Price'],
    ['Nestlé Foods', 'Nestlé Foods'],
  ])('blanks %s as its pattern does', (name, core) => {
    expect(maskCompanyName(text, name)).toBe(byRegex(text, core));
    expect(maskCompanyName(text, name)).toHaveLength(text.length);
  });
});
