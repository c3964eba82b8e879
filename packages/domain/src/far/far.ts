/**
 * Financial analysis reports (FAR; product-spec §2 and §6; docs/transfer-pricing.md step 1): the
 * tested party's functions performed, assets used and risks assumed, each with the tested party's
 * level (none, limited, full) and who performs it in the group; its characterisation; and its
 * multi-year financials, from which the PLIs are computed (tp/pli.ts).
 */
export const FAR_LEVELS = ['none', 'limited', 'full'] as const;
export type FarLevel = (typeof FAR_LEVELS)[number];

export const FAR_LEVEL_LABELS: Readonly<Record<FarLevel, string>> = { none: 'None', limited: 'Limited', full: 'Full' };

export const FAR_SECTIONS = ['functions', 'assets', 'risks'] as const;
export type FarSection = (typeof FAR_SECTIONS)[number];

export const FAR_SECTION_LABELS: Readonly<Record<FarSection, { title: string; item: string; level: string }>> = {
  functions: { title: 'Functions performed', item: 'Function', level: 'Tested party performs' },
  assets: { title: 'Assets used', item: 'Asset', level: 'Tested party owns or uses' },
  risks: { title: 'Risks assumed', item: 'Risk', level: 'Tested party bears' },
};

export interface FarItem {
  readonly name: string;
  readonly level: FarLevel;
  /** Who (else) performs the function, owns the asset or bears the risk in the group. */
  readonly performed_by: string;
  readonly notes: string;
}

export interface FarMatrix {
  readonly functions: readonly FarItem[];
  readonly assets: readonly FarItem[];
  readonly risks: readonly FarItem[];
}

export const CHARACTERISATIONS = [
  'limited-risk distributor',
  'full-fledged distributor',
  'commission agent',
  'contract manufacturer',
  'toll manufacturer',
  'full-fledged manufacturer',
  'routine service provider',
  'contract R&D provider',
] as const;
export type Characterisation = (typeof CHARACTERISATIONS)[number];

export const isCharacterisation = (x: unknown): x is Characterisation =>
  typeof x === 'string' && (CHARACTERISATIONS as readonly string[]).includes(x);

/** The checklist a FAR interview walks through (OECD Guidelines ch. I, D.1.2–D.1.3), by section. */
export const STANDARD_ITEMS: Readonly<Record<FarSection, readonly string[]>> = {
  functions: [
    'Strategic management',
    'Research and development',
    'Procurement',
    'Manufacturing',
    'Quality control',
    'Inventory management and warehousing',
    'Marketing',
    'Sales and distribution',
    'After-sales service',
    'Services to group companies',
    'Invoicing and credit collection',
  ],
  assets: [
    'Trade intangibles (brands, customer lists)',
    'Manufacturing intangibles (patents, know-how)',
    'Plant and equipment',
    'Inventory',
    'Trade receivables',
    'Workforce',
  ],
  risks: [
    'Market risk',
    'Inventory risk',
    'Credit risk',
    'Product liability risk',
    'Foreign exchange risk',
    'Capacity utilisation risk',
    'Research and development risk',
  ],
};

/**
 * The usual levels of a characterisation, as a starting matrix: [tested party level, who else].
 * Items not named are 'none' for the tested party and performed by the principal.
 */
const TEMPLATES: Readonly<Record<Characterisation, Readonly<Record<string, FarLevel>>>> = {
  'limited-risk distributor': {
    Procurement: 'limited',
    'Inventory management and warehousing': 'full',
    Marketing: 'limited',
    'Sales and distribution': 'full',
    'After-sales service': 'limited',
    'Invoicing and credit collection': 'full',
    Inventory: 'limited',
    'Trade receivables': 'full',
    Workforce: 'full',
    'Market risk': 'limited',
    'Inventory risk': 'limited',
    'Credit risk': 'limited',
    'Foreign exchange risk': 'none',
  },
  'full-fledged distributor': {
    'Strategic management': 'limited',
    Procurement: 'full',
    'Inventory management and warehousing': 'full',
    Marketing: 'full',
    'Sales and distribution': 'full',
    'After-sales service': 'full',
    'Invoicing and credit collection': 'full',
    'Trade intangibles (brands, customer lists)': 'limited',
    Inventory: 'full',
    'Trade receivables': 'full',
    Workforce: 'full',
    'Market risk': 'full',
    'Inventory risk': 'full',
    'Credit risk': 'full',
    'Foreign exchange risk': 'limited',
  },
  'commission agent': {
    Marketing: 'limited',
    'Sales and distribution': 'limited',
    Workforce: 'full',
  },
  'contract manufacturer': {
    Procurement: 'limited',
    Manufacturing: 'full',
    'Quality control': 'full',
    'Plant and equipment': 'full',
    Inventory: 'limited',
    Workforce: 'full',
    'Capacity utilisation risk': 'limited',
    'Product liability risk': 'limited',
  },
  'toll manufacturer': {
    Manufacturing: 'full',
    'Quality control': 'limited',
    'Plant and equipment': 'full',
    Workforce: 'full',
    'Capacity utilisation risk': 'limited',
  },
  'full-fledged manufacturer': {
    'Strategic management': 'full',
    'Research and development': 'full',
    Procurement: 'full',
    Manufacturing: 'full',
    'Quality control': 'full',
    'Inventory management and warehousing': 'full',
    Marketing: 'full',
    'Sales and distribution': 'full',
    'Manufacturing intangibles (patents, know-how)': 'full',
    'Trade intangibles (brands, customer lists)': 'full',
    'Plant and equipment': 'full',
    Inventory: 'full',
    Workforce: 'full',
    'Market risk': 'full',
    'Inventory risk': 'full',
    'Product liability risk': 'full',
    'Capacity utilisation risk': 'full',
    'Research and development risk': 'full',
  },
  'routine service provider': {
    'Services to group companies': 'full',
    Workforce: 'full',
    'Quality control': 'limited',
    'Invoicing and credit collection': 'limited',
  },
  'contract R&D provider': {
    'Research and development': 'full',
    Workforce: 'full',
    'Plant and equipment': 'limited',
    'Research and development risk': 'none',
  },
};

