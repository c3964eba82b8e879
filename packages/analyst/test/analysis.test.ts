import { describe, expect, it } from 'vitest';
import { createLocalProvider, createSource, descriptionSource, findQuote, generateCriteria, SCREENING_TASKS, TAG_VOCABULARY, TNMM_FUNCTIONS, verifyCitations, type AnalysisResult } from '../src/index.ts';
import { analyseDescription, sp500Row, tenKRows } from './helpers.ts';

const local = createLocalProvider();
const task = (id: string) => {
  const t = SCREENING_TASKS.find((x) => x.id === id);
  if (!t) throw new Error(id);
  return t.criteria;
};
const verbatim = (r: AnalysisResult, sources: readonly { id: string; text: string }[]) =>
  r.citations.every((c) => {
    const s = sources.find((x) => x.id === c.source_id);
    return !!s && findQuote(s as never, c.quote) >= 0;
  });

describe('local provider on real descriptions (Wikipedia, CC BY-SA 4.0)', () => {
  it.each([
    ['SYY', 'distributors-vs-manufacturers', 'accept', 'full-fledged distributor'],
    ['MCK', 'distributors-vs-manufacturers', 'accept', 'full-fledged distributor'],
    ['CAT', 'distributors-vs-manufacturers', 'reject', 'full-fledged manufacturer'],
    ['ACN', 'it-services-vs-software', 'accept', 'IT services'],
    ['ADBE', 'it-services-vs-software', 'reject', 'software/IP owner'],
    ['CHRW', 'logistics-vs-asset-owners', 'accept', 'routine service provider'],
    ['NSC', 'logistics-vs-asset-owners', 'reject', 'routine service provider'],
    ['GILD', 'research-services-vs-drug-developers', 'reject', 'software/IP owner'],
    ['WAT', 'research-services-vs-drug-developers', 'accept', 'contract R&D'],
  ])('%s in %s -> %s', async (ticker, taskId, decision, fn) => {
    const row = sp500Row(ticker);
    const source = descriptionSource(row.description ?? '');
    const r = await local.analyze({ company: { name: row.company_name ?? '' }, sources: [source], criteria: task(taskId) });
    expect(r.decision).toBe(decision);
    expect(r.core_function).toBe(fn);
    expect(r.citations.length).toBeGreaterThan(0);
    expect(verbatim(r, [source])).toBe(true);
    expect(r.confidence).toBeGreaterThan(0.5);
    expect(r.reasoning).toMatch(new RegExp(`criterion "`));
    expect(r.reasoning.split(/(?<=\.)\s+(?=[A-Z])/).length).toBeLessThanOrEqual(5);
    expect(TNMM_FUNCTIONS).toContain(r.core_function);
    for (const t of r.tags) expect(TAG_VOCABULARY).toContain(t);
    const matched = r.criteria.filter((c) => c.decision === decision);
    expect(matched.length).toBeGreaterThan(0);
  });

  it('rejects a manufacturer from its 10-K Item 1 (SEC, public domain), citing the annual report', async () => {
    const row = tenKRows().find((r) => r.sic === '3674');
    const source = createSource({ kind: 'annual_report', document_name: row?.filename ?? '10-K', text: row?.item_1 ?? '' });
    const r = await local.analyze({ company: { name: row?.company ?? '' }, sources: [source], criteria: task('distributors-vs-manufacturers') });
    expect(r.decision).toBe('reject');
    expect(r.citations[0]?.source).toBe(row?.filename);
    expect(verbatim(r, [source])).toBe(true);
  });

  it('refrains on empty evidence', async () => {
    const r = await local.analyze({ company: { name: 'Nobody GmbH' }, sources: [], criteria: task('distributors-vs-manufacturers') });
    expect(r.decision).toBe('refrain');
    expect(r.citations).toEqual([]);
    expect(r.reasoning).toMatch(/insufficient/);
    const r2 = await analyseDescription('Vague AG', 'Vague AG is a company based in Zurich. It was founded in 1990.', task('distributors-vs-manufacturers'));
    expect(r2.decision).toBe('refrain');
    // Registration is no activity: nothing here says what the company does, so it is not rejected for it.
    const r3 = await analyseDescription('Fjord Holdings ApS', 'Fjord Holdings ApS was registered in 2019 in Aarhus.', { accept: ['wholesale distribution of industrial pumps, valves or spare parts'], reject: ['manufacturing of pumps or components in its own plants'] });
    expect(r3.decision).toBe('refrain');
  });

  it('a met criterion is not made contradictory by one that no sentence meets', async () => {
    // An annual report read as PDF lines: the reject criterion gathers some weight from the supplier sentence but meets nothing.
    const report = descriptionSource(
      [
        'Kallio Flow Solutions Oy - Annual Report 2024',
        'Letter from the Managing Director. The year brought steady demand from the pulp and paper',
        'industry.',
        'Item 1. Business',
        'Kallio Flow Solutions Oy is a wholesale distributor of industrial valves, pumps and process',
        'instrumentation. The company purchases its products from manufacturers in Europe and Asia and',
        'resells them to customers in Finland. It does not own production facilities.',
      ].join('\n'),
    );
    const r = await local.analyze({ company: { name: 'Kallio Flow Solutions Oy' }, sources: [report], criteria: { accept: ['wholesale distribution of industrial valves or pumps'], reject: ['manufacturing'] } });
    expect(r.decision).toBe('accept');
    expect(r.criteria.find((c) => c.type === 'reject')?.decision).toBe('refrain');
  });

  it('does not count negated or historical activities', async () => {
    const r = await analyseDescription('Acme AG', 'Acme AG does not manufacture any products. Acme AG is a wholesale distributor of bearings to industrial customers.', task('distributors-vs-manufacturers'));
    expect(r.decision).toBe('accept');
    const r2 = await analyseDescription('Epsilon BV', 'Epsilon BV is a wholesale distributor of bearings and seals. Until 2012 the company manufactured its own bearings, a business it divested.', task('distributors-vs-manufacturers'));
    expect(r2.decision).toBe('accept');
  });

  it('refrains on contradictory evidence', async () => {
    const r = await analyseDescription('Gamma', 'Gamma Inc. manufactures industrial pumps in its own factories. Gamma Inc. is also a wholesale distributor of pumps made by others.', { accept: ['wholesale distribution of pumps'], reject: ['manufacturing of pumps in its own factories'] });
    expect(['reject', 'refrain']).toContain(r.decision);
  });

  it('a short profile its reading misses is decided, at low confidence, by how well its words fit each criterion', async () => {
    // Both criteria lie in one sector (56): the reading of "garden maintenance" falls under neither,
    // but its words fit the landscaping industries (561730) far better than janitorial ones.
    const criteria = { accept: ['landscaping, lawn care and grounds maintenance services'], reject: ['janitorial and building cleaning services'] };
    const text = 'Automatic lawn sprinkler systems install and repair.';
    const r = await local.analyze({ company: { name: 'Bramble Gardens' }, sources: [descriptionSource(text)], criteria });
    expect(r).toMatchObject({ decision: 'accept', confidence: 0.5 });
    expect(r.reasoning).toMatch(/^Accepted at low confidence: .*fit the industries of the accept criterion/);
    expect(r.citations.map((c) => c.quote)).toEqual([text]);
    // "Garden maintenance services" is a phrase of the NAICS index under landscaping (561730): read directly, a plain match.
    const gardens = await local.analyze({ company: { name: 'Bramble Gardens' }, sources: [descriptionSource('Bramble Gardens provides professional garden maintenance services.')], criteria });
    expect(gardens.decision).toBe('accept');
    expect(gardens.confidence).toBeGreaterThan(0.5);
    expect(gardens.activities?.slice(0, 2).map((a) => a.code)).toContain('561730');
    // A cleaner stays a cleaner, with the confidence of a plain match.
    const cleaner = await local.analyze({ company: { name: 'Shine Team' }, sources: [descriptionSource('Shine Team provides professional office cleaning services.')], criteria });
    expect(cleaner.decision).toBe('reject');
    expect(cleaner.confidence).toBeGreaterThan(0.5);
  });

  it('fits an accept criterion that names an industry by its own words within that industry only', async () => {
    // "truck transportation of freight" reads air and water freight carriers too (its reading is
    // mostly 484): a helicopter charter's words fit those, not trucking.
    const criteria = { accept: ['truck transportation of freight'], reject: ['freight forwarding and logistics brokerage', 'warehousing and storage'] };
    const charter = await local.analyze({ company: { name: 'Northern Rotors' }, sources: [descriptionSource('Northern Rotors provides helicopter charter services for mining and forestry crews.')], criteria });
    expect(charter.decision).toBe('reject');
    expect(charter.reasoning).toMatch(/show no involvement in the accept criteria/);
    const hauler = await local.analyze({ company: { name: 'Polar Haul' }, sources: [descriptionSource('Polar Haul Ltd. provides truckload and flatbed freight hauling across western Canada.')], criteria });
    expect(hauler.decision).toBe('accept');
  });

  it('cites no sentence too short to verify', async () => {
    const text = 'Lumber retailer of domestic and imported species. Manufactures solid wood custom mouldings, over 2000 profiles. No MDF. No finger joint.';
    const s = descriptionSource(text);
    const r = await local.analyze({ company: { name: 'Cove Hardwoods' }, sources: [s], criteria: { accept: ['manufacturing of millwork, mouldings and other wood products'], reject: ['wholesale distribution of lumber and building supplies'] } });
    const quotes = [...r.citations, ...r.criteria.flatMap((c) => c.citations)].map((c) => c.quote);
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes).not.toContain('No MDF.');
    expect(quotes.every((q) => findQuote(s, q) >= 0)).toBe(true);
  });

  it('matches criteria without a lexicon concept by BM25', async () => {
    const s = descriptionSource('Delta Oy operates copper mines in northern Finland. The company sells copper concentrate to smelters.');
    const r = await local.analyze({ company: { name: 'Delta Oy' }, sources: [s], criteria: { accept: ['copper mining'], reject: ['gold mining'] } });
    expect(r.decision).toBe('accept');
    expect(r.citations[0]?.quote).toContain('copper mines');
  });
});

