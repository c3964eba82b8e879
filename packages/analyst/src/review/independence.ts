/**
 * Independence checks (docs/transfer-pricing.md, step 3):
 * - the database's ownership columns when the upload has them: the BvD Independence Indicator
 *   (A: no shareholder > 25 %; B: none > 50 % but some > 25 %; C: > 50 % in total; D: > 50 %
 *   direct; U: unknown), the total shareholding of the largest shareholder and the global
 *   ultimate owner (GUO) when it is another entity;
 * - related-party links stated in the sources about the company itself, in the present: "a
 *   subsidiary of", "part of the ... group", "majority-owned by", "controlled by", including a
 *   pending takeover ("will be a wholly-owned subsidiary of"). Historical links ("was a
 *   subsidiary of ... until 2008") and links of other entities (the company's own subsidiaries)
 *   are not flagged.
 */
import { independenceLetter } from '@quartile/domain';
import {
  dataEvidence,
  escapeRe,
  flag,
  maxSeverity,
  mentionsCompany,
  nameCues,
  quoteEvidence,
  sentencesOf,
  type SourceSentence,
} from './flag.ts';
import type { FlagEvidence, FlagSeverity, ReviewFlag, ReviewInput } from './types.ts';

const INDICATOR_TEXT: Readonly<Record<string, { severity: FlagSeverity | null; text: string }>> = {
  A: { severity: null, text: 'no shareholder holds more than 25 %' },
  B: { severity: 'medium', text: 'no shareholder holds more than 50 %, but at least one holds more than 25 %' },
  C: { severity: 'high', text: 'shareholders hold more than 50 % in total (indirectly)' },
  D: { severity: 'high', text: 'a shareholder holds more than 50 % directly' },
  U: { severity: 'low', text: 'the ownership is unknown' },
};

function percent(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n =
    typeof value === 'number'
      ? value
      : Number(
          String(value)
            .replace(/[%\s,]/g, '')
            .replace(/^>/, ''),
        );
  return Number.isFinite(n) ? n : null;
}

function sameEntity(a: string, b: string): boolean {
  const first = (s: string) => nameCues(s).words.map((w) => w.toLowerCase());
  const x = first(a);
  const y = first(b);
  return x.length > 0 && y.length > 0 && x[0] === y[0];
}

export function checkOwnershipColumns(input: ReviewInput): ReviewFlag | null {
  const attrs = input.company.attributes ?? {};
  const evidence: FlagEvidence[] = [];
  const severities: FlagSeverity[] = [];
  const reasons: string[] = [];
  const raw = attrs.independence_indicator;
  const letter = independenceLetter(typeof raw === 'string' ? raw : raw === null || raw === undefined ? null : String(raw));
  if (letter) {
    const info = INDICATOR_TEXT[letter];
    if (info?.severity) {
      severities.push(info.severity);
      evidence.push(dataEvidence('BvD Independence Indicator', String(raw).trim()));
      reasons.push(`the BvD independence indicator is ${String(raw).trim()}: ${info.text}`);
    }
  }
  const pct = percent(attrs.shareholder_total_pct);
  if (pct !== null && pct > 25) {
    severities.push(pct > 50 ? 'high' : 'medium');
    evidence.push(dataEvidence('Shareholder - Total %', `${pct} %`));
    reasons.push(`a shareholder holds ${pct} %`);
  }
  const guo = typeof attrs.guo_name === 'string' ? attrs.guo_name.trim() : '';
  if (guo && !/^(n\.?a\.?|-|none)$/i.test(guo) && !sameEntity(guo, input.company.name)) {
    severities.push(letter === 'A' ? 'low' : 'medium');
    evidence.push(dataEvidence('GUO - Name', guo));
    reasons.push(`its global ultimate owner is ${guo}`);
  }
  if (evidence.length === 0) return null;
  const severity = maxSeverity(severities);
  return flag(
    'independence',
    severity,
    `The company may not be independent: ${reasons.join('; ')}.`,
    evidence,
    severity === 'high'
      ? 'Reject as not independent, unless the controlling shareholder is a financial investor without transactions with the company (document why).'
      : severity === 'medium'
        ? 'Check the shareholder and any transactions with it; reject as not independent if it can influence prices.'
        : 'Look up the ownership (annual report, register) before relying on the company.',
  );
}