/** A starting matrix: the standard checklist with the characterisation's usual levels (or all 'none'). */
export function farTemplate(characterisation: Characterisation | null, principal = 'Group principal'): FarMatrix {
  const levels = characterisation ? TEMPLATES[characterisation] : {};
  const items = (section: FarSection) =>
    STANDARD_ITEMS[section].map((name): FarItem => {
      const level = levels[name] ?? 'none';
      return { name, level, performed_by: level === 'full' ? '' : principal, notes: '' };
    });
  return { functions: items('functions'), assets: items('assets'), risks: items('risks') };
}

const find = (items: readonly FarItem[], pattern: RegExp): FarLevel | null => items.find((i) => pattern.test(i.name))?.level ?? null;
const atLeast = (level: FarLevel | null, min: FarLevel) => level !== null && FAR_LEVELS.indexOf(level) >= FAR_LEVELS.indexOf(min);

export interface CharacterisationSuggestion {
  readonly characterisation: Characterisation;
  /** Why, in the matrix's own terms. */
  readonly reasons: readonly string[];
}

/**
 * Reads the characterisation off the matrix (the usual TP reading, not a legal test): who makes,
 * who sells, who owns the intangibles and who bears market and inventory risk.
 * Null when the matrix names none of the deciding functions.
 */
export function suggestCharacterisation(matrix: FarMatrix): CharacterisationSuggestion | null {
  const manufacturing = find(matrix.functions, /manufactur|production|assembly/i);
  const sales = find(matrix.functions, /sales|distribution|selling/i);
  const rnd = find(matrix.functions, /research|development|r&d/i);
  const services = find(matrix.functions, /services to|service provi|provision of services/i);
  const marketRisk = find(matrix.risks, /market/i);
  const inventoryRisk = find(matrix.risks, /inventory|stock/i);
  const rndRisk = find(matrix.risks, /research|development|r&d/i);
  const intangibles = matrix.assets
    .filter((a) => /intangible|patent|brand|know-how|trademark/i.test(a.name))
    .some((a) => a.level === 'full');
  const inventory = find(matrix.assets, /inventory|stock/i);
  const reasons: string[] = [];
  if (atLeast(manufacturing, 'limited')) {
    reasons.push(`manufacturing: ${manufacturing}`);
    if (intangibles && atLeast(marketRisk, 'full'))
      return { characterisation: 'full-fledged manufacturer', reasons: [...reasons, 'owns the intangibles', 'bears full market risk'] };
    if (!atLeast(inventory, 'limited') && !atLeast(inventoryRisk, 'limited'))
      return { characterisation: 'toll manufacturer', reasons: [...reasons, 'holds no inventory and bears no inventory risk'] };
    return {
      characterisation: 'contract manufacturer',
      reasons: [...reasons, intangibles ? 'bears limited market risk' : 'does not own the intangibles'],
    };
  }
  if (atLeast(sales, 'limited')) {
    reasons.push(`sales and distribution: ${sales}`);
    if (!atLeast(inventory, 'limited') && !atLeast(inventoryRisk, 'limited'))
      return { characterisation: 'commission agent', reasons: [...reasons, 'takes no title to inventory'] };
    if (atLeast(marketRisk, 'full') && atLeast(inventoryRisk, 'full'))
      return { characterisation: 'full-fledged distributor', reasons: [...reasons, 'bears full market and inventory risk'] };
    return {
      characterisation: 'limited-risk distributor',
      reasons: [...reasons, `market risk: ${marketRisk ?? 'none'}`, `inventory risk: ${inventoryRisk ?? 'none'}`],
    };
  }
  if (atLeast(rnd, 'full') && !atLeast(rndRisk, 'full') && !intangibles)
    return {
      characterisation: 'contract R&D provider',
      reasons: ['research and development: full', 'bears no R&D risk and owns no intangibles'],
    };
  if (atLeast(services, 'limited'))
    return {
      characterisation: 'routine service provider',
      reasons: [`services: ${services}`, 'no manufacturing, distribution or intangibles'],
    };
  return null;
}