describe('verifyCitations', () => {
  const source = descriptionSource('Acme AG is a wholesale  distributor of bearings.\nIt has two warehouses.');
  const base: AnalysisResult = {
    company: 'Acme AG', core_function: 'full-fledged distributor', tags: [], decision: 'accept', confidence: 0.9, reasoning: 'x', provider: 'test',
    criteria: [{ criterion: 'distribution', type: 'accept', decision: 'accept', score: 1, citations: [{ source_id: source.id, source: 'description', quote: 'invented text here', location: '' }] }],
    citations: [],
  };
  it('keeps verbatim quotes (whitespace-normalized, case-sensitive) and drops invented ones', () => {
    const r = verifyCitations({ ...base, citations: [
      { source_id: source.id, source: 'x', quote: 'Acme AG is a wholesale distributor of bearings.', location: '' },
      { source_id: source.id, source: 'x', quote: 'acme ag is a wholesale distributor', location: '' },
      { source_id: source.id, source: 'x', quote: 'Acme AG manufactures bearings.', location: '' },
      { source_id: 'nope', source: 'nowhere', quote: 'It has two warehouses.', location: '' },
    ] }, [source]);
    expect(r.citations.map((c) => c.quote)).toEqual(['Acme AG is a wholesale distributor of bearings.']);
    expect(r.citations[0]?.source).toBe('description');
    expect(r.verification.dropped).toHaveLength(3);
    expect(r.criteria[0]?.decision).toBe('refrain');
  });
  it('a decision left without citation falls to refrain', () => {
    const r = verifyCitations({ ...base, citations: [{ source_id: source.id, source: 'x', quote: 'Acme is the market leader.', location: '' }] }, [source]);
    expect(r.decision).toBe('refrain');
    expect(r.confidence).toBeLessThanOrEqual(0.3);
    expect(r.reasoning).toMatch(/^Refrained: no citation of this accept could be verified against the stored sources/);
  });
});

