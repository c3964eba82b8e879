import type { ReviewFlagKind } from '@quartile/api';
import { REVIEW_FLAG_LABELS } from '@quartile/domain';
import { fixtureId, makeAnalysis, makeCitation, makeCompany, makeDatabaseFieldCompany, makeLearnedFrom, makeDatabaseRecordDocument, makeSourceDocument } from '@quartile/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CompanyReviewPanel } from './CompanyReviewPanel.tsx';
import { FIXTURE, FLAGS, withFlags } from './reviewFixtures.ts';

const meta = {
  title: 'Fragments/Review/CompanyReviewPanel',
  component: CompanyReviewPanel,
  args: {
    company: makeCompany(1),
    onShowPassage: fn(),
    onClosePassage: fn(),
    onDecide: fn(async () => undefined),
    onSaveSummary: fn(async () => undefined),
    onDismissFlag: fn(async () => undefined),
    onDownloadEvidence: fn(),
  },
} satisfies Meta<typeof CompanyReviewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted using criteria: the decision, function, tags, reasoning and a citation to open. */
export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Nordhavn Industrial Supply A/S' })).toBeVisible();
    const research = canvas.getByRole('region', { name: 'Research Analyst' });
    await expect(research).toHaveTextContent('86 % confidence');
    await expect(research).toHaveTextContent('full-fledged distributor');
    await expect(research).toHaveTextContent('wholesale & distribution');
    // Nothing taught this analysis: the decision rests on the criteria.
    await expect(within(research).getByText('Basis').nextElementSibling).toHaveTextContent(/^Criteria$/);
    await userEvent.click(within(research).getByRole('button', { name: /^Show in source:/ }));
    await expect(args.onShowPassage).toHaveBeenCalledWith(expect.any(String), expect.stringContaining('Wholesale distributor of pumps'));
    await expect(canvas.getByRole('region', { name: 'Review Analyst' })).toHaveTextContent('No flags');
    await userEvent.click(canvas.getByRole('button', { name: 'Evidence report' }));
    await expect(args.onDownloadEvidence).toHaveBeenCalled();
  },
};

/** A person rejects with a reason from the taxonomy and a sentence. */
/** A decision the benchmark pass changed: the reviewer reads that no person decided the companies it leaned on. */
export const ComparedWithClearCases: Story = {
  args: {
    company: (() => {
      const c = makeCompany(1);
      return {
        ...c,
        analysis: {
          ...c.analysis!,
          learned: makeLearnedFrom({ neighbours: [{ id: fixtureId('company', 421), name: 'Baltic Bearings Oy', decision: 'accept', similarity: 0.31 }] }),
        },
      };
    })(),
  },
  play: async ({ canvas }) => {
    const research = within(canvas.getByRole('region', { name: 'Research Analyst' }));
    await expect(research.getByText('Basis').nextElementSibling).toHaveTextContent("Compared with the list's 24 clearest cases, which changed it (criteria alone: Reject, 58 %)");
    await expect(canvas.queryByText(/reviewer decision/)).toBeNull();
  },
};

export const DecideReject: Story = {
  args: { company: makeCompany(4) },
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Human decision' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Reject' }));
    await userEvent.click(within(form).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Different functions' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reasoning' }), 'Assembles its own pump kits.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      decision: 'reject',
      reason_code: 'different_functions',
      reason: 'Assembles its own pump kits.',
    });
  },
};

