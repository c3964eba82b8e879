/**
 * Sources and citations: each quote the analysis relies on must still be present verbatim in the
 * stored source it names, and that source must still be the one that was cited (its content hash
 * unchanged since the analysis, and the stored text still matching its own hash). Sources that
 * could not be reached, or were read long before the decision, are flagged too.
 */
import { findQuote } from '../analysis/verify.ts';
import { sha256 } from '../sources/source.ts';
import type { Citation, Source } from '../types.ts';
import { dataEvidence, flag } from './flag.ts';
import type { FlagEvidence, ReviewFlag, ReviewInput } from './types.ts';

const DAY = 86_400_000;

/** Every citation of the analysis once (overall and per criterion). */
export function allCitations(input: ReviewInput): Citation[] {
  const result = input.analysis?.result;
  if (!result) return [];
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of [...result.citations, ...result.criteria.flatMap((k) => k.citations)]) {
    const key = `${c.source_id}\n${c.quote}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(c);
  }
  return out;
}

const citedQuote = (c: Citation, location = c.location): FlagEvidence => ({
  type: 'quote',
  source_id: c.source_id,
  source: c.source,
  quote: c.quote,
  location,
});

export function checkCitations(input: ReviewInput): { flags: ReviewFlag[]; checked: number; verified: number } {
  const citations = allCitations(input);
  const byId = new Map(input.sources.map((s) => [s.id, s]));
  const hashes = input.analysis?.source_hashes ?? {};
  const flags: ReviewFlag[] = [];
  let verified = 0;
  const missing: Citation[] = [];
  const notFound = new Map<string, Citation[]>();
  const changed = new Map<string, { source: Source; reason: 'replaced' | 'altered' | 'newer' }>();
  for (const c of citations) {
    const source = byId.get(c.source_id);
    if (!source) {
      missing.push(c);
      continue;
    }
    const cited = hashes[source.id];
    const altered = sha256(source.text) !== source.content_hash;
    const newer = input.newerVersions?.[source.id];
    if (
      altered ||
      (cited !== undefined && cited !== source.content_hash) ||
      (newer !== undefined && newer.content_hash !== source.content_hash)
    ) {
      changed.set(source.id, { source, reason: altered ? 'altered' : newer ? 'newer' : 'replaced' });
    }
    if (findQuote(source, c.quote) < 0) {
      notFound.set(source.id, [...(notFound.get(source.id) ?? []), c]);
      continue;
    }
    if (!changed.has(source.id)) verified++;
  }
  if (missing.length > 0) {
    flags.push(
      flag(
        'citation_unverified',
        'high',
        `${missing.length === 1 ? 'A cited source is' : `${missing.length} cited sources are`} no longer stored, so ${missing.length === 1 ? 'its quote' : 'their quotes'} cannot be checked.`,
        missing.map((c) => citedQuote(c)),
        'Re-run the analysis so that the decision rests on stored sources, or decide by hand with your own reason.',
      ),
    );
  }
  for (const [sourceId, list] of notFound) {
    const source = byId.get(sourceId) as Source;
    flags.push(
      flag(
        'citation_unverified',
        'high',
        `${list.length === 1 ? 'A quote does' : `${list.length} quotes do`} not appear verbatim in the stored source "${source.location}".`,
        list.map((c) => citedQuote(c, `${c.location} (not found)`)),
        'Do not rely on these quotes: open the source, check what it says, and re-run the analysis or decide by hand.',
      ),
    );
  }
  for (const { source, reason } of changed.values()) {
    flags.push(
      flag(
        'source_changed',
        'high',
        reason === 'altered'
          ? `The stored text of "${source.location}" no longer matches its fingerprint: it was altered after it was stored.`
          : reason === 'newer'
            ? `"${source.location}" was read again on ${input.newerVersions?.[source.id]?.retrieved_at.slice(0, 10)} and its content changed since the analysis cited it.`
            : `"${source.location}" is not the version the analysis cited: its content changed since the decision was made.`,
        [
          dataEvidence('Source', source.location),
          dataEvidence('Fingerprint cited', (reason === 'newer' ? source.content_hash : hashes[source.id])?.slice(0, 16) ?? '—'),
          dataEvidence(
            'Fingerprint now',
            (reason === 'newer' ? input.newerVersions?.[source.id]?.content_hash : source.content_hash)?.slice(0, 16) ?? '—',
          ),
        ],
        'Re-run the analysis on the current source and confirm the decision again.',
      ),
    );
  }
  return { flags, checked: citations.length, verified };
}

const ageInDays = (from: string, to: Date): number => Math.floor((to.getTime() - Date.parse(from)) / DAY);

function monthsLabel(days: number): string {
  const months = Math.round(days / 30.4);
  return months >= 24 ? `${Math.round(months / 12)} years` : `${months} months`;
}

export function checkSources(input: ReviewInput, now: Date): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const staleAfter = input.staleAfterDays ?? 540;
  const cited = new Set(allCitations(input).map((c) => c.source_id));
  const byId = new Map(input.sources.map((s) => [s.id, s]));

  const unreachable = (input.sourceChecks ?? []).filter((c) => !c.reachable);
  for (const check of unreachable) {
    const source = byId.get(check.source_id);
    const label = source?.location ?? check.source_id;
    const isCited = cited.has(check.source_id);
    flags.push(
      flag(
        'source_unreachable',
        isCited ? 'medium' : 'low',
        `"${label}" could not be reached${check.issue ? ` (${check.issue})` : ''}${isCited ? '; the decision cites it' : ''}. The stored copy is kept, but it can no longer be checked at its address.`,
        [
          dataEvidence('Source', label),
          dataEvidence('Check', `${check.issue ?? 'unreachable'}${check.checked_at ? ` on ${check.checked_at.slice(0, 10)}` : ''}`),
        ],
        isCited
          ? 'Find a current source (annual report or external profile) that confirms the cited activity.'
          : 'Add another source if the decision needs one.',
      ),
    );
  }
  const hasWebsiteSource = input.sources.some((s) => s.kind === 'website');
  if (input.company.url_issue && !hasWebsiteSource) {
    flags.push(
      flag(
        'source_unreachable',
        input.sources.length === 0 ? 'high' : 'medium',
        `The company's website could not be read (${input.company.url_issue}); ${input.sources.length === 0 ? 'no source supports a decision' : 'the decision rests on the other sources only'}.`,
        [dataEvidence('Website', input.company.website ?? '—'), dataEvidence('Issue', String(input.company.url_issue))],
        'Correct the website or validate it by hand, or add the annual report, then re-run the analysis.',
      ),
    );
  }
  for (const source of input.sources) {
    const age = ageInDays(source.retrieved_at, now);
    if (!Number.isFinite(age) || age <= staleAfter) continue;
    const isCited = cited.has(source.id);
    flags.push(
      flag(
        'source_stale',
        isCited ? 'medium' : 'low',
        `"${source.location}" was read ${monthsLabel(age)} ago${isCited ? ' and the decision cites it' : ''}; the business may have changed since.`,
        [dataEvidence('Source', source.location), dataEvidence('Read on', source.retrieved_at.slice(0, 10))],
        'Gather the sources again (web search) and re-run the analysis for this company.',
      ),
    );
  }
  return flags;
}
