/**
 * The classification index: one BM25 document per NAICS 2022 6-digit industry (its title, the
 * NAICS index entries, the description and illustrative examples, and the SIC 1987 industries
 * that map to it), with the hierarchy (sector 31-33 manufacturing, 42 wholesale, 44-45 retail,
 * 54 professional services, ...), NACE Rev. 2 classes through the crosswalk, NACE excludes notes,
 * and the crosswalks needed to read database codes (SIC, NACE, NAICS). Built from the files in
 * packages/analyst/data/classification: `buildTables` derives plain tables from the CSV files,
 * among them the titles and index entries as phrases a text can name (read.ts)
 * (`pnpm classification:generate` stores them as data/classification/index.generated.json, and a
 * test checks that file against the CSVs); the index over them is built once per process, on first use.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsvObjects } from '../util/csv.ts';
import { buildBm25, type Bm25Index } from './bm25.ts';
import { classTerm, classTerms, PHRASE_JOINERS } from './terms.ts';
import { tokenize } from '../text/retrieval.ts';

export interface IndustryCode {
  readonly code: string;
  readonly title: string;
  /** Sector group: '31-33', '44-45', '48-49' or the 2-digit sector. */
  readonly sector: string;
}

export interface NaceExclusion {
  /** Terms of the excluded activity ("wholesale of motor vehicles"). */
  readonly terms: readonly string[];
  /** The NACE code the note points to ("45.1"). */
  readonly target: string;
}

export interface ClassificationIndex {
  readonly industries: readonly IndustryCode[];
  readonly bm25: Bm25Index;
  readonly byCode: ReadonlyMap<string, number>;
  /** Sector groups in a fixed order, and per term the share of each (term frequency per sector, length-normalized). */
  readonly sectors: readonly string[];
  /** Per industry, the index of its sector group in sectors. */
  readonly sectorOf: Uint8Array;
  sectorShares(term: string): Float64Array | undefined;
  /** The same multiplied by the term's idf (its vote on the sectors), computed once per term. */
  sectorVotes(term: string): Float64Array | undefined;
  /** NAICS title of any level (2 to 6 digits, '31-33' style sectors). */
  naicsTitle(code: string): string | null;
  naceTitle(code: string): string | null;
  /** NACE Rev. 2 classes of a NAICS 2022 industry (crosswalk). */
  naceFor(naics: string): readonly string[];
  naceExclusions(nace: string): readonly NaceExclusion[];
  /** The industry titles and NAICS index phrases every word of which is among their terms. */
  readonly phrases: readonly ActivityPhrase[];
  /** NAICS 2022 industries (indexes into industries) a database code stands for. */
  industriesFor(scheme: 'naics' | 'nace' | 'sic', code: string): readonly number[];
  sicTitle(code: string): string | null;
  /**
   * The terms of a word the classifications write as two ("healthcare" -> health, care; "oilfield",
   * "foodservice", "custom-made"), or null: only for a word that is itself in no industry's
   * document, split where the two halves stand side by side in the NAICS texts.
   */
  compoundTerms(word: string): readonly string[] | null;
}

const DATA_DIR = fileURLToPath(new URL('../../data/classification/', import.meta.url));

export function sectorOf(code: string): string {
  const two = code.slice(0, 2);
  if (two >= '31' && two <= '33') return '31-33';
  if (two === '44' || two === '45') return '44-45';
  if (two === '48' || two === '49') return '48-49';
  return two;
}

const read = (file: string) => parseCsvObjects(readFileSync(`${DATA_DIR}${file}`, 'utf8'));

function add(bag: Map<string, number>, text: string, weight: number) {
  for (const t of classTerms(text)) bag.set(t, (bag.get(t) ?? 0) + weight);
}

/**
 * Everything the index is built from, as plain data: what `pnpm classification:generate` writes to
 * data/classification/index.generated.json (so a process parses one JSON file instead of tokenizing
 * 4 MB of CSV), and what a test re-derives from the CSV files to check that file is fresh.
 */
