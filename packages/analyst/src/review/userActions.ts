/**
 * Reviews the person's decision against the evidence, with a suggestion each time:
 * - an accept that contradicts cited evidence of a reject criterion (e.g. manufacturing), or the
 *   Review Analyst's own high-severity flags (not independent, diversified, ...);
 * - a reject without a reason (an auditor will ask why), and an override of a confident automated
 *   accept whose reason does not say why;
 * - a decision made on a stale source, or before the sources were refreshed;
 * - an accept with no evidence cited at all.
 */
import { dataEvidence, flag } from './flag.ts';
import type { FlagEvidence, ReviewFlag, ReviewInput } from './types.ts';

const DAY = 86_400_000;

export function checkUserActions(input: ReviewInput, otherFlags: readonly ReviewFlag[]): ReviewFlag[] {
  const human = input.human;
  if (!human || human.decision === 'refrain') return [];
  const flags: ReviewFlag[] = [];
  const result = input.analysis?.result;
  const who = human.decided_by ? ` by ${human.decided_by}` : '';
  const hasReason = Boolean(human.reason_code || human.reason?.trim());

  if (human.decision === 'accept') {
    const contradicting = (result?.criteria ?? []).filter((c) => c.type === 'reject' && c.decision === 'reject' && c.citations.length > 0);
    if (contradicting.length > 0) {
      const evidence: FlagEvidence[] = contradicting.flatMap((c) =>
        c.citations
          .slice(0, 2)
          .map((q) => ({ type: 'quote' as const, source_id: q.source_id, source: q.source, quote: q.quote, location: q.location })),
      );
      flags.push(
        flag(
          'user_action',
          hasReason ? 'medium' : 'high',
          `Accepted${who} although the sources meet the reject criterion ${contradicting.map((c) => `"${c.criterion}"`).join(', ')}.`,
          evidence.slice(0, 4),
          hasReason
            ? 'Make sure the reason explains why the cited activity does not apply (e.g. it is historical or minor).'
            : 'Re-read the cited passages: reject the company, or record why the activity does not apply.',
        ),
      );
    }
    const blocking = otherFlags.filter(
      (f) =>
        f.severity === 'high' &&
        ['independence', 'related_party', 'diversified_offerings', 'segment_mismatch', 'business_model_shift'].includes(f.kind),
    );
    if (blocking.length > 0) {
      flags.push(
        flag(
          'user_action',
          'high',
          `Accepted${who} despite ${blocking.length === 1 ? 'a high-severity flag' : `${blocking.length} high-severity flags`}: ${blocking.map((f) => f.message.replace(/\.$/, '')).join('; ')}.`,
          blocking.flatMap((f) => f.evidence.slice(0, 1)),
          'Resolve the flags first: reject the company, or record in the reason why each risk does not apply.',
        ),
      );
    }
    if (result && result.citations.length === 0 && contradicting.length === 0) {
      flags.push(
        flag(
          'user_action',
          'medium',
          `Accepted${who} without any cited evidence: the analysis found nothing in the sources that supports the accept criteria.`,
          [dataEvidence('Automated decision', result.decision), dataEvidence('Citations', '0')],
          'Add a source that shows the comparable activity (annual report, website), re-run the analysis, or explain the accept in the reason.',
        ),
      );
    }
  }

  if (human.decision === 'reject') {
    if (!hasReason) {
      flags.push(
        flag(
          'user_action',
          'medium',
          `Rejected${who} without a reason: the accept/reject matrix will show no justification for this company.`,
          [dataEvidence('Reason', 'none')],
          'Choose a reason from the reject taxonomy (e.g. different functions, not independent) and add a sentence.',
        ),
      );
    } else if (result?.decision === 'accept' && result.confidence >= 0.7 && !human.reason?.trim()) {
      flags.push(
        flag(
          'user_action',
          'low',
          `Rejected${who} against an automated accept with ${Math.round(result.confidence * 100)} % confidence, with a reason code but no explanation.`,
          [
            dataEvidence('Automated decision', `accept (${Math.round(result.confidence * 100)} %)`),
            dataEvidence('Reason', human.reason_code ?? '—'),
          ],
          'Add a sentence saying what the analysis missed, with the passage that shows it.',
        ),
      );
    }
  }

  // Decision made on a stale source, or before the sources were refreshed.
  const decidedAt = Date.parse(human.decided_at);
  if (Number.isFinite(decidedAt)) {
    const cited = new Set([...(result?.citations ?? []), ...(result?.criteria ?? []).flatMap((c) => c.citations)].map((c) => c.source_id));
    const staleAfter = (input.staleAfterDays ?? 540) * DAY;
    for (const source of input.sources) {
      const read = Date.parse(source.retrieved_at);
      if (!Number.isFinite(read)) continue;
      if (read > decidedAt) {
        flags.push(
          flag(
            'user_action',
            'medium',
            `The decision${who} was made on ${human.decided_at.slice(0, 10)}, before "${source.location}" was read again on ${source.retrieved_at.slice(0, 10)}.`,
            [
              dataEvidence('Decided on', human.decided_at.slice(0, 10)),
              dataEvidence(`${source.location} read on`, source.retrieved_at.slice(0, 10)),
            ],
            'Re-read the current source and confirm or change the decision.',
          ),
        );
      } else if (cited.has(source.id) && decidedAt - read > staleAfter) {
        flags.push(
          flag(
            'user_action',
            'medium',
            `The decision${who} rests on "${source.location}", which was already ${Math.round((decidedAt - read) / DAY / 30.4)} months old when the decision was made.`,
            [
              dataEvidence('Decided on', human.decided_at.slice(0, 10)),
              dataEvidence(`${source.location} read on`, source.retrieved_at.slice(0, 10)),
            ],
            'Gather the sources again and confirm the decision on current information.',
          ),
        );
      }
    }
  }
  return flags;
}
