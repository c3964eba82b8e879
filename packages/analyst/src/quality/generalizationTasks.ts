/**
 * Generalization tasks (issue 17, part 4): screens the local provider was NOT written for, labelled
 * from columns of the data itself, never by reading a company. Written before any change to the
 * analysis code for issue 17.
 *
 * Data (read at run time from ../shared/data, never copied into the repository):
 * - `ccc`: companies-ccc/ccc_company_profiles.csv (Canadian Company Capabilities; a side is a NAICS
 *   Canada code prefix AND the company's own primary business activity, so that both agree);
 * - `sp500`: companies-dev/sp500_wikipedia_descriptions.csv (GICS sub-industry; CC BY-SA 4.0
 *   "Wikipedia contributors"), only contrasts none of the scored or probe tasks uses;
 * - `sec10k`: sec-10k-item1/10k_item1_with_sic.csv (SIC code of the filer; the Item 1 text).
 *
 * The criteria are written as a tax adviser writes them for a tested party, with paraphrases.
 * Which half is guided (read while tuning) and which is held back (scored once at the end) is
 * decided by a seeded shuffle below, not by hand.
 */
import type { GeneralizationTask } from './generalizationTypes.ts';
import { ROUND_2_TASKS } from './generalizationTasksRound2.ts';
import { ROUND_3_TASKS } from './generalizationTasksRound3.ts';

export type { GeneralizationDataset, GeneralizationSide, GeneralizationTask } from './generalizationTypes.ts';

const MAKER = 'Manufacturer';
const TRADER = 'Trading House';
const SERVICES = 'Services';
const RETAIL = 'Retail';

