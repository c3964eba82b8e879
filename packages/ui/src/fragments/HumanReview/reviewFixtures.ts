// Story data for Human Review: companies in each review state and a flag of every kind, built
// from the contract's fixture factories so they stay shaped like the API.
import type { Company, ReviewFlag, ReviewFlagKind } from '@quartile/api';
import { dataEvidence, fixtureId, makeCompanies, makeReviewFlag, quoteEvidence } from '@quartile/api/mocks';

const src = fixtureId('source', 1);
const url = 'https://www.nordhavn-supply.example/about';

export const FLAGS: Readonly<Record<ReviewFlagKind, ReviewFlag>> = {
  citation_unverified: makeReviewFlag({
    id: 'citation_unverified:0a1b2c3d4e5f',
    kind: 'citation_unverified',
    severity: 'high',
    message: 'A quote does not appear verbatim in the stored source "https://www.nordhavn-supply.example/about".',
    evidence: [quoteEvidence(src, url, 'We manufacture pump housings in Aarhus.', 'About us, paragraph 1 (not found)')],
    suggested_action: 'Do not rely on these quotes: open the source, check what it says, and re-run the analysis or decide by hand.',
  }),
  source_changed: makeReviewFlag({
    id: 'source_changed:1a2b3c4d5e6f',
    kind: 'source_changed',
    severity: 'high',
    message:
      '"https://www.nordhavn-supply.example/about" was read again on 2025-06-01 and its content changed since the analysis cited it.',
    evidence: [
      dataEvidence('Source', url),
      dataEvidence('Fingerprint cited', 'a3f1c0d9e8b7a6f5'),
      dataEvidence('Fingerprint now', '9c8b7a6f5e4d3c2b'),
    ],
    suggested_action: 'Re-run the analysis on the current source and confirm the decision again.',
  }),
  source_unreachable: makeReviewFlag({
    id: 'source_unreachable:2a3b4c5d6e7f',
    kind: 'source_unreachable',
    severity: 'medium',
    message: "The company's website could not be read (URL Not Found); the decision rests on the other sources only.",
    evidence: [dataEvidence('Website', 'https://www.adriatic-valve.example'), dataEvidence('Issue', 'URL Not Found')],
    suggested_action: 'Correct the website or validate it by hand, or add the annual report, then re-run the analysis.',
  }),
  source_stale: makeReviewFlag({
    id: 'source_stale:3a4b5c6d7e8f',
    kind: 'source_stale',
    severity: 'low',
    message: '"annual-report-2022.pdf" was read 2 years ago; the business may have changed since.',
    evidence: [dataEvidence('Source', 'annual-report-2022.pdf'), dataEvidence('Read on', '2023-03-14')],
    suggested_action: 'Gather the sources again (web search) and re-run the analysis for this company.',
  }),
  diversified_offerings: makeReviewFlag({
    id: 'diversified_offerings:4a5b6c7d8e9f',
    kind: 'diversified_offerings',
    severity: 'high',
    message: 'The company reports 4 segments: its results mix activities that are not comparable to one tested function.',
    evidence: [
      quoteEvidence(
        src,
        'annual-report-2023.pdf',
        'We operate in four reportable segments: Pumps, Valves, Marine Services and Property.',
        'page 4',
      ),
    ],
    suggested_action:
      'Check the segment reporting in the annual report; keep the company only if the comparable activity dominates, otherwise reject it as diversified.',
  }),
  segment_mismatch: makeReviewFlag({
    id: 'segment_mismatch:5a6b7c8d9e0f',
    kind: 'segment_mismatch',
    severity: 'high',
    message:
      'The accepted activity may be a minor segment: the Distribution segment, which matches "wholesale distribution of pumps", is 14 % of revenue.',
    evidence: [
      quoteEvidence(src, 'annual-report-2023.pdf', 'Distribution segment revenues represented 14% of total revenue in 2023.', 'page 11'),
    ],
    suggested_action:
      'Check the segment information in the annual report: accept only if the comparable activity is the main source of revenue and profit; otherwise reject for segment mismatch.',
  }),
  business_model_shift: makeReviewFlag(),
  independence: makeReviewFlag({
    id: 'independence:6a7b8c9d0e1f',
    kind: 'independence',
    severity: 'high',
    message:
      'The company may not be independent: the BvD independence indicator is D: a shareholder holds more than 50 % directly; its global ultimate owner is Grundvik Holding A/S.',
    evidence: [dataEvidence('BvD Independence Indicator', 'D'), dataEvidence('GUO - Name', 'Grundvik Holding A/S')],
    suggested_action:
      'Reject as not independent, unless the controlling shareholder is a financial investor without transactions with the company (document why).',
  }),
  related_party: makeReviewFlag({
    id: 'related_party:7a8b9c0d1e2f',
    kind: 'related_party',
    severity: 'high',
    message: 'The sources describe the company as owned or controlled by another party (group membership or a controlling shareholder).',
    evidence: [
      quoteEvidence(src, url, 'Baltic Hydro Parts is a wholly owned subsidiary of Nordic Flow Group AB.', 'About us, paragraph 2'),
    ],
    suggested_action: 'Reject as not independent unless the link is outside the years tested; record the shareholder in the reason.',
  }),
  user_action: makeReviewFlag({
    id: 'user_action:8a9b0c1d2e3f',
    kind: 'user_action',
    severity: 'high',
    message: 'Accepted by Anna Lindqvist although the sources meet the reject criterion "manufacturing as the core business function".',
    evidence: [
      quoteEvidence(
        src,
        url,
        'Designs and manufactures centrifugal pump housings; sells to distributors across the DACH region.',
        'About us, paragraph 1',
      ),
    ],
    suggested_action: 'Re-read the cited passages: reject the company, or record why the activity does not apply.',
  }),
};

export const withFlags = (company: Company, ...kinds: ReviewFlagKind[]): Company => ({
  ...company,
  review_flags: kinds.map((k) => FLAGS[k]),
});

/** The default benchmark's companies, a few of them flagged. */
export function reviewCompanies(): Company[] {
  const flagged: Record<number, ReviewFlagKind[]> = { 0: ['segment_mismatch'], 8: ['related_party', 'independence'], 11: ['source_stale'] };
  return makeCompanies().map((c, i) => (flagged[i] ? withFlags(c, ...flagged[i]) : c));
}

/** makeCompany(n) of the states Human Review shows (see makeCompanies). */
export const FIXTURE = {
  accepted: 1,
  rejected: 2,
  dataCollected: 4,
  conflict: 9,
  refrained: 10,
  confirmation: 11,
  acceptedLater: 12,
} as const;
