/**
 * generateCriteria: proposes accept/reject criteria from the tested party's description with the
 * local lexicon (offline, deterministic). The tested party's function decides the accept side
 * (its activity, narrowed by the products/markets named in the description) and the reject side
 * (functions a TP analyst would exclude for it), e.g. a limited-risk distributor of automotive
 * parts -> accept "distribution of automotive spare parts", reject "manufacturing", "retail to
 * consumers", ...
 */
import type { Criteria } from '../types.ts';
import { collectEvidence } from './evidence.ts';
import { descriptionSource } from '../sources/source.ts';
import { TAG_CUES } from './lexicon.ts';

const ACCEPT: Record<string, (p: string) => string[]> = {
  distribution: (p) => [`distribution of ${p}`, `wholesale trading of ${p} bought from third-party suppliers`],
  manufacturing: (p) => [`manufacturing of ${p}`, `production of ${p} in its own plants`],
  contract_manufacturing: (p) => [`contract manufacturing of ${p} for third parties`],
  software: (p) => [`development and licensing of ${p} software`],
  it_services: (p) => [`IT services and consulting${p === 'products' ? '' : ` for ${p}`}`, 'outsourcing of IT or business processes'],
  business_services: () => ['business support services: staffing, payroll, call centres or back-office outsourcing', 'professional services provided on a fee basis'],
  technical_services: () => ['engineering, construction, maintenance or facility services performed for clients'],
  contract_research: (p) => [`contract research and laboratory services${p === 'products' ? '' : ` in ${p}`}`],
  logistics: () => ['logistics, freight forwarding and warehousing services', 'transportation management services for shippers'],
  retail: (p) => [`retail sale of ${p} to consumers`],
  commission_agent: (p) => [`sales agency for ${p} on a commission basis`],
};

const REJECT: Record<string, string[]> = {
  distribution: ['manufacturing or production of goods', 'retail to consumers', 'research and development of own products', 'financial services', 'holding company'],
  manufacturing: ['wholesale distribution or trading without own production', 'retail to consumers', 'services', 'holding company'],
  contract_manufacturing: ['distribution or trading', 'own brands and product development', 'retail to consumers'],
  software: ['IT consulting and outsourcing services', 'hardware manufacturing', 'distribution or reselling of third-party software'],
  it_services: ['development and licensing of its own software products', 'hardware manufacturing', 'reselling of third-party hardware and software'],
  business_services: ['development and licensing of its own software products', 'manufacturing or production of goods', 'financial services', 'holding company'],
  technical_services: ['manufacturing of building products, machinery or components', 'ownership or development of real estate', 'holding company'],
  contract_research: ['development and commercialization of its own drugs or products', 'manufacturing', 'distribution of pharmaceuticals'],
  logistics: ['operation of passenger airlines', 'ownership and operation of a railroad network', 'manufacturing', 'retail to consumers'],
  retail: ['wholesale distribution to businesses', 'manufacturing', 'financial services'],
  commission_agent: ['buy-sell distribution taking title to goods', 'manufacturing', 'retail to consumers'],
};

const ORDER = ['commission_agent', 'contract_manufacturing', 'distribution', 'manufacturing', 'it_services', 'business_services', 'technical_services', 'software', 'contract_research', 'logistics', 'retail'];

/** Proposed criteria for a tested party (empty lists when no function is recognized). */
export function generateCriteria(description: string): Criteria & { function: string | null } {
  const ev = collectEvidence([descriptionSource(description)]);
  const present = ORDER.filter((id) => (ev.conceptScores.get(id) ?? 0) > 0);
  const best = present.sort((a, b) => (ev.conceptScores.get(b) ?? 0) - (ev.conceptScores.get(a) ?? 0) || ORDER.indexOf(a) - ORDER.indexOf(b))[0];
  if (!best) return { accept: [], reject: [], function: null };
  // Commission agents and contract manufacturers are named with a qualifier; prefer them when present.
  const fn = ['commission_agent', 'contract_manufacturing'].find((id) => present.includes(id)) ?? best;
  const products = productPhrase(description);
  return { accept: (ACCEPT[fn] ?? (() => []))(products), reject: REJECT[fn] ?? [], function: fn };
}

/** "automotive spare parts" from "... distributes automotive spare parts and accessories ...". */
function productPhrase(description: string): string {
  const m = /\b(?:distribut\w*|sell\w*|resell\w*|manufactur\w*|produc(?:es|ing)|trad\w*|supplies|supplying|develop\w*)\s+(?:of\s+)?((?:[a-z][\w-]*\s+){0,3}?(?:parts|products|components|equipment|goods|devices|supplies|materials|software|systems|chemicals|foods?|beverages|pharmaceuticals|machinery|tools|accessories|services))\b/i.exec(description);
  if (m?.[1]) return m[1].toLowerCase().replace(/^(the|its|a|an)\s+/, '');
  for (const [tag, cue] of TAG_CUES) {
    cue.lastIndex = 0;
    if (cue.test(description)) return `${tag} products`;
  }
  return 'products';
}
