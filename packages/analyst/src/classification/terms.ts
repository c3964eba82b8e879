/**
 * Terms for matching free text against the classifications: the retrieval stemmer plus a few
 * suffixes folded so that "distributor", "distribution" and "distributes" meet, and the
 * classifications' boilerplate ("establishments primarily engaged in") dropped, and British and Canadian
 * spellings read in their American form, as NAICS writes them (spelling.ts).
 */
import { STOPWORDS, stem, tokenize } from '../text/retrieval.ts';
import { americanSpelling } from './spelling.ts';

const BOILERPLATE = new Set(
  'establishment establishments primarily engaged comprises comprise comprising industry industries except n.e.c nec see cross-references illustrative examples known classified related used our we you your us its their based founded located headquartered established registered incorporated provider leading leader world global largest corporation inc ltd llc plc ag gmbh group'.split(' '),
);

// Where a company is and how big: "an American multinational headquartered in North Carolina" says
// nothing of its activity (and would read as public administration: "American Indian tribal governments").
const PLACES = new Set(
  'american america canadian canada united states kingdom british european europe asian asia international multinational national north south east west northern southern eastern western worldwide countries country headquarters carolina dakota'.split(' '),
);

/** Words that join a phrase's terms and name nothing themselves ("agents and brokers arranging sales on commission"). */
export const PHRASE_JOINERS = new Set('and or of for to from in the with by other all related used primarily than'.split(' '));

const FOLD = /(?:ions?|ors?|ers?|ants?|ive|ives)$/;

/** Terms of the words seen so far: the same few thousand words recur in every company's text. */
const memo = new Map<string, string | null>();

/** One word as a classification term, or null for stop words and boilerplate. */
export function classTerm(word: string): string | null {
  let t = memo.get(word);
  if (t === undefined) {
    t = computeTerm(word);
    if (memo.size >= 100_000) memo.clear();
    memo.set(word, t);
  }
  return t;
}

function computeTerm(word: string): string | null {
  if (STOPWORDS.has(word) || BOILERPLATE.has(word) || PLACES.has(word) || word.length < 2 || /^\d+$/.test(word)) return null;
  const spelled = americanSpelling(word);
  let t = stem(spelled);
  // The stemmer drops a final e: "care" would meet "car", "wine" "win". A four-letter word keeps it.
  if (t.length === 3 && (spelled === `${t}e` || spelled === `${t}es`)) t = `${t}e`;
  if (t.length > 7) t = t.replace(FOLD, '');
  // "photographic", "photography" and "photographer" meet; "delivery" meets "deliver".
  if (t.length > 7) t = t.replace(/(?:ic|y|i)$/, '');
  // A practitioner meets the practice: NAICS names offices of "physiotherapists", "audiologists",
  // "optometrists" and "veterinarians", a company offers "physiotherapy", "audiology", "optometry",
  // "veterinary care"; "dentists" meet "dentistry". What remains is at least five letters: a
  // shorter stem is a word of its own ("tourist" is no "tour", "dentist" no "dent").
  if (t.length > 7) t = t.replace(/istr$/, 'ist');
  if (t.length > 7) t = t.replace(/(?:ist|ism|ian)$/, '');
  if (t.length > 6 && t.endsWith('e')) t = t.slice(0, -1);
  return t;
}

/**
 * The classification terms of a text, in order, with repeats. `compound` gives the terms of a word
 * the classifications write as two ("healthcare"), or null (ClassificationIndex.compoundTerms).
 */
export function classTerms(text: string, compound?: (word: string) => readonly string[] | null): string[] {
  const out: string[] = [];
  for (const w of tokenize(text)) {
    const t = classTerm(w);
    if (!t) continue;
    const parts = compound?.(w);
    if (parts) out.push(...parts);
    else out.push(t);
  }
  return out;
}
