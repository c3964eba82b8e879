/**
 * Where the TP function words of the lexicon (lexicon.ts: "distributor", "manufactures",
 * "retailer", "consulting", ...) sit in NAICS 2022: the sectors and subsectors a function names.
 * This links the two vocabularies; the activities themselves come from the classifications.
 */
export const FUNCTION_SECTORS: Readonly<Record<string, readonly string[]>> = {
  distribution: ['42'],
  commission_agent: ['4251'],
  manufacturing: ['31', '32', '33'],
  contract_manufacturing: ['31', '32', '33'],
  retail: ['44', '45'],
  software: ['5132', '5182', '5415'],
  it_services: ['5415', '5416', '5182', '5611'],
  contract_research: ['5417', '6215', '3345'],
  drug_development: ['3254', '5417'],
  logistics: ['48', '49'],
  passenger_air: ['481'],
  rail: ['482'],
  financial: ['52'],
  banking: ['522'],
  insurance: ['524'],
  asset_management: ['523'],
  payments: ['5223'],
  exchanges_data: ['5232', '5239'],
  health_services: ['62'],
  technical_services: ['23', '5413', '5617', '562', '811'],
  business_services: ['5613', '5614', '5611', '5616'],
  hospitality: ['72', '713'],
  telecom: ['517'],
  utility: ['22'],
  extraction: ['21'],
  real_estate: ['531'],
  homebuilding: ['2361'],
};

/**
 * A trade verb that names no level of trade ("sells", "supplier of", "dealership"): the lexicon reads
 * it as distribution, but a shop sells too, so the level comes from what the company sells (its
 * activity: wholesale or retail). Matched against a whole cue.
 */
const SHOP_VERBS = ['sells', 'selling', 'sales? of', 'dealers?', 'dealerships?'];
export const TRADE_VERB = new RegExp(`^(?:${[...SHOP_VERBS, 'suppliers? of'].join('|')})$`, 'i');
/** The trade verbs a shop uses of itself too ("a supplier of paints" sells to businesses). */
export const SHOP_TRADE_VERB = new RegExp(`^(?:${SHOP_VERBS.join('|')})$`, 'i');

/** The NAICS prefixes named by a set of lexicon concepts (empty when none names a function). */
export function functionPrefixes(concepts: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const c of concepts) for (const p of FUNCTION_SECTORS[c] ?? []) out.add(p);
  return [...out];
}