/** An Accept or Reject needs a reason from the list or a sentence; "Other" needs the sentence: the form says so and sends nothing. */
export const ReasonRequired: Story = {
  args: { company: makeCompany(4) },
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Human decision' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Choose Accept, Reject or Refrain.');
    await userEvent.click(within(form).getByRole('radio', { name: 'Accept' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent(
      'Give a reason for the decision: choose one from the list or write a sentence an auditor can read.',
    );
    await userEvent.click(within(form).getByRole('radio', { name: 'Reject' }));
    await userEvent.click(within(form).getByRole('button', { name: /Reason/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Other' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('Describe the reason when you choose "Other".');
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** Decision Conflict: the two decisions side by side; only Accept or Reject can resolve it. */
export const Conflict: Story = {
  args: { company: makeCompany(FIXTURE.conflict) },
  play: async ({ canvas, args, userEvent }) => {
    const conflict = canvas.getByRole('alert');
    await expect(conflict).toHaveTextContent('Decision conflict');
    await expect(conflict).toHaveTextContent('Automated (criteria)Reject');
    await expect(conflict).toHaveTextContent('HumanAccept · Anna Lindqvist');
    const form = canvas.getByRole('form', { name: 'Human decision' });
    await expect(within(form).getByRole('radio', { name: 'Refrain' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('radio', { name: 'Accept' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reasoning' }), 'Distributes pumps it buys in.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save decision' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ decision: 'accept', reason_code: null, reason: 'Distributes pumps it buys in.' });
  },
};

/** Analysed against older criteria: marked outdated. */
export const Outdated: Story = {
  args: { company: { ...makeCompany(FIXTURE.acceptedLater), outdated_criteria: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Outdated criteria')).toBeVisible();
  },
};

/** The analyst refrained and the Review Analyst flagged a business model shift. */
export const Refrained: Story = {
  args: { company: makeCompany(FIXTURE.refrained) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Research Analyst' })).toHaveTextContent('Refrain');
    const review = canvas.getByRole('region', { name: 'Review Analyst' });
    await expect(review).toHaveTextContent('suggests Refrain');
    await expect(within(review).getByRole('listitem', { name: 'Business model shift' })).toHaveTextContent('Revenue 2022 → 2023');
  },
};

function flaggedStory(kind: ReviewFlagKind): Story {
  return {
    args: { company: withFlags(makeCompany(1), kind) },
    play: async ({ canvas, args, userEvent }) => {
      const flag = canvas.getByRole('listitem', { name: REVIEW_FLAG_LABELS[kind] });
      await expect(flag).toHaveTextContent(FLAGS[kind].message);
      await expect(flag).toHaveTextContent(`Suggested action: ${FLAGS[kind].suggested_action}`);
      const quote = FLAGS[kind].evidence.find((e) => e.type === 'quote');
      if (quote) {
        await userEvent.click(within(flag).getByRole('button', { name: /^Show in source/ }));
        await expect(args.onShowPassage).toHaveBeenCalledWith(quote.source_id, quote.quote);
      }
    },
  };
}

export const FlaggedDiversified = flaggedStory('diversified_offerings');
export const FlaggedSegmentMismatch = flaggedStory('segment_mismatch');
export const FlaggedBusinessModelShift = flaggedStory('business_model_shift');
export const FlaggedIndependence = flaggedStory('independence');
export const FlaggedRelatedParty = flaggedStory('related_party');
export const FlaggedCitationUnverified = flaggedStory('citation_unverified');
export const FlaggedSourceChanged = flaggedStory('source_changed');
export const FlaggedSourceUnreachable = flaggedStory('source_unreachable');
export const FlaggedStaleSource = flaggedStory('source_stale');
export const FlaggedDecisionCheck = flaggedStory('user_action');

/** A flag is dismissed with a note; an empty note is refused. */
export const DismissFlag: Story = {
  args: { company: withFlags(makeCompany(1), 'related_party') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss flag: Related-party link' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss flag' }));
    await expect(canvas.getByText('Say why the flag does not change the decision.')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Why does this flag not change the decision?' }),
      'Group exited in 2019, before the years tested.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss flag' }));
    await expect(args.onDismissFlag).toHaveBeenCalledWith(FLAGS.related_party, 'Group exited in 2019, before the years tested.');
  },
};

/** A dismissed flag shows who dismissed it and why. */
export const DismissedFlag: Story = {
  args: {
    company: {
      ...makeCompany(1),
      review_flags: [
        {
          ...FLAGS.source_stale,
          dismissal: {
            by: { id: 'u', name: 'Anna Lindqvist' },
            at: '2025-06-02T09:00:00.000Z',
            note: 'The 2022 report is the latest filed.',
          },
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dismissed by Anna Lindqvist on 2 Jun 2025: The 2022 report is the latest filed.')).toBeVisible();
    await expect(canvas.getByText('Every flag was dismissed with a note.')).toBeVisible();
  },
};

/** The cited passage highlighted in its source, with the text around it; then the whole source. */
export const PassageInContext: Story = {
  args: {
    passage: {
      sourceId: 's1',
      quote: 'Wholesale distributor of pumps, valves and fluid-handling spare parts to Danish OEMs.',
      state: 'ready',
      document: makeSourceDocument(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    const viewer = canvas.getByRole('region', { name: /^Source:/ });
    await expect(within(viewer).getByLabelText('Cited passage in context')).toHaveTextContent('About us');
    await expect(viewer.querySelector('mark')).toHaveTextContent(
      'Wholesale distributor of pumps, valves and fluid-handling spare parts to Danish OEMs.',
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Show the whole source' }));
    await expect(within(viewer).getByLabelText('Whole source text')).toHaveTextContent('we do not manufacture');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close source' }));
    await expect(args.onClosePassage).toHaveBeenCalled();
  },
};

/**
 * A company whose own sources do not describe its activity, accepted on its database field (ADR
 * 0031): the citation quotes the field's line of the stored database record, named as such, and
 * opens highlighted in it like any other citation.
 */
export const DatabaseFieldCitation: Story = {
  args: {
    company: makeDatabaseFieldCompany(),
    passage: { sourceId: makeDatabaseRecordDocument().id, quote: 'US SIC: 3561', state: 'ready', document: makeDatabaseRecordDocument() },
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const research = canvas.getByRole('region', { name: 'Research Analyst' });
    await expect(research).toHaveTextContent('per the database field US SIC 3561 (Pumps and Pumping Equipment)');
    await expect(research).toHaveTextContent("the company's own sources do not describe its activity");
    // The quote with where it comes from: the database record and the field it quotes.
    const cited = within(research).getAllByRole('button', { name: /^Show in source: “US SIC: 3561”/ });
    await expect(cited[0]).toHaveTextContent('Database record · US SIC');
    await userEvent.click(cited[0]!);
    await expect(args.onShowPassage).toHaveBeenCalledWith(makeDatabaseRecordDocument().id, 'US SIC: 3561');
    // The stored sources name it by what it holds and its kind.
    const sources = canvas.getByRole('region', { name: 'Sources' });
    await expect(sources).toHaveTextContent('Activity fields of the uploaded file');
    await expect(sources).toHaveTextContent('Database record');
    // The record opened: its kind, the field's line highlighted among the record's lines.
    const viewer = canvas.getByRole('region', { name: 'Source: Activity fields of the uploaded file' });
    await expect(viewer).toHaveTextContent('Database record');
    await expect(viewer.querySelector('mark')).toHaveTextContent('US SIC: 3561');
    await expect(within(viewer).getByLabelText('Cited passage in context')).toHaveTextContent('NACE Rev. 2 core code: 2813');
    // No raw kind anywhere a person reads.
    await expect(canvasElement).not.toHaveTextContent('database_record');
  },
};

/** The uploaded trade description as a stored source (kind database_description, stored location "description"). */
function descriptionCompany() {
  const text = 'Nordhavn Industrial Supply A/S is a wholesale distributor of pumps, valves and spare parts; it does not manufacture.';
  const document = makeSourceDocument({ id: fixtureId('source', 91), kind: 'database_description', location: 'description', url: null, title: null, text });
  const accepted = makeCitation({ source_id: document.id, source: 'description', url: null, quote: 'a wholesale distributor of pumps, valves and spare parts', location: 'description' });
  const notMaking = makeCitation({ source_id: document.id, source: 'description', url: null, quote: 'it does not manufacture', location: 'description' });
  const company = makeCompany(1, {
    website: null,
    database_description: text,
    analysis: makeAnalysis('Accepted using Criteria', accepted, false, {
      criteria: [
        { criterion: 'wholesale distribution of industrial machinery, pumps or components to original equipment manufacturers', type: 'accept', decision: 'accept', citations: [accepted] },
        { criterion: 'manufacturing as the core business function', type: 'reject', decision: 'refrain', citations: [notMaking] },
      ],
      citations: [accepted, notMaking],
    }),
    sources: [{ id: document.id, kind: 'database_description', url: null, title: null, fetched_at: document.retrieved_at, location: 'description' }],
  });
  return { company, document, quote: accepted.quote };
}

const described = descriptionCompany();

/**
 * A citation of the company's database description (new-user trial, 2026-11-27): named as a person
 * expects ("Database description", the source "Trade description of the uploaded file"), never the
 * stored name "description"; and the criterion rows aligned: every criterion starts at one place,
 * its verdict under it (a phone) or at the row's end, never wrapping under the badge.
 */
export const DatabaseDescriptionCitation: Story = {
  tags: ['screenshot'],
  parameters: { screenshotWidths: [390] },
  // A phone's width of content (390 px less the page's padding), whatever the runner's viewport.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    company: described.company,
    passage: { sourceId: described.document.id, quote: described.quote, state: 'ready', document: described.document },
  },
  play: async ({ canvas, canvasElement }) => {
    const research = canvas.getByRole('region', { name: 'Research Analyst' });
    const cited = within(research).getAllByRole('button', { name: /^Show in source: “a wholesale distributor/ });
    // Where the quote comes from, exactly: not the stored name "description".
    await expect(within(cited[0]!).getByText('Database description', { exact: true })).toBeVisible();
    const sources = canvas.getByRole('region', { name: 'Sources' });
    await expect(sources).toHaveTextContent('Trade description of the uploaded file');
    await expect(sources).toHaveTextContent('Database description');
    const viewer = canvas.getByRole('region', { name: 'Source: Trade description of the uploaded file' });
    await expect(viewer.querySelector('mark')).toHaveTextContent(described.quote);
    // Every row's criterion starts at one place, and wraps under itself (not under the badge).
    const rows = [...within(research).getByRole('list', { name: 'Criteria' }).querySelectorAll(':scope > li > div')];
    await expect(rows).toHaveLength(2);
    const texts = rows.map((r) => r.children[1]!.getBoundingClientRect());
    const badges = rows.map((r) => r.children[0]!.getBoundingClientRect());
    await expect(Math.abs(texts[0]!.left - texts[1]!.left)).toBeLessThan(1);
    for (const [i, text] of texts.entries()) await expect(text.left).toBeGreaterThan(badges[i]!.right);
    // The verdict is under the criterion or at the row's end, never under the badge.
    for (const r of rows) await expect(r.children[2]!.getBoundingClientRect().left).toBeGreaterThan(r.children[0]!.getBoundingClientRect().right);
    await expect(canvasElement).not.toHaveTextContent('database_description');
  },
};

/** A quote that is not in the stored source is said plainly. */
export const PassageNotFound: Story = {
  args: { passage: { sourceId: 's1', quote: 'We manufacture pump housings in Aarhus.', state: 'ready', document: makeSourceDocument() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The cited passage is not in this stored source.')).toBeVisible();
  },
};

export const PassageLoading: Story = {
  args: { passage: { sourceId: 's1', quote: 'x', state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading source');
  },
};

export const PassageServerError: Story = {
  args: { passage: { sourceId: 's1', quote: 'x', state: 'error' }, onRetryPassage: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Failed to fetch data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry/ }));
    await expect(args.onRetryPassage).toHaveBeenCalled();
  },
};

/** A colleague changed the company: the panel says so above the latest version. */
export const ChangedByColleague: Story = {
  args: { notice: 'Jonas Berg changed this company a moment ago; you are seeing their change.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Jonas Berg changed this company a moment ago');
  },
};
