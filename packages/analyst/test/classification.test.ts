import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTables, classificationIndex, GENERATED_FILE } from '../src/classification/classificationIndex.ts';
import { readCriterion } from '../src/classification/read.ts';
import { criterionProfile } from '../src/classification/match.ts';
import { criterionConcepts } from '../src/analysis/evidence.ts';
import { functionPrefixes } from '../src/classification/functions.ts';
import { classTerms } from '../src/classification/terms.ts';
import { americanSpelling } from '../src/classification/spelling.ts';
import { createLocalProvider, descriptionSource, type AnalysisResult } from '../src/index.ts';
import { analyseDescription } from './helpers.ts';

const local = createLocalProvider();
const naics = (r: ReturnType<typeof readCriterion>) => r.activities.filter((a) => a.scheme === 'naics').map((a) => a.code);
const nace = (r: ReturnType<typeof readCriterion>) => r.activities.filter((a) => a.scheme === 'nace').map((a) => a.code);
const verbatim = (r: AnalysisResult, text: string) => r.citations.length > 0 && r.citations.every((c) => text.includes(c.quote));

describe('classification index', () => {
  it('is generated from the CSV files and the file is fresh (run pnpm classification:generate)', () => {
    const stored = readFileSync(GENERATED_FILE, 'utf8');
    expect(stored).toBe(`${JSON.stringify(buildTables())}\n`);
  }, 60_000);

  it('covers every NAICS 2022 industry, with the sector groups and crosswalks', () => {
    const index = classificationIndex();
    expect(index.industries).toHaveLength(1012);
    expect(index.industries.find((c) => c.code === '333120')?.sector).toBe('31-33');
    expect(index.naceFor('423830')).toContain('46.69');
    expect(index.industriesFor('sic', '3531').map((i) => index.industries[i]?.code)).toContain('333120');
    expect(index.industriesFor('nace', '28.92').map((i) => index.industries[i]?.code)).toContain('333120');
  });
});

