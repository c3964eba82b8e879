/**
 * A database's industry named in words (Capital IQ "Primary Industry": "Industrial Machinery") as
 * activity-code evidence: the label is read against the classification index the way a criterion
 * is (readText, with the TP function words it names), and becomes one NAICS 2022 code that then
 * goes the way of an Orbis code (company.ts): weighed below the company's own words and cited as
 * the database field, quoting the label as the file gives it.
 *
 * A label that names no function names an industry by its products ("Industrial Machinery",
 * "Household Appliances", "Tobacco"): the classifications file goods under their makers, so such a
 * label is read among the manufacturing industries first, and as it is when no manufacturing
 * industry leads there ("Advertising", "Real Estate Services"). A label naming a function
 * ("Food Distributors") is read in it; when its products lead elsewhere, it stands for the function.
 */
import { industryLabels } from '@quartile/domain';
import { criterionConcepts } from '../analysis/evidence.ts';
import type { ActivityCode } from '../types.ts';
import { classificationIndex, type ClassificationIndex } from './classificationIndex.ts';
import { functionPrefixes } from './functions.ts';
import { READABLE_STRENGTH, readText, type Reading } from './read.ts';

const MAKERS = ['31', '32', '33'];
const MERCHANTS = ['423', '424'];
/** Words of a label that name a kind of company, not what it trades or makes. */
const FUNCTION_ONLY = /\b(?:trading|compan(?:y|ies)|distribut(?:ors?|ion)|wholesal(?:e|ers?)|merchants?|dealers?|and|other)\b|[&,]/gi;

/** Words by which an industry label names goods (the classifications file goods under their makers). */
const GOODS = /\b(?:products|equipment|machinery|components|materials|parts|supplies|devices|instruments|appliances)\b/i;

/** How well the best maker must read, against the best reading of any sector, for a label naming no goods word to be read among makers (0.2 to 0.5 measured: 0.3 agreed best). */
const MAKER_SHARE = 0.3;

/** The codes' common prefix when it has at least `minDigits` digits, else the first code. */
function sharedPrefix(codes: readonly string[], minDigits: number): string {
  let prefix = codes[0] ?? '';
  for (const code of codes) while (!code.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return prefix.length >= minDigits ? prefix : (codes[0] ?? '');
}
/** Industries this close to the best read as one: the code is their common prefix. */
const CLOSE = 0.9;

/** The NAICS code a label names (a common prefix of its closest industries, at least 3 digits), or null. */
export function industryLabelCode(label: string, index: ClassificationIndex = classificationIndex()): string | null {
  const concepts = criterionConcepts(label);
  // "Distributors" buy and resell (merchant wholesalers); agents and brokers (425) say so.
  const functions = concepts.includes('distribution') && !concepts.includes('commission_agent') ? MERCHANTS : functionPrefixes(concepts);
  const inside = (reading: Reading, prefixes: readonly string[]) => {
    const top = reading.industries[0];
    return top !== undefined && prefixes.some((p) => index.industries[top.index]!.code.startsWith(p));
  };
  // A label that names only the function ("Trading Companies and Distributors") is the function.
  if (functions.length > 0 && label.replace(FUNCTION_ONLY, ' ').trim() === '') return functions.length === 1 ? functions[0]! : sharedPrefix(functions, 2);
  let reading: Reading | null = null;
  if (functions.length === 0) {
    // A label that names goods ("Building Products", "Health Care Equipment") is read among their
    // makers only. One naming products without such a word ("Tobacco", "Household Appliances") is
    // read among the makers when a maker reads at least MAKER_SHARE as well as the best reading of any sector
    // ("Construction & Engineering" reads better as construction than as any maker).
    const asMade = readText(label, index, MAKERS, undefined, 0);
    if (asMade.industries.length > 0 && (GOODS.test(label) || (asMade.top ?? 0) >= MAKER_SHARE * (readText(label, index).top ?? 0))) reading = asMade;
  }
  reading ??= readText(label, index, functions);
  if (reading.strength < READABLE_STRENGTH || reading.industries.length === 0) return null;
  // A function whose products the index places elsewhere ("Health Care Distributors" reads as
  // health care): the function itself, as a criterion naming only a function is read.
  if (functions.length > 0 && !inside(reading, functions)) return functions[0]!.slice(0, 2);
  return sharedPrefix(reading.industries.filter((r) => r.weight >= CLOSE).map((r) => index.industries[r.index]!.code), 3);
}

/**
 * The activity codes of an industry cell (industryLabels: the narrowest primary level, or each
 * label): one NAICS code per label the index can read, cited as `field` with the label as quote.
 */
export function industryLabelCodes(value: string | number | null | undefined, field: string, index: ClassificationIndex = classificationIndex()): ActivityCode[] {
  return industryLabels(value).flatMap((label) => {
    const code = industryLabelCode(label, index);
    return code ? [{ scheme: 'naics' as const, code, label, field, quote: label }] : [];
  });
}