export interface ClassificationTables {
  readonly industries: readonly IndustryCode[];
  /** Per industry: [term, weighted frequency] pairs. */
  readonly bags: readonly (readonly [string, number])[][];
  readonly naicsTitles: readonly (readonly [string, string])[];
  readonly naceTitles: readonly (readonly [string, string])[];
  readonly sicTitles: readonly (readonly [string, string])[];
  readonly naceExclusions: readonly (readonly [string, readonly NaceExclusion[]])[];
  readonly naicsToNace: readonly (readonly [string, readonly string[]])[];
  readonly sicToNaics: readonly (readonly [string, readonly string[]])[];
  /**
   * The industry titles and the NAICS index's activity phrases, one per row: the industry (index
   * into industries) and the phrase's distinct terms, parenthesised exceptions left out
   * ("Bicycle (except motorized) shops" -> bicycl, shop). Only phrases whose every word is among
   * their terms: one with a word the terms drop ("Metal Can", "Business Schools") would be named
   * by less than it says.
   */
  readonly phrases: readonly (readonly [number, readonly string[]])[];
  /**
   * Two words side by side at least twice in the NAICS titles, descriptions and index entries, as
   * "first second" (lower case, letters only, both content words): how the classifications write
   * what a company may write as one word ("health care", "oil field", "food service").
   */
  readonly compounds: readonly string[];
}

/** An activity phrase of the NAICS index (or an industry title), as terms. */
export interface ActivityPhrase {
  readonly industry: number;
  readonly terms: readonly string[];
}

/** Derives the tables from the classification CSV files (about 1 s on a quiet machine). */
export function buildTables(): ClassificationTables {
  const naicsRows = read('naics2022_codes_descriptions.csv');
  const naicsTitles = naicsRows.map((r) => [r.code ?? '', r.title ?? ''] as const);
  const six = naicsRows.filter((r) => /^\d{6}$/.test(r.code ?? ''));
  const industries: IndustryCode[] = six.map((r) => ({ code: r.code as string, title: r.title as string, sector: sectorOf(r.code as string) }));
  const byCode = new Map(industries.map((c, i) => [c.code, i]));
  const bags = industries.map(() => new Map<string, number>());
  six.forEach((r, i) => {
    const bag = bags[i] as Map<string, number>;
    add(bag, r.title ?? '', 3);
    // The description up to its examples and cross-references (the examples are added on their own).
    add(bag, (r.description ?? '').split(/Illustrative Examples:|Cross-References\./)[0] ?? '', 1);
    add(bag, r.illustrative_examples ?? '', 1);
  });
  const pairCounts = new Map<string, number>();
  const countPairs = (text: string) => {
    const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
    for (let k = 1; k < words.length; k++) {
      const a = words[k - 1] as string;
      const b = words[k] as string;
      if (a.length < 3 || b.length < 3 || classTerm(a) === null || classTerm(b) === null) continue;
      const key = `${a} ${b}`;
      pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
    }
  };
  for (const r of six) {
    countPairs(r.title ?? '');
    countPairs(r.description ?? '');
    countPairs(r.illustrative_examples ?? '');
  }
  const phrases: [number, string[]][] = [];
  const seenPhrases = new Set<string>();
  const phrase = (i: number, text: string) => {
    const plain = text.replace(/\([^)]*\)/g, ' ');
    if (tokenize(plain).some((w) => !PHRASE_JOINERS.has(w) && classTerm(w) === null)) return;
    const terms = [...new Set(classTerms(plain))];
    const key = `${i}:${terms.join(' ')}`;
    if (terms.length === 0 || seenPhrases.has(key)) return;
    seenPhrases.add(key);
    phrases.push([i, terms]);
  };
  industries.forEach((c, i) => phrase(i, c.title));
  for (const r of read('naics2022_index.csv')) {
    const i = byCode.get(r.code ?? '');
    if (i === undefined) continue;
    add(bags[i] as Map<string, number>, r.entry ?? '', 1);
    phrase(i, r.entry ?? '');
    countPairs(r.entry ?? '');
  }
  const sicRows = read('sic1987.csv');
  const sicTitles = new Map(sicRows.map((r) => [r.code ?? '', r.title ?? '']));
  const sicToNaics = new Map<string, string[]>();
  for (const r of read('sic1987_to_naics2022_derived.csv')) {
    if (!byCode.has(r.naics2022 ?? '')) continue;
    const list = sicToNaics.get(r.sic ?? '') ?? [];
    if (!list.includes(r.naics2022 as string)) list.push(r.naics2022 as string);
    sicToNaics.set(r.sic ?? '', list);
  }
  // SIC industry titles add the older vocabulary ("Industrial supplies wholesale") to the NAICS documents.
  for (const [sic, list] of sicToNaics) {
    const title = sicTitles.get(sic);
    if (title && list.length <= 3) for (const code of list) add(bags[byCode.get(code) as number] as Map<string, number>, title, 1);
  }
  const naceRows = read('nace_rev2.csv');
  const naceExclusions: [string, NaceExclusion[]][] = [];
  for (const r of naceRows) {
    const list: NaceExclusion[] = [];
    for (const line of (r.excludes ?? '').split('\n')) {
      const m = /^-\s*(.+?),?\s+see\s+(\d{2}(?:\.\d{1,2})?)/.exec(line.trim());
      if (m?.[1] && m[2]) list.push({ terms: [...new Set(classTerms(m[1]))], target: m[2] });
    }
    if (list.length) naceExclusions.push([r.code ?? '', list]);
  }
  const naicsToNace = new Map<string, string[]>();
  for (const r of read('naics2022_to_nace_rev2_derived.csv')) {
    const list = naicsToNace.get(r.naics2022 ?? '') ?? [];
    if (!list.includes(r.nace_rev2 ?? '')) list.push(r.nace_rev2 ?? '');
    naicsToNace.set(r.naics2022 ?? '', list);
  }
  return {
    industries,
    bags: bags.map((b) => [...b].sort((x, y) => (x[0] < y[0] ? -1 : 1))),
    naicsTitles,
    naceTitles: naceRows.map((r) => [r.code ?? '', r.title ?? ''] as const),
    sicTitles: [...sicTitles],
    naceExclusions,
    naicsToNace: [...naicsToNace],
    sicToNaics: [...sicToNaics],
    phrases,
    compounds: [...pairCounts].filter(([, n]) => n >= 2).map(([pair]) => pair).sort(),
  };
}

