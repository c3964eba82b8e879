/**
 * What a benchmark takes from its FAR (product-spec §2: a benchmark can generate its accept/reject
 * criteria and tested party description from its FAR): the tested party description in words a
 * reviewer reads, and the criteria of the comparables search that follow from the characterisation
 * (docs/transfer-pricing.md, "Typical reject reasons").
 */
import type { Criteria } from '../workflow/criteria.ts';
import type { Characterisation, FarItem, FarMatrix } from './far.ts';

export interface FarFacts {
  readonly tested_party: string;
  readonly tested_party_country: string;
  readonly group_name: string;
  readonly industry: string;
  readonly transactions: string;
  readonly characterisation: Characterisation | null;
  readonly content: FarMatrix;
}

const names = (items: readonly FarItem[]) => items.map((i) => i.name.charAt(0).toLowerCase() + i.name.slice(1));

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "It performs a, b, and to a limited extent c." or null when it has nothing at either level. */
function levelSentence(prefix: string, items: readonly FarItem[]): string | null {
  const full = names(items.filter((i) => i.level === 'full'));
  const limited = names(items.filter((i) => i.level === 'limited'));
  const parts = [full.length ? list(full) : null, limited.length ? `to a limited extent ${list(limited)}` : null].filter(Boolean);
  return parts.length ? `${prefix} ${parts.join(', and ')}.` : null;
}

/** The tested party description of the benchmark, composed from the FAR. */
export function farTestedPartyDescription(far: FarFacts): string {
  const who = far.tested_party.trim() || 'The tested party';
  const where = far.tested_party_country.trim() ? ` (${far.tested_party_country.trim()})` : '';
  const role = far.characterisation ? ` is a ${far.characterisation}` : ' is the tested party';
  const industry = far.industry.trim() ? ` in ${far.industry.trim()}` : '';
  const group = far.group_name.trim() ? ` of the ${far.group_name.trim()} group` : '';
  const sentences = [`${who}${where}${role}${industry}${group}.`];
  if (far.transactions.trim()) sentences.push(far.transactions.trim().replace(/([^.!?])$/, '$1.'));
  for (const sentence of [
    levelSentence('It performs', far.content.functions),
    levelSentence('It uses', far.content.assets),
    levelSentence('It bears', far.content.risks),
  ]) {
    if (sentence) sentences.push(sentence);
  }
  const others = [...far.content.functions, ...far.content.assets, ...far.content.risks].filter(
    (i) => i.level !== 'full' && i.performed_by.trim(),
  );
  const byEntity = new Map<string, string[]>();
  for (const item of others)
    byEntity.set(item.performed_by.trim(), [...(byEntity.get(item.performed_by.trim()) ?? []), names([item])[0] ?? item.name]);
  for (const [entity, items] of byEntity) sentences.push(`${entity} performs or bears ${list(items)}.`);
  return sentences.join(' ').replace(/\s+/g, ' ').replace(/ \./g, '.').trim();
}

const ACCEPT: Readonly<Record<Characterisation, (p: string) => string[]>> = {
  'limited-risk distributor': (p) => [`wholesale distribution of ${p}`, `trading of ${p} bought from third-party suppliers`],
  'full-fledged distributor': (p) => [`wholesale distribution of ${p}`, `trading of ${p} bought from third-party suppliers`],
  'commission agent': (p) => [`sales agency for ${p} on a commission basis`],
  'contract manufacturer': (p) => [`contract manufacturing of ${p} for third parties`],
  'toll manufacturer': (p) => [`toll manufacturing of ${p} for third parties`, `contract manufacturing of ${p} for third parties`],
  'full-fledged manufacturer': (p) => [`manufacturing of ${p}`, `production of ${p} in its own plants`],
  'routine service provider': (p) => [
    `${p === 'products' ? 'business' : p} services provided to third parties`,
    'outsourcing of business processes',
  ],
  'contract R&D provider': (p) => [`contract research and development${p === 'products' ? '' : ` in ${p}`} for third parties`],
};

const REJECT: Readonly<Record<Characterisation, readonly string[]>> = {
  'limited-risk distributor': [
    'manufacturing or production of goods',
    'retail to consumers',
    'research and development of own products',
    'financial services',
    'holding company',
  ],
  'full-fledged distributor': ['manufacturing or production of goods', 'retail to consumers', 'financial services', 'holding company'],
  'commission agent': ['buy-sell distribution taking title to goods', 'manufacturing', 'retail to consumers'],
  'contract manufacturer': ['distribution or trading', 'own brands and product development', 'retail to consumers'],
  'toll manufacturer': ['distribution or trading', 'own brands and product development', 'retail to consumers'],
  'full-fledged manufacturer': ['wholesale distribution or trading without own production', 'retail to consumers', 'holding company'],
  'routine service provider': ['manufacturing', 'development and licensing of its own products', 'financial services', 'holding company'],
  'contract R&D provider': ['development and commercialization of its own products', 'manufacturing', 'distribution'],
};

/** The products or services of the tested party, in the words of the FAR ("pumps and valves"). */
function products(far: FarFacts): string {
  const industry = far.industry.trim().toLowerCase();
  if (!industry) return 'products';
  return industry.replace(/^(the )?(wholesale |distribution of |manufacturing of )/, '');
}

/** Accept/reject criteria for the comparables search; empty without a characterisation. */
export function farCriteria(far: FarFacts): Criteria {
  if (!far.characterisation) return { accept: [], reject: [] };
  return { accept: ACCEPT[far.characterisation](products(far)), reject: [...REJECT[far.characterisation]] };
}