describe('generateCriteria', () => {
  it('proposes criteria for a limited-risk distributor of automotive parts', () => {
    const c = generateCriteria('The tested party is a limited-risk distributor that distributes automotive spare parts purchased from its parent to independent workshops and dealers in Germany.');
    expect(c.function).toBe('distribution');
    expect(c.accept[0]).toBe('distribution of automotive spare parts');
    expect(c.reject).toContain('manufacturing or production of goods');
    expect(c.reject).toContain('retail to consumers');
  });
  it('proposes criteria for a contract software developer / IT service provider', () => {
    const c = generateCriteria('The company provides IT services and consulting to group companies on a cost-plus basis.');
    expect(c.function).toBe('it_services');
    expect(c.reject).toContain('development and licensing of its own software products');
  });
  it('proposes criteria for a routine facility services provider', () => {
    const c = generateCriteria('The tested party provides facility management and maintenance services to group companies in Poland, remunerated at cost plus 5 %.');
    expect(c.function).toBe('technical_services');
    expect(c.accept).toEqual(['engineering, construction, maintenance or facility services performed for clients']);
    expect(c.reject).toContain('manufacturing of building products, machinery or components');
  });
  it('returns empty lists when no function is recognized', () => {
    expect(generateCriteria('A company.')).toEqual({ accept: [], reject: [], function: null });
  });
});