/** Round 1: written before the first change for issue 17; its held-back half was read when it was reported. */
const ROUND_1_TASKS: readonly GeneralizationTask[] = [
  {
    id: 'gen-machinery-makers-vs-distributors',
    title: 'Tested party: a manufacturer of industrial machinery. Accept machinery makers, reject machinery and equipment distributors.',
    dataset: 'ccc',
    accept: { naics: ['333'], activity: MAKER },
    reject: { naics: ['4171', '4172', '4179'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of industrial machinery and equipment in its own facilities'],
      reject: ['wholesale distribution of machinery, equipment and supplies made by others'],
    },
    paraphrases: [
      { accept: ['machinery manufacturer'], reject: ['equipment distributor or dealer'] },
      { accept: ['The company designs and builds machines'], reject: ['The company resells equipment of third-party manufacturers'] },
    ],
  },
  {
    id: 'gen-food-processors-vs-wholesalers',
    title: 'Tested party: a food processor. Accept food manufacturers, reject food wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['311'], activity: MAKER },
    reject: { naics: ['4131'], activity: TRADER },
    criteria: {
      accept: ['processing and manufacturing of food products'],
      reject: ['wholesale trade of food products bought from suppliers'],
    },
    paraphrases: [
      { accept: ['food producer'], reject: ['food distributor'] },
      { accept: ['The company makes food products in its own plant'], reject: ['The company imports and distributes food'] },
    ],
  },
  {
    id: 'gen-software-publishers-vs-it-consulting',
    title: 'Tested party: an IT services provider. Accept IT consulting and systems design services, reject software publishers.',
    dataset: 'ccc',
    accept: { naics: ['5415'], activity: SERVICES },
    reject: { naics: ['5112'] },
    criteria: {
      accept: ['IT consulting, systems integration and custom programming services for clients'],
      reject: ['development and licensing of its own software products'],
    },
    paraphrases: [
      { accept: ['IT services provider'], reject: ['software publisher'] },
      { accept: ['The company provides computer consulting to clients'], reject: ['The company sells its own software packages'] },
    ],
  },
  {
    id: 'gen-engineering-vs-construction',
    title: 'Tested party: an engineering services provider. Accept engineering and architectural services, reject construction contractors.',
    dataset: 'ccc',
    accept: { naics: ['5413'], activity: SERVICES },
    reject: { naics: ['236', '237', '238'], activity: SERVICES },
    criteria: {
      accept: ['engineering, design and technical consulting services'],
      reject: ['construction contracting and building trades work on site'],
    },
    paraphrases: [
      { accept: ['engineering firm'], reject: ['construction contractor'] },
      { accept: ['The company provides engineering studies and designs'], reject: ['The company builds, installs or renovates'] },
    ],
  },
  {
    id: 'gen-chemical-plastics-makers-vs-distributors',
    title: 'Tested party: a chemicals and plastics manufacturer. Accept chemical and plastic product makers, reject chemical distributors.',
    dataset: 'ccc',
    accept: { naics: ['325', '326'], activity: MAKER },
    reject: { naics: ['4184', '4189'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of chemicals, resins or plastic products'],
      reject: ['distribution of chemicals and other products made by third parties'],
    },
    paraphrases: [
      { accept: ['chemical or plastics producer'], reject: ['distributor'] },
      { accept: ['The company formulates or moulds its own products'], reject: ['The company is a trading company'] },
    ],
  },
  {
    id: 'gen-logistics-vs-manufacturers',
    title: 'Tested party: a logistics service provider. Accept trucking and transportation support services, reject manufacturers.',
    dataset: 'ccc',
    accept: { naics: ['484', '488'], activity: SERVICES },
    reject: { naics: ['31', '32', '33'], activity: MAKER },
    criteria: {
      accept: ['freight transportation, trucking and logistics services'],
      reject: ['manufacturing of goods'],
    },
    paraphrases: [
      { accept: ['logistics provider'], reject: ['manufacturer'] },
      { accept: ['The company moves freight for its customers'], reject: ['The company produces goods in a factory'] },
    ],
  },
  {
    id: 'gen-electronics-makers-vs-distributors',
    title: 'Tested party: an electronics manufacturer. Accept electronic and electrical equipment makers, reject electronic and electrical product distributors.',
    dataset: 'ccc',
    accept: { naics: ['334', '335'], activity: MAKER },
    reject: { naics: ['4173', '4161'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of electronic or electrical equipment and components'],
      reject: ['wholesale distribution of electronic, electrical or computer products'],
    },
    paraphrases: [
      { accept: ['electronics manufacturer'], reject: ['electronics distributor'] },
      { accept: ['The company designs and produces electronic devices'], reject: ['The company sells components from other manufacturers'] },
    ],
  },
  {
    id: 'gen-retailers-vs-wholesalers',
    title: 'Tested party: a retailer. Accept retailers, reject wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['44', '45'], activity: RETAIL },
    reject: { naics: ['41'], activity: TRADER },
    criteria: {
      accept: ['retail sale of goods to consumers in stores or online'],
      reject: ['wholesale distribution of goods to businesses'],
    },
    paraphrases: [
      { accept: ['retailer'], reject: ['wholesaler'] },
      { accept: ['The company sells to the public'], reject: ['The company supplies resellers and business customers'] },
    ],
  },
  {
    id: 'gen-consulting-vs-staffing',
    title: 'Tested party: a management consulting firm. Accept management and scientific consulting, reject employment and staffing services.',
    dataset: 'ccc',
    accept: { naics: ['5416'], activity: SERVICES },
    reject: { naics: ['5613'], activity: SERVICES },
    criteria: {
      accept: ['management consulting and advisory services'],
      reject: ['staffing, recruitment and temporary employment services'],
    },
    paraphrases: [
      { accept: ['management consultant'], reject: ['staffing agency'] },
      { accept: ['The company advises businesses on strategy and operations'], reject: ['The company places workers with employers'] },
    ],
  },
  {
    id: 'gen-building-products-makers-vs-contractors',
    title: 'Tested party: a building products manufacturer. Accept wood, mineral and metal product makers, reject specialty trade contractors.',
    dataset: 'ccc',
    accept: { naics: ['321', '327', '332'], activity: MAKER },
    reject: { naics: ['238'], activity: SERVICES },
    criteria: {
      accept: ['manufacturing of wood, concrete, metal or other building products'],
      reject: ['installation and trade contracting services on construction sites'],
    },
    paraphrases: [
      { accept: ['manufacturer of building products'], reject: ['contractor'] },
      { accept: ['The company fabricates products in its plant'], reject: ['The company installs or repairs at customer sites'] },
    ],
  },
  {
    id: 'gen-furniture-makers-vs-retailers',
    title: 'Tested party: a furniture manufacturer. Accept furniture makers, reject furniture and home furnishings stores.',
    dataset: 'ccc',
    accept: { naics: ['337'], activity: MAKER },
    reject: { naics: ['442'], activity: RETAIL },
    criteria: {
      accept: ['manufacturing of furniture'],
      reject: ['retail sale of furniture and home furnishings to consumers'],
    },
    paraphrases: [
      { accept: ['furniture maker'], reject: ['furniture store'] },
      { accept: ['The company builds furniture in its own shop'], reject: ['The company runs a showroom selling to households'] },
    ],
  },
  {
    id: 'gen-repair-services-vs-machinery-makers',
    title: 'Tested party: a repair and maintenance service provider. Accept repair and maintenance services, reject machinery makers.',
    dataset: 'ccc',
    accept: { naics: ['811'], activity: SERVICES },
    reject: { naics: ['333'], activity: MAKER },
    criteria: {
      accept: ['repair and maintenance services for equipment, machinery or vehicles'],
      reject: ['manufacturing of machinery'],
    },
    paraphrases: [
      { accept: ['repair service provider'], reject: ['equipment manufacturer'] },
      { accept: ['The company services and repairs equipment owned by others'], reject: ['The company produces machines'] },
    ],
  },
  {
    id: 'gen-printing-vs-advertising',
    title: 'Tested party: a commercial printer. Accept printing companies, reject advertising and design services.',
    dataset: 'ccc',
    accept: { naics: ['323'], activity: MAKER },
    reject: { naics: ['5418', '5414'], activity: SERVICES },
    criteria: {
      accept: ['commercial printing of documents, labels and packaging'],
      reject: ['advertising, marketing and graphic design services'],
    },
    paraphrases: [
      { accept: ['printer'], reject: ['advertising agency or design studio'] },
      { accept: ['The company prints for its customers on its own presses'], reject: ['The company creates campaigns and designs'] },
    ],
  },
  {
    id: 'gen-industrial-makers-vs-consumer-staples',
    title: 'Tested party: an industrial manufacturer. Accept industrial machinery and electrical equipment makers, reject tobacco, food, beverage and household product makers.',
    dataset: 'sp500',
    accept: {
      gics: ['Industrial Machinery & Supplies & Components', 'Construction Machinery & Heavy Transportation Equipment', 'Agricultural & Farm Machinery', 'Electrical Components & Equipment', 'Heavy Electrical Equipment'],
    },
    reject: {
      gics: ['Tobacco', 'Packaged Foods & Meats', 'Household Products', 'Personal Care Products', 'Brewers', 'Distillers & Vintners', 'Soft Drinks & Non-alcoholic Beverages'],
    },
    criteria: {
      accept: ['manufacturing of industrial machinery, equipment or components'],
      reject: ['manufacturing of consumer products such as food, beverages, tobacco or household goods'],
    },
    paraphrases: [
      { accept: ['industrial manufacturer'], reject: ['consumer goods company'] },
      { accept: ['The company makes machines and equipment for industry'], reject: ['The company makes branded consumer staples'] },
    ],
  },
  {
    id: 'gen-medical-devices-vs-software',
    title: 'Tested party: a medical device manufacturer. Accept health care equipment and supplies makers, reject software companies.',
    dataset: 'sp500',
    accept: { gics: ['Health Care Equipment', 'Health Care Supplies'] },
    reject: { gics: ['Application Software', 'Systems Software'] },
    criteria: {
      accept: ['manufacturing of medical devices, instruments and supplies'],
      reject: ['development and licensing of software'],
    },
    paraphrases: [
      { accept: ['medical device maker'], reject: ['software company'] },
      { accept: ['The company produces medical equipment'], reject: ['The company sells software licences or subscriptions'] },
    ],
  },
  {
    id: 'gen-10k-manufacturers-vs-services',
    title: 'Tested party: a manufacturer. Accept manufacturers (SIC 20-39), reject service companies (SIC 70-89), on 10-K business sections.',
    dataset: 'sec10k',
    accept: { sic: ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39'] },
    reject: { sic: ['70', '72', '73', '75', '76', '78', '79', '80', '81', '82', '83', '87', '89'] },
    criteria: {
      accept: ['manufacturing of products'],
      reject: ['provision of services'],
    },
    paraphrases: [
      { accept: ['manufacturer'], reject: ['service provider'] },
      { accept: ['The company produces goods'], reject: ['The company sells services to its clients'] },
    ],
  },
];

export const GENERALIZATION_TASKS: readonly GeneralizationTask[] = [...ROUND_1_TASKS, ...ROUND_2_TASKS, ...ROUND_3_TASKS];

/** Fixed seed of every random choice in these tasks (group split, samples, decision draws). */
export const GENERALIZATION_SEED = 17;

/** Deterministic PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates shuffle with a seeded PRNG (returns a new array). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rnd = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export type GeneralizationGroup = 'guided' | 'held_back';

/**
 * The group of each task. The held-back halves of rounds 1 and 2 were read when they were reported,
 * so rounds 1 and 2 are now guided. Round 3 (written before the fourth stop's changes) is split by a
 * seeded shuffle: the first half guided, the rest held back.
 */
export const GENERALIZATION_GROUPS: ReadonlyMap<string, GeneralizationGroup> = (() => {
  const groups = new Map<string, GeneralizationGroup>([...ROUND_1_TASKS, ...ROUND_2_TASKS].map((t) => [t.id, 'guided']));
  const order = seededShuffle(ROUND_3_TASKS.map((t) => t.id), GENERALIZATION_SEED);
  const half = Math.ceil(order.length / 2);
  order.forEach((id, i) => groups.set(id, i < half ? 'guided' : 'held_back'));
  return groups;
})();

export function generalizationTasks(group?: GeneralizationGroup): GeneralizationTask[] {
  return GENERALIZATION_TASKS.filter((t) => !group || GENERALIZATION_GROUPS.get(t.id) === group);
}
