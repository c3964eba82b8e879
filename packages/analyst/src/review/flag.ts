/** Building blocks of the Review Analyst's checks: flags with stable ids, quote evidence, names. */
import { createHash } from 'node:crypto';
import { locate } from '../sources/source.ts';
import { splitSentences, type Sentence } from '../text/sentences.ts';
import type { Source } from '../types.ts';
import type { FlagEvidence, FlagSeverity, ReviewFlag, ReviewFlagKind } from './types.ts';

export function flag(
  kind: ReviewFlagKind,
  severity: FlagSeverity,
  message: string,
  evidence: readonly FlagEvidence[],
  suggested_action: string,
): ReviewFlag {
  const key = evidence.map((e) => (e.type === 'quote' ? `${e.source_id}|${e.quote}` : `${e.label}|${e.value}`)).join('\n');
  const id = `${kind}:${createHash('sha256').update(`${kind}\n${key}`).digest('hex').slice(0, 12)}`;
  return { id, kind, severity, message, evidence, suggested_action };
}

export interface SourceSentence extends Sentence {
  readonly source: Source;
}

const cache = new WeakMap<Source, SourceSentence[]>();

/** The sentences of a source with offsets (cached per source object). */
export function sentencesOf(source: Source): readonly SourceSentence[] {
  let list = cache.get(source);
  if (!list) {
    list = splitSentences(source.text).map((s) => ({ ...s, source }));
    cache.set(source, list);
  }
  return list;
}

export function quoteEvidence(s: SourceSentence): FlagEvidence {
  return { type: 'quote', source_id: s.source.id, source: s.source.location, quote: s.text, location: locate(s.source, s.start) };
}

export const dataEvidence = (label: string, value: string): FlagEvidence => ({ type: 'data', label, value });

export const SEVERITY_RANK: Readonly<Record<FlagSeverity, number>> = { high: 0, medium: 1, low: 2 };

export const maxSeverity = (list: readonly FlagSeverity[]): FlagSeverity =>
  list.reduce<FlagSeverity>((best, s) => (SEVERITY_RANK[s] < SEVERITY_RANK[best] ? s : best), 'low');

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'companies',
  'ltd',
  'limited',
  'llc',
  'plc',
  'group',
  'holdings',
  'holding',
  'the',
  'sa',
  'ag',
  'gmbh',
  'nv',
  'bv',
  'spa',
  'se',
  'kg',
  'de',
  'of',
  'and',
  'pvt',
  'private',
  'lp',
  'llp',
]);

/** The words that name a company in its own sources: significant name words and their initials. */
export function nameCues(name: string): { words: string[]; initials: string | null } {
  const words = name
    .replace(/\\[A-Z]{2}\\|\/[A-Z]{2}\/?/g, ' ') // SEC suffixes like \PA\ or /DE/
    .split(/[^A-Za-z0-9&']+/)
    .map((w) => w.replace(/'s$/i, ''))
    .filter((w) => w.length > 0 && !LEGAL_SUFFIXES.has(w.toLowerCase()) && w !== '&');
  const significant = words.filter((w) => w.length >= 3 || /^[A-Z&]{2,}$/.test(w));
  const initials = words.length >= 2 ? words.map((w) => w[0]?.toUpperCase()).join('') : null;
  return { words: significant, initials: initials && initials.length >= 2 ? initials : null };
}

/** True when text names the company (its first significant word, or its initials as a word). */
export function mentionsCompany(text: string, name: string): boolean {
  const { words, initials } = nameCues(name);
  const first = words[0];
  if (first && new RegExp(`\\b${escapeRe(first)}\\b`, 'i').test(text)) return true;
  return initials !== null && new RegExp(`\\b${escapeRe(initials)}\\b`).test(text);
}

export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NUMBER_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export function parseCount(word: string): number | null {
  const n = NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
  return Number.isFinite(n) ? n : null;
}

/** Four-digit years (1900-2099) in a text, including "fiscal 2009" and "FY2009". */
export function yearsIn(text: string): number[] {
  return [...text.matchAll(/\b(?:FY\s?)?((?:19|20)\d{2})\b/g)].map((m) => Number(m[1]));
}

export const formatAmount = (x: number): string => {
  const abs = Math.abs(x);
  if (abs >= 1e9) return `${(x / 1e9).toFixed(2)} bn`;
  if (abs >= 1e6) return `${(x / 1e6).toFixed(1)} m`;
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(x);
};

export const formatPercent = (x: number, digits = 0): string => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(digits)} %`;