describe('scope rules', () => {
  it('reads "bought from manufacturers" as suppliers, not as the company manufacturing', async () => {
    const source = descriptionSource('Ostrava Valve Trading is a wholesale distributor of industrial valves and pumps bought from European manufacturers; it resells them to plant operators.');
    const r = await local.analyze({ company: { name: 'Ostrava Valve Trading' }, sources: [source], criteria: task('distributors-vs-manufacturers') });
    expect(r.decision).toBe('accept');
    expect(r.core_function).toBe('full-fledged distributor');
    const maker = descriptionSource('Brno Pumps designs and manufactures centrifugal pumps in its own plant and sells them to distributors.');
    const m = await local.analyze({ company: { name: 'Brno Pumps' }, sources: [maker], criteria: task('distributors-vs-manufacturers') });
    expect(m.decision).toBe('reject');
  });
});

describe('local provider: how a TP analyst reads a business description', () => {
  const distributors = task('distributors-vs-manufacturers');

  it('a maker that distributes its own products is a manufacturer, not a distributor', async () => {
    const s = descriptionSource('Kappa Pumps designs, manufactures and distributes industrial pumps and valves. It sells in 40 countries.');
    const r = await local.analyze({ company: { name: 'Kappa Pumps' }, sources: [s], criteria: distributors });
    expect(r.decision).toBe('reject');
    expect(r.core_function).toBe('full-fledged manufacturer');
    expect(r.criteria.filter((c) => c.type === 'accept').every((c) => c.decision === 'refrain')).toBe(true);
  });

  it('rejects when the business is stated plainly and no accept criterion is met, citing that statement', async () => {
    const s = descriptionSource('Lambda plc is a provider of door locks and access control products for homes and businesses. Its brands are sold in 120 countries.');
    const r = await local.analyze({ company: { name: 'Lambda plc' }, sources: [s], criteria: distributors });
    expect(r.decision).toBe('reject');
    // Read through the classifications, a provider of door locks is a maker of them: the reject
    // criterion (manufacturing) is met, on the same sentence.
    expect(r.reasoning).toMatch(/^Rejected: .*(manufactur|no involvement in the accept criteria)/);
    expect(r.citations[0]?.quote).toMatch(/^Lambda plc is a provider of door locks/);
    expect(verbatim(r, [s])).toBe(true);
    // A matched reject criterion on one plain sentence: moderate confidence, as for any single-sentence match.
    expect(r.confidence).toBeLessThan(0.8);
  });

  it('still refrains when the accept criterion is not about an activity the lexicon knows', async () => {
    const s = descriptionSource('Mu Vets is a provider of veterinary services for pets in Ohio.');
    const r = await local.analyze({ company: { name: 'Mu Vets' }, sources: [s], criteria: { accept: ['operation of funeral homes and cemeteries'], reject: ['manufacturing of medical devices'] } });
    expect(r.decision).toBe('refrain');
  });

  it('reads health care services, with each item of a list as an alternative', async () => {
    const criteria = { accept: ['operation of hospitals, clinics, laboratories or care homes'], reject: ['manufacturing of medical devices'] };
    const nursing = descriptionSource('Mu Health is a provider of home nursing services for elderly patients in Ohio.');
    const r = await local.analyze({ company: { name: 'Mu Health' }, sources: [nursing], criteria });
    expect(r.decision).toBe('accept');
    expect(r.citations[0]?.quote).toMatch(/home nursing services/);
    // Selling to hospitals is a customer relationship, not running one.
    expect((await analyseDescription('Nu Medical', 'Nu Medical is a medical device company. It sells surgical staplers to hospitals and clinics in 40 countries.', criteria)).decision).toBe('reject');
  });

  it('matches a list item in words the lexicon does not know', async () => {
    const criteria = { accept: ['pest control, lawn care or funeral services'], reject: ['software products'] };
    const s = descriptionSource('Pi Services provides funeral services and operates cemeteries in 12 states.');
    const r = await local.analyze({ company: { name: 'Pi Services' }, sources: [s], criteria });
    expect(r.decision).toBe('accept');
    expect(r.citations[0]?.quote).toMatch(/funeral services/);
  });

  it('does not take a maker of power generation equipment for a utility', async () => {
    const criteria = { accept: ['Manufacturing of industrial products, components and equipment'], reject: ['Electric utility generating and selling electricity'] };
    const r = await analyseDescription('Tau Engines', 'Tau Engines designs and manufactures diesel engines, power generation products and filtration systems, and sells them to utilities and equipment makers.', criteria);
    expect(r.decision).toBe('accept');
    expect(r.criteria.find((c) => c.type === 'reject')?.score).toBe(0);
    expect((await analyseDescription('Upsilon Power', 'Upsilon Power is an electric utility serving 3 million customers, with 20 power plants and 12,000 megawatts of generating capacity.', criteria)).decision).toBe('reject');
  });

  it.each([
    [
      'tells a payments network from the banks it serves',
      { accept: ['payment processing'], reject: ['banking: taking deposits and lending'] },
      [
        ['Rho Pay', 'Rho Pay is a financial services corporation. Its principal business is to process payments between the banks of merchants and card-issuing banks.', 'accept'],
        ['Sigma Bancorp', 'Sigma Bancorp is a regional bank holding company. It takes deposits and provides loans to businesses and consumers in Ohio.', 'reject'],
      ],
    ],
    [
      'tells a retail channel from its own shops',
      { accept: ['retail sale of consumer goods through its own stores'], reject: ['manufacturing of consumer products'] },
      [
        ['Nu Foods', 'Nu Foods is a manufacturer of breakfast cereals sold through retail stores and supermarkets.', 'reject'],
        ['Xi Mart', 'Xi Mart sells groceries and household goods through its own stores in Texas.', 'accept'],
      ],
    ],
  ] as const)('%s', async (_what, criteria, companies) => {
    for (const [name, description, decision] of companies) expect((await analyseDescription(name, description, criteria)).decision).toBe(decision);
  });

  it("does not read cues in the company's own name", async () => {
    const s = descriptionSource('Orion Laboratories Inc. discovers, develops and sells prescription medicines for heart disease.');
    const r = await local.analyze({ company: { name: 'Orion Laboratories Inc.' }, sources: [s], criteria: task('research-services-vs-drug-developers') });
    expect(r.decision).toBe('reject');
    // Not met: the accept criteria carry at most a small classification score (medicines share the
    // NAICS subsector of the reagents the accept criterion names), never the name's "Laboratories".
    expect(r.criteria.filter((c) => c.type === 'accept').every((c) => c.decision === 'refrain' && c.citations.length === 0)).toBe(true);
  });

  it('reads a maker from its participles and verbs, whatever else the sentence says', async () => {
    const criteria = task('distributors-vs-manufacturers');
    const fn = async (name: string, text: string) => (await analyseDescription(name, text, criteria)).core_function;
    // "designed and manufactured" is its own making; "manufactured by third parties" or "in the UK" is not.
    expect(await fn('Tau Trailers', 'Tau Trailers focuses on the quality of its specialized custom designed and manufactured semitrailers.')).toBe('full-fledged manufacturer');
    expect(await fn('Upsilon Trade', 'Upsilon Trade imports and sells tools manufactured by third parties in Asia.')).toBe('full-fledged distributor');
    expect(await fn('Zeta Hydraulics', 'Zeta Hydraulics is the Canadian distributor of hydraulic tools manufactured in the UK.')).toBe('full-fledged distributor');
    // A clause about the goods does not void the verb: "components that improve energy efficiency".
    expect(await fn('Phi Drives', 'Phi Drives designs and manufactures components that improve energy efficiency for heavy-duty vehicles.')).toBe('full-fledged manufacturer');
    // "non" negates the word it is joined to only.
    expect(await fn('Chi Pack', 'Chi Pack is a privately owned and non-unionized designer and manufacturer of custom packaging systems.')).toBe('full-fledged manufacturer');
    expect((await analyseDescription('Psi Holdings', 'Psi Holdings is a non-manufacturing company.', criteria)).criteria.some((c) => c.decision !== 'refrain' && /manufactur/i.test(c.criterion) && c.type === 'reject')).toBe(false);
    // Making and distributing its own goods, in any form of the verb, is a maker's work.
    expect(await fn('Omega Fasteners', 'Manufacturer and distributor of bolts, nuts, screws and washers.')).toBe('full-fledged manufacturer');
    expect(await fn('Alpha Gases', 'We manufacture and distribute compressed gases, welding and safety supplies.')).toBe('full-fledged manufacturer');
  });

  it('reads the function of a company without function words from its main activity', async () => {
    const criteria = task('distributors-vs-manufacturers');
    // A service sector: a law office, a translator are service providers.
    const law = await analyseDescription('Beta Law', 'The Beta Law Office is a full service law firm. We provide legal services in personal injury, real estate, business law and immigration.', criteria);
    expect(law.core_function).toBe('routine service provider');
    // The reasoning says what the function was read from, for an auditor.
    expect(law.reasoning).toContain('Core function from a TNMM perspective: routine service provider, read from its main activity, Offices of Lawyers (NAICS 541110).');
    expect((await analyseDescription('Gamma Translations', 'Gamma Translations offers translation, revision and copywriting services for business communications.', criteria)).core_function).toBe('routine service provider');
    // A trade verb alone names no level of trade: a car dealership sells at retail.
    expect((await analyseDescription('Delta Ford', 'Delta Ford is a Ford dealership selling new and used cars and trucks.', criteria)).core_function).toBe('retailer');
    expect((await analyseDescription('Epsilon Pumps', 'Epsilon Pumps is a wholesale distributor of pumps and valves.', criteria)).core_function).toBe('full-fledged distributor');
  });

  it('reads the core function from the activity, not from words that only look like one', async () => {
    const criteria = task('distributors-vs-manufacturers');
    expect((await analyseDescription('Theta', 'Theta Corporation is an American aerospace and defense company. It also invests in intelligent energy distribution.', criteria)).core_function).not.toBe('full-fledged distributor');
    expect((await analyseDescription('Iota', 'Iota Corporation is an American fast food company operating 2,000 restaurants in 30 countries.', criteria)).core_function).toBe('retailer');
    expect((await analyseDescription('Kappa Coatings', 'Kappa Coatings is a global supplier of paints. It is headquartered in Kappa Place, an office and retail complex in Pittsburgh.', criteria)).core_function).not.toBe('retailer');
  });

  it('reads each alternative of a criterion and long sales-channel phrases', async () => {
    const r = await analyseDescription('Omicron Rail', 'Omicron Rail is a Class I freight railroad operating 20,000 route miles in the Midwest.', { accept: ['freight logistics'], reject: ['passenger airline or railroad'] });
    expect(r.decision).toBe('reject');
    const m = await analyseDescription('Pi Engines', 'Pi Engines manufactures diesel engines in Indiana. It sells in 190 countries through a network of more than 600 company-owned and independent distributors.', task('distributors-vs-manufacturers'));
    expect(m.decision).toBe('reject');
    expect(m.criteria.filter((c) => c.type === 'accept').every((c) => c.score < 0.5)).toBe(true);
  });
});