describe('readCriterion: a criterion read as activities', () => {
  it('reads wholesale distribution of industrial equipment as NAICS 4238 and NACE 46.6', () => {
    const r = readCriterion('wholesale distribution of industrial equipment');
    expect(naics(r)[0]).toMatch(/^4238/);
    expect(r.sectors[0]).toBe('42');
    expect(nace(r).some((c) => c.startsWith('46.6'))).toBe(true);
    expect(r.readable).toBe(true);
  });

  it('reads manufacturing of industrial machinery as NAICS 333 and NACE 28', () => {
    const r = readCriterion('manufacturing of industrial machinery', ['31', '32', '33']);
    expect(naics(r).slice(0, 3).every((c) => c.startsWith('333'))).toBe(true);
    expect(nace(r).some((c) => c.startsWith('28'))).toBe(true);
  });

  it('reads the word a criterion repeats as its subject: clothing, not accessories', () => {
    // "accessories" is the rarer word (machine tool accessories); "clothing", said twice, is what is made.
    expect(naics(readCriterion('manufacturing of clothing and clothing accessories', ['31', '32', '33']))[0]).toMatch(/^315/);
  });

  it('reads IT consulting as computer systems design services, not as the pronoun "it"', () => {
    const r = readCriterion('IT consulting and custom programming services');
    expect(naics(r)[0]).toMatch(/^5415/);
  });

  it('reads a food wholesaler apart from a food maker', () => {
    expect(readCriterion('wholesale trade of food products').sectors[0]).toBe('42');
    expect(readCriterion('processing and manufacturing of food products').sectors[0]).toBe('31-33');
  });

  it('reads loan brokers within credit intermediation, where the banking words ("loans", "mortgage") scope it', () => {
    // The banking function covers NAICS 522, activities related to credit intermediation (5223) included.
    const codes = readCriterion('mortgage and loan brokers arranging loans for a fee', functionPrefixes(['banking'])).activities.map((a) => a.code);
    expect(codes.slice(0, 3)).toContain('522310');
  });

  it('reads photographic services as photography (one term for photographic, photography, photographer)', () => {
    expect(new Set(classTerms('photographic photography photographer'))).toEqual(new Set(['photograph']));
    expect(naics(readCriterion('photographic services')).slice(0, 2).every((c) => c.startsWith('54192'))).toBe(true);
  });

  it('keeps the final e of a four-letter word: health care is not cars', () => {
    expect(classTerms('health care')).toEqual(['health', 'care']);
    expect(classTerms('cars')).toEqual(['car']);
  });

  it('reads British and Canadian spellings as NAICS writes them, and leaves American words alone', () => {
    expect(classTerms('aluminium mouldings tyres jewellery centre labour specialised fertiliser catalogue travelling paediatric')).toEqual(
      classTerms('aluminum moldings tires jewelry center labor specialized fertilizer catalog traveling pediatric'),
    );
    for (const word of ['four', 'tour', 'flour', 'promise', 'advertise', 'merchandise', 'franchise', 'enterprise', 'installing', 'synthesis']) expect(americanSpelling(word)).toBe(word);
    // Before, "jewellery" named no jewelry industry and "metal service centre" read as metal fabrication.
    expect(naics(readCriterion('jewellery stores'))[0]).toBe('458310');
    expect(naics(readCriterion('metal service centre'))).toContain('423510');
    expect(naics(readCriterion('manufacturer of aluminium mouldings')).slice(0, 3).every((c) => c.startsWith('3315'))).toBe(true);
  });

  it('reads a practice and its practitioners alike: physiotherapy is what physiotherapists offer', () => {
    for (const [practice, practitioners] of [
      ['physiotherapy', 'physiotherapists'],
      ['audiology', 'audiologists'],
      ['optometry', 'optometrists'],
      ['dentistry', 'dentists'],
      ['veterinary', 'veterinarians'],
      ['pharmacy', 'pharmacists'],
    ])
      expect(classTerms(practice as string)).toEqual(classTerms(practitioners as string));
    // A stem under five letters is a word of its own: a tourist is no tour, a dentist no dent.
    expect(classTerms('tourist')).not.toEqual(classTerms('tours'));
    expect(classTerms('dentist')).not.toEqual(classTerms('dent'));
    // Before, "physiotherapy services" read as physiotherapy equipment manufacturing (339112).
    expect(naics(readCriterion('physiotherapy services'))[0]).toBe('621340');
  });

  it('reads a word the classifications write as two: healthcare is health care, oilfield oil field', () => {
    const index = classificationIndex();
    expect(index.compoundTerms('healthcare')).toEqual(classTerms('health care'));
    expect(index.compoundTerms('foodservice')).toEqual(classTerms('food service'));
    expect(index.compoundTerms('custom-made')).toEqual(classTerms('custom made'));
    // Only where NAICS writes the two words side by side, and only for a word of no industry's document:
    // "overseas" is no sea, a dealership no ship, "software" stays one word.
    for (const word of ['overseas', 'dealership', 'lifestyle', 'software']) expect(index.compoundTerms(word)).toBeNull();
    // Before, "oilfield" named nothing and "oilfield services" read as any support service.
    expect(naics(readCriterion('oilfield services'))[0]).toBe('213112');
  });

  it('takes the function a criterion names from its activity, not from its object: mining machinery is made, not mined', () => {
    const criterion = 'manufacturing of agricultural, construction, mining and oilfield machinery';
    const profile = criterionProfile(criterion, criterionConcepts(criterion));
    const codes = naics(profile.reading);
    expect(codes.slice(0, 4).every((c) => c.startsWith('333'))).toBe(true);
    expect(codes.some((c) => c.startsWith('21'))).toBe(false);
    // With no function word before its "of", the criterion's words name its functions as before.
    expect(criterionProfile('construction of utility systems', criterionConcepts('construction of utility systems')).reading.sectors[0]).not.toBe('31-33');
  });

  it('marks a criterion that names no activity as unreadable', () => {
    expect(readCriterion('independent').readable).toBe(false);
  });
});