/** The index over the tables: BM25, sector shares of each term, crosswalk lookups. */
export function indexFromTables(tables: ClassificationTables): ClassificationIndex {
  const { industries } = tables;
  const byCode = new Map(industries.map((c, i) => [c.code, i]));
  const bags = tables.bags.map((b) => new Map(b));
  const titles = new Map(tables.naicsTitles);
  const naceTitles = new Map(tables.naceTitles);
  const sicTitles = new Map(tables.sicTitles);
  const exclusions = new Map(tables.naceExclusions);
  const naicsToNace = new Map(tables.naicsToNace);
  const sicToNaics = new Map(tables.sicToNaics.map(([sic, codes]) => [sic, codes.map((c) => byCode.get(c) as number)]));
  const naceToNaics = new Map<string, number[]>();
  for (const [naics, list] of naicsToNace) {
    const i = byCode.get(naics);
    if (i === undefined) continue;
    for (const nace of list) naceToNaics.set(nace, [...(naceToNaics.get(nace) ?? []), i]);
  }
  // k1 1.6 (not the usual 1.2): a term repeated in a bag counts more before it saturates, so the
  // title (×3 in each bag) and the words an industry's index entries repeat outweigh a word met once
  // in a long description (ADR 0017, sixth stop). k1 2 read the guided tasks a little better still,
  // but left Sysco undecided after the server learning test's five decisions.
  const bm25 = buildBm25(bags, { b: 0.5, k1: 1.6 });
  // Which sector a word belongs to, from the documents themselves: "manufacturing" is the
  // manufacturing sector's word, "wholesale" the wholesale sector's, "pumps" both.
  const sectors = [...new Set(industries.map((x) => x.sector))].sort();
  const sectorIdx = new Map(sectors.map((s, i) => [s, i]));
  const sectorLen = new Float64Array(sectors.length);
  const perTerm = new Map<string, Float64Array>();
  bags.forEach((bag, i) => {
    const si = sectorIdx.get((industries[i] as IndustryCode).sector) as number;
    for (const [t, tf] of bag) {
      sectorLen[si] = (sectorLen[si] as number) + tf;
      let a = perTerm.get(t);
      if (!a) perTerm.set(t, (a = new Float64Array(sectors.length)));
      a[si] = (a[si] as number) + tf;
    }
  });
  for (const a of perTerm.values()) {
    let sum = 0;
    for (let i = 0; i < a.length; i++) sum += (a[i] = (a[i] as number) / (sectorLen[i] as number));
    for (let i = 0; i < a.length; i++) a[i] = (a[i] as number) / sum;
  }
  const normalizeNace = (code: string) => {
    const digits = code.replace(/[^\d]/g, '');
    return digits.length <= 2 ? digits : `${digits.slice(0, 2)}.${digits.slice(2, 4)}`;
  };
  const votes = new Map<string, Float64Array>();
  for (const [t, shares] of perTerm) {
    const idf = bm25.idf(t);
    votes.set(t, shares.map((x) => idf * x));
  }
  const phrases: ActivityPhrase[] = tables.phrases.map(([industry, terms]) => ({ industry, terms }));
  const compounds = new Set(tables.compounds);
  const compoundMemo = new Map<string, readonly string[] | null>();
  const compoundTerms = (word: string): readonly string[] | null => {
    let found = compoundMemo.get(word);
    if (found !== undefined) return found;
    found = null;
    const whole = classTerm(word);
    if (whole !== null && bm25.idf(whole) === 0 && /^[a-z]+-?[a-z]+$/.test(word)) {
      const hyphen = word.indexOf('-');
      const splits = hyphen >= 0 ? [hyphen] : Array.from({ length: Math.max(0, word.length - 5) }, (_, k) => k + 3);
      for (const at of splits) {
        const a = word.slice(0, at);
        const b = word.slice(hyphen >= 0 ? at + 1 : at);
        if (compounds.has(`${a} ${b}`)) {
          found = [classTerm(a) as string, classTerm(b) as string];
          break;
        }
      }
    }
    if (compoundMemo.size >= 100_000) compoundMemo.clear();
    compoundMemo.set(word, found);
    return found;
  };
  return {
    industries,
    bm25,
    byCode,
    phrases,
    sectors,
    sectorOf: Uint8Array.from(industries, (c) => sectorIdx.get(c.sector) as number),
    sectorShares: (term) => perTerm.get(term),
    sectorVotes: (term) => votes.get(term),
    naicsTitle: (code) => titles.get(code) ?? null,
    naceTitle: (code) => naceTitles.get(code) ?? null,
    naceFor: (naics) => naicsToNace.get(naics) ?? [],
    naceExclusions: (nace) => exclusions.get(nace) ?? [],
    sicTitle: (code) => sicTitles.get(code) ?? sicTitles.get(groupOf(code, (g) => sicTitles.has(g))) ?? null,
    compoundTerms,
    industriesFor(scheme, code) {
      const c = code.trim();
      if (scheme === 'naics') {
        const digits = c.replace(/\D/g, '');
        if (digits.length < 2) return [];
        const prefix = groupOf(digits, (g) => industries.some((x) => x.code.startsWith(g)));
        return industries.flatMap((x, i) => (x.code.startsWith(prefix) ? [i] : []));
      }
      if (scheme === 'sic') {
        const raw = c.replace(/\D/g, '');
        const given = raw.padStart(4, '0').slice(0, Math.max(2, raw.length));
        const prefix = groupOf(given, (g) => [...sicToNaics.keys()].some((s) => s.startsWith(g)));
        return [...new Set([...sicToNaics].filter(([s]) => s.startsWith(prefix)).flatMap(([, l]) => l))];
      }
      const nace = normalizeNace(c);
      if (nace.length < 2) return [];
      return [...new Set([...naceToNaics].filter(([n]) => n.startsWith(nace)).flatMap(([, l]) => l))];
    },
  };
}

/**
 * A code as the group it stands for: databases give industry groups and major groups padded with
 * zeros (SEC and Orbis "US SIC 3590", "5000"; "NAICS 423000"), which name no industry of their
 * own. Trailing zeros are dropped until the code names something (`exists`), down to two digits.
 */
function groupOf(code: string, exists: (prefix: string) => boolean): string {
  let prefix = code;
  while (prefix.length > 2 && prefix.endsWith('0') && !exists(prefix)) prefix = prefix.slice(0, -1);
  return prefix;
}

let cached: ClassificationIndex | null = null;

export const GENERATED_FILE = `${DATA_DIR}index.generated.json`;

/** The index, built on first use and kept for the life of the process (from the generated tables when present). */
export function classificationIndex(): ClassificationIndex {
  if (cached) return cached;
  const tables = existsSync(GENERATED_FILE) ? (JSON.parse(readFileSync(GENERATED_FILE, 'utf8')) as ClassificationTables) : buildTables();
  return (cached = indexFromTables(tables));
}