const LINK =
  /\b(?:(?:is|are|remains|became|has become|will be|operates as)\s+)?(?:a|an|the)?\s*(?:(?:wholly|majority|partly|jointly|fully)[- ]owned\s+|principal\s+|indirect\s+|direct\s+|operating\s+|leading\s+)?subsidiary of\s+|\b(?:is|are|remains)\s+(?:a\s+)?(?:part|member) of (?:the\s+)?(?=[A-Z])|\b(?:majority|wholly|jointly)[- ]owned by\s+|\b(?:is|are)\s+(?:(?:owned|controlled)(?:\s+and\s+controlled)?|majority[- ]owned)\s+by\s+|\bcontrolled by\s+/gi;
const PAST =
  /\b(was|were|had been|formerly|previously|until|prior to|between|from \d{4} to|originally|used to|spin-?off|spun off|divested)\b/i;
const SUBJECT = /\b(?:it|we|the company|the group|our company)\s*$/i;

function linkInSentence(s: SourceSentence, name: string): { severity: FlagSeverity; pending: boolean } | null {
  LINK.lastIndex = 0;
  for (const m of s.text.matchAll(LINK)) {
    // The subject is the text right before the link, after the last comma or semicolon.
    const subject = s.text.slice(0, m.index).split(/[;:,]/).pop() ?? '';
    if (PAST.test(subject) || PAST.test(m[0])) continue;
    // The company is the parent ("X is a subsidiary of <the company>"): not a concern, unless the
    // parent is the company's own holding or group.
    const parent = s.text.slice(m.index + m[0].length, m.index + m[0].length + 80).split(/[,;.(]/)[0] ?? '';
    if (mentionsCompany(parent, name) && !/\b(holding|holdings|group|parent)\b/i.test(parent)) continue;
    if (!SUBJECT.test(subject) && !mentionsCompany(subject, name)) continue;
    if (/\b(unless|if|whether|any)\b/i.test(subject)) continue;
    // The other party is named ("Microsoft", "the Murdoch family", "the RWE Group"), not generic
    // ("a holding company"); group membership names a group ("member of several committees" is not).
    const named = parent.replace(/^\s*(?:the|a|an)\s+/i, '').trimStart();
    if (!/^[A-Z0-9]/.test(named)) continue;
    if (/\b(?:part|member) of\b/i.test(m[0]) && !/\bgroup\b/i.test(parent)) continue;
    return { severity: 'high', pending: /will be/i.test(m[0]) };
  }
  return null;
}

export function checkRelatedParties(input: ReviewInput): ReviewFlag | null {
  const found: SourceSentence[] = [];
  let pending = false;
  for (const source of input.sources) {
    for (const s of sentencesOf(source)) {
      const link = linkInSentence(s, input.company.name);
      if (!link) continue;
      pending ||= link.pending;
      if (!found.some((f) => f.text === s.text)) found.push(s);
    }
  }
  if (found.length === 0) return null;
  return flag(
    'related_party',
    'high',
    pending
      ? 'The sources say the company is being taken over and will become part of a group: it will not be independent.'
      : 'The sources describe the company as owned or controlled by another party (group membership or a controlling shareholder).',
    found.slice(0, 3).map(quoteEvidence),
    pending
      ? 'Check the completion date of the takeover; reject as not independent for the years after it, or drop those years.'
      : 'Reject as not independent unless the link is outside the years tested; record the shareholder in the reason.',
  );
}

export const _test = { linkInSentence, escapeRe };