describe('local provider grounded in the classifications', () => {
  const machinery = { accept: ['manufacturing of industrial machinery and equipment'], reject: ['wholesale distribution of machinery and equipment made by others'] };

  it('reads a company as ranked activities, each citing its verbatim sentence', async () => {
    const text = 'Kappa Hydraulics Ltd. designs and manufactures hydraulic presses and metal forming machines in its plant in Ontario. Founded in 1981.';
    const r = await analyseDescription('Kappa Hydraulics Ltd.', text, machinery);
    expect(r.decision).toBe('accept');
    expect(verbatim(r, text)).toBe(true);
    const first = r.activities?.[0];
    expect(first?.scheme).toBe('naics');
    expect(first?.code).toMatch(/^333/);
    expect(first?.citation?.quote).toMatch(/^Kappa Hydraulics Ltd\. designs and manufactures hydraulic presses/);
    expect(r.activities?.some((a) => a.scheme === 'nace' && a.code.startsWith('28'))).toBe(true);
  });

  it.each([
    [
      'takes a manufacturer that also sells through dealers for a manufacturer, not a contradiction',
      'Lambda Equipment',
      'Lambda Equipment manufactures wheel loaders, excavators and other construction machinery. Its products are sold through a network of independent dealers and distributors in 40 countries.',
      'accept',
      'full-fledged manufacturer',
    ],
    [
      'rejects a distributor of machinery on the distribution criterion',
      'Mu Industrial Supply',
      'Mu Industrial Supply is a distributor of pumps, compressors and hydraulic equipment from leading manufacturers. It stocks parts in three warehouses.',
      'reject',
      'full-fledged distributor',
    ],
  ])('%s', async (_what, name, text, decision, coreFunction) => {
    const r = await analyseDescription(name, text, machinery);
    expect(r.decision).toBe(decision);
    expect(r.core_function).toBe(coreFunction);
    expect(verbatim(r, text)).toBe(true);
  });

  it('does not take a tobacco company for an industrial manufacturer', async () => {
    const criteria = { accept: ['manufacturing of industrial machinery, equipment or components'], reject: ['manufacturing of consumer products such as food, beverages, tobacco or household goods'] };
    const text = 'Nu Tobacco Company manufactures and sells cigarettes, cigars and smokeless tobacco products in the United States.';
    const r = await analyseDescription('Nu Tobacco Company', text, criteria);
    expect(r.decision).toBe('reject');
    expect(r.activities?.[0]?.code).toBe('312230');
    expect(verbatim(r, text)).toBe(true);
  });

  it('weighs database activity codes below what the company says about itself, and cites the field', async () => {
    const text = 'Xi Machines Inc. designs and manufactures packaging machinery for food producers.';
    const company = { name: 'Xi Machines Inc.', activity_codes: [{ scheme: 'nace' as const, code: '46.69', label: 'Wholesale of other machinery and equipment', field: 'NACE Rev. 2 core code' }] };
    const r = await local.analyze({ company, sources: [descriptionSource(text)], criteria: machinery });
    expect(r.decision).toBe('accept');
    expect(r.activities?.[0]?.code).toMatch(/^333/);
    const fromField = r.activities?.find((a) => a.citation?.source === 'NACE Rev. 2 core code');
    expect(fromField?.code).toMatch(/^42/);
    expect(fromField?.score).toBeLessThan(1);
    // Without a description the database code alone is read (and cited as the field).
    const alone = await local.analyze({ company, sources: [], criteria: machinery });
    expect(alone.activities?.[0]?.citation?.quote).toBe('46.69 Wholesale of other machinery and equipment');
  });

  it('uses a reading the user adjusted instead of the one read from the text', async () => {
    const text = 'Omicron Ltd. operates funeral homes and cemeteries in Quebec.';
    const criteria = { accept: ['our kind of business'], reject: ['manufacturing of machinery'], readings: [{ criterion: 'our kind of business', activities: [{ scheme: 'naics' as const, code: '812210', title: 'Funeral Homes and Funeral Services', score: 1 }] }] };
    const r = await analyseDescription('Omicron Ltd.', text, criteria);
    expect(r.decision).toBe('accept');
    expect(verbatim(r, text)).toBe(true);
  });
});
