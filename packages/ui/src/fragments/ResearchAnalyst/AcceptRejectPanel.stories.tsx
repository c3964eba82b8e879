import { makeSourceDocument } from '@quartile/api/mocks';
import { MESSAGES } from '@quartile/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AcceptRejectPanel } from './AcceptRejectPanel.tsx';
import { analysisCompanies, benchmarkPassCompanies, codeHits, criteriaReadings, finishedJob, learnedCompanies, learnedFromUnrelatedCompanies, runningJob } from './analystFixtures.ts';

const companies = analysisCompanies();
const saved = {
  accept: ['wholesale distribution of industrial pumps'],
  reject: ['manufacturing as the core business function'],
};
const generated = {
  accept: ['wholesale distribution of pumps, valves or spare parts', 'trading of industrial components'],
  reject: ['manufacturing as the core business function', 'retail sales to consumers'],
};

const meta = {
  title: 'Fragments/ResearchAnalyst/AcceptRejectPanel',
  component: AcceptRejectPanel,
  args: {
    criteria: saved,
    testedPartyDescription: 'Nordic distributor of industrial pumps and valves; buys from group manufacturers and resells to OEMs.',
    criteriaPendingConfirmation: false,
    companies,
    run: null,
    onSaveCriteria: fn(async () => undefined),
    onGenerateCriteria: fn(async () => generated),
    onStart: fn(async () => undefined),
    onCancelRun: fn(),
    onShowCitation: fn(),
    onClosePassage: fn(),
  },
} satisfies Meta<typeof AcceptRejectPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const results = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Analysis results' }));

/** Step 1 with no criteria yet: step 2 says what comes first. */
export const NoCriteria: Story = {
  args: { criteria: { accept: [], reject: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Step 1: Criteria' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Accept if the company is involved in …' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Reject if the company is …' })).toBeVisible();
    await expect(canvas.getByText('Define and save at least one criterion in step 1 first.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start analysis' })).toBeDisabled();
  },
};

/** Every criterion removed: saving says at least one is needed, and nothing is saved. */
export const AtLeastOneCriterion: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove accept criterion 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reject criterion 1' }));
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await expect(canvas.getByText('Save the criteria first: the analysis uses the saved criteria.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.criteriaRequired);
    await expect(args.onSaveCriteria).not.toHaveBeenCalled();
  },
};

/** Criteria written by hand: add one, save. */
export const EditAndSave: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add reject criterion' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reject criterion 2' }), 'retail sales to consumers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await expect(args.onSaveCriteria).toHaveBeenCalledWith({
      accept: ['wholesale distribution of industrial pumps'],
      reject: ['manufacturing as the core business function', 'retail sales to consumers'],
    });
  },
};

/** Generate criteria from the tested party description: the draft fills in, to review and save. */
export const Generate: Story = {
  args: { criteria: { accept: [], reject: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate criteria' }));
    await expect(args.onGenerateCriteria).toHaveBeenCalledWith(args.testedPartyDescription);
    await expect(await canvas.findByText('Criteria generated from the tested party description. Review them, then save.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Accept criterion 2' })).toHaveValue('trading of industrial components');
    await expect(canvas.getByRole('textbox', { name: 'Reject criterion 2' })).toHaveValue('retail sales to consumers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await expect(args.onSaveCriteria).toHaveBeenCalledWith(generated);
  },
};

/** Generation fails (the page shows 'Failed to generate criteria'): the criteria stay as they were. */
export const GenerateFailed: Story = {
  args: { onGenerateCriteria: fn(async () => Promise.reject(new Error(MESSAGES.failedToGenerateCriteria))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate criteria' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Generate criteria' })).toBeEnabled());
    await expect(canvas.getByRole('textbox', { name: 'Accept criterion 1' })).toHaveValue(saved.accept[0]);
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
  },
};

/** After a run every company is analysed with the current criteria: step 2 says they are done, not "left out". */
export const EveryCompanyAnalysed: Story = {
  args: { companies: companies.filter((c) => c.analysis !== null && !c.outdated_criteria && c.status.endsWith('using Criteria')) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^0 companies are ready for analysis; \d+ (is|are) already analysed with the current criteria\.$/)).toBeVisible();
    await expect(canvas.queryByText(/left out/)).toBeNull();
  },
};

/** Step 2: the warning dialog lists the companies the analysis takes and those it leaves out, with why. */
export const StartWithExclusions: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('2 companies are ready for analysis; 3 are already analysed with the current criteria; 4 are left out (you see why before the run starts).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start analysis' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Start analysis' }));
    await expect(dialog.getByRole('list', { name: 'Ready companies' })).toHaveTextContent('Adriatic Valve Trading d.o.o.Vestfold Maskin AS');
    const excluded = dialog.getByRole('list', { name: 'Excluded companies' });
    await expect(excluded).toHaveTextContent('Nordhavn Industrial Supply A/SAnalysed with the current criteria');
    await expect(excluded).toHaveTextContent('Iberflux Distribución S.L.Already in a run');
    await expect(excluded).toHaveTextContent('Celtic Pump Distributors LtdSource not provided: add a website, a description or an annual report');
    await expect(excluded).toHaveTextContent('Excluded Pumps AGExcluded: Persistent losses');
    await userEvent.click(dialog.getByRole('button', { name: 'Start analysis (2 companies)' }));
    await expect(args.onStart).toHaveBeenCalledWith([companies[3]!.id, companies[4]!.id], 'ready');
  },
};

/** Issue 19: the Start dialog shows the credits the run uses against those left, and refuses a run they do not cover. */
export const StartCreditsShort: Story = {
  args: { creditsRemaining: 1 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start analysis' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Start analysis' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Uses 2 credits of 1 left.');
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Not enough credits: analysing 2 companies needs 2 credits and 1 remain. Ask your Quartile contact for more credits or choose fewer companies.',
    );
    await expect(dialog.getByRole('button', { name: 'Start analysis (2 companies)' })).toBeDisabled();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Issue 19: after a criteria change (version 2), re-run only the outdated decisions, or only the companies a person selects. */
export const RerunScopeChoice: Story = {
  args: { criteriaVersion: 2, creditsRemaining: 40 },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Start analysis' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Start analysis' }));
    await userEvent.click(dialog.getByRole('button', { name: /Companies to analyse/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Only outdated decisions' }));
    const ready = dialog.getByRole('list', { name: 'Ready companies' });
    await expect(ready).toHaveTextContent('Nordhavn Industrial Supply A/S');
    await expect(ready).not.toHaveTextContent('Vestfold Maskin AS');
    await expect(dialog.getByRole('status')).toHaveTextContent(/^Uses \d+ credits? of 40 left\.$/);

    await userEvent.click(dialog.getByRole('button', { name: /Companies to analyse/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Only the selected companies' }));
    await expect(dialog.getByText('No company is ready: see why below.')).toBeVisible();
    await userEvent.click(within(dialog.getByRole('list', { name: 'Companies to re-run' })).getByRole('checkbox', { name: /^Nordhavn Industrial Supply A\/S/ }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Uses 1 credit of 40 left.');
    await userEvent.click(dialog.getByRole('button', { name: 'Start analysis (1 company)' }));
    await expect(args.onStart).toHaveBeenCalledWith([companies[0]!.id], 'selected');
  },
};

/** A run in progress: live progress, the criteria locked, cancel. */
export const RunInProgress: Story = {
  args: { run: runningJob('analysis', { total: 9, completed: 4, failed: 1, in_progress: 2 }) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Analysis in progress' })).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByRole('status')).toHaveTextContent('5 of 9 companies done · 1 failed · 2 in progress');
    await expect(canvas.getByText('An analysis is running: the criteria can change when it has finished or is cancelled.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Accept criterion 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start analysis' })).toBeDisabled();
    await expect(results(canvasElement).getByText('Kallio Flow Solutions Oy').closest('li')!).toHaveTextContent('Analysis in Progress');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel run' }));
    await expect(args.onCancelRun).toHaveBeenCalled();
  },
};

/** A result opened: function, tags, decision per criterion and overall, confidence, reasoning, citations with source and location. */
export const Citations: Story = {
  args: { run: finishedJob('analysis', { total: 4, completed: 3, failed: 1 }) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Analysis finished with 1 failed company' })).toBeVisible();
    // Nothing learned: no word about learning above the results.
    await expect(canvas.queryByRole('note', { name: 'What the results learned from' })).toBeNull();
    const list = results(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }));
    const item = within(list.getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }).closest('li')!);
    await expect(item.getByText('91 % confidence', { selector: 'dd span' })).toBeVisible();
    await expect(item.getByText('full-fledged distributor', { selector: 'dd' })).toBeVisible();
    await expect(item.getByText('wholesale & distribution')).toBeVisible();
    const perCriterion = item.getByRole('list', { name: 'Decision per criterion' });
    await expect(perCriterion).toHaveTextContent('Accept ifwholesale distribution of industrial pumpsMet: accept');
    await expect(perCriterion).toHaveTextContent('Reject ifmanufacturing as the core business functionThe sources are silent on it');
    await expect(item.getByRole('list', { name: 'Other citations' })).toHaveTextContent(
      'Source: https://www.nordhavn-supply.example/about-us',
    );
    await userEvent.click(within(perCriterion).getByRole('button', { name: /^Show in source:/ }));
    await expect(args.onShowCitation).toHaveBeenCalledWith(companies[0], companies[0]!.analysis!.criteria[0]!.citations[0]);
    // A citation from an annual report names its page.
    await userEvent.click(list.getByRole('button', { name: 'Brightwater Components GmbH' }));
    await expect(list.getByRole('button', { name: 'Brightwater Components GmbH' }).closest('li')!).toHaveTextContent(
      'Source: annual-report-2024.pdf · page 4',
    );
  },
};

/** The cited passage open in its stored source. */
export const CitationInSource: Story = {
  args: {
    passage: {
      companyId: companies[0]!.id,
      sourceId: companies[0]!.analysis!.citations[1]!.source_id,
      quote: 'we do not manufacture',
      state: 'ready',
      document: makeSourceDocument(),
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const list = results(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }));
    const mark = canvasElement.querySelector('mark');
    await expect(mark).toHaveTextContent('we do not manufacture');
  },
};

/** Failed companies: the filter finds them and each says why. */
export const FailedCompanies: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Failed (1)' }));
    const list = results(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(list.getByRole('listitem')).toHaveTextContent('Analysis Failed');
    await userEvent.click(list.getByRole('button', { name: 'Adriatic Valve Trading d.o.o.' }));
    await expect(list.getByRole('note')).toHaveTextContent(
      'Analysis failed: The website could not be read (URL Not Found) and there is no database description or annual report.',
    );
  },
};

/** A refrained decision: the sources do not settle it; a person decides. */
export const Refrained: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'All (9)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Not analysed (5)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Refrained (1)' }));
    const list = results(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Alpenfluss Handels GmbH' }));
    await expect(list.getByText('Decision refrained: the sources do not settle accept or reject. A person decides in Human Review.')).toBeVisible();
    await expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Refrain');
  },
};

/** Decisions changed by new criteria await confirmation: no run, no criteria change. */
export const AwaitingConfirmation: Story = {
  args: { criteriaPendingConfirmation: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.analysisBlockedByCriteria)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start analysis' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate criteria' })).toBeDisabled();
  },
};

/** What each criterion was read as: its classification codes and titles, and where the reading came from. */
export const CriteriaReadings: Story = {
  args: { criteriaReadings, onSearchCodes: fn(async () => codeHits) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How the analysis reads the criteria' })).toBeVisible();
    const accept = within(canvas.getByRole('listitem', { name: 'Reading of wholesale distribution of industrial pumps' }));
    await expect(accept.getByText('Read from its words.')).toBeVisible();
    await expect(accept.getByRole('list', { name: 'Codes of wholesale distribution of industrial pumps' })).toHaveTextContent('NAICS 423830 Industrial Machinery and Equipment Merchant Wholesalers');
    await expect(accept.getByRole('list', { name: 'Codes of wholesale distribution of industrial pumps' })).toHaveTextContent('NACE 46.69 Wholesale of other machinery and equipment');
    const reject = within(canvas.getByRole('listitem', { name: 'Reading of manufacturing as the core business function' }));
    await expect(reject.getByText('A function word: it covers the whole of these sectors.')).toBeVisible();
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
  },
};

/** A reading adjusted: a code removed, one found by a search and added; saved with the criteria. */
export const AdjustReading: Story = {
  args: { criteriaReadings, onSearchCodes: fn(async () => codeHits) },
  play: async ({ canvas, args, userEvent }) => {
    const accept = within(canvas.getByRole('listitem', { name: 'Reading of wholesale distribution of industrial pumps' }));
    await userEvent.click(accept.getByRole('button', { name: 'Remove NAICS 423720 from wholesale distribution of industrial pumps' }));
    await expect(accept.getByText('Adjusted', { selector: 'span' })).toBeVisible();
    await expect(accept.getByText('Adjusted: the analysis reads it through these codes.')).toBeVisible();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await userEvent.click(accept.getByRole('button', { name: 'Add a code to wholesale distribution of industrial pumps' }));
    await userEvent.type(accept.getByRole('searchbox', { name: 'Search codes for wholesale distribution of industrial pumps' }), '4238');
    await userEvent.click(accept.getByRole('button', { name: 'Search' }));
    await expect(args.onSearchCodes).toHaveBeenCalledWith('4238');
    await userEvent.click(await accept.findByRole('button', { name: 'Add NAICS 423840 Industrial Supplies Merchant Wholesalers' }));
    await expect(accept.getByRole('list', { name: 'Codes of wholesale distribution of industrial pumps' })).toHaveTextContent('NAICS 423840 Industrial Supplies Merchant Wholesalers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await expect(args.onSaveCriteria).toHaveBeenCalledWith({
      ...saved,
      readings: [
        {
          criterion: 'wholesale distribution of industrial pumps',
          activities: [criteriaReadings[0]!.activities[0], criteriaReadings[0]!.activities[2], { scheme: 'naics', code: '423840', title: 'Industrial Supplies Merchant Wholesalers', score: 1 }],
        },
      ],
    });
  },
};

/** An adjusted reading saved earlier goes back to the reading of its words. */
export const ResetReading: Story = {
  args: {
    criteria: { ...saved, readings: [{ criterion: saved.accept[0]!, activities: [criteriaReadings[0]!.activities[0]!] }] },
    criteriaReadings,
    onSearchCodes: fn(async () => codeHits),
  },
  play: async ({ canvas, args, userEvent }) => {
    const accept = within(canvas.getByRole('listitem', { name: 'Reading of wholesale distribution of industrial pumps' }));
    await expect(accept.getByRole('list', { name: 'Codes of wholesale distribution of industrial pumps' }).children).toHaveLength(1);
    // The last code of a reading stays: a criterion is read through at least one code.
    await expect(accept.getByRole('button', { name: 'Remove NAICS 423830 from wholesale distribution of industrial pumps' })).toBeDisabled();
    await userEvent.click(accept.getByRole('button', { name: 'Read it from its words again' }));
    await expect(accept.getByText('Read from its words.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save criteria' }));
    await expect(args.onSaveCriteria).toHaveBeenCalledWith(saved);
  },
};

/** Decisions that share nothing with the company (each similarity 0.00): no decided company is named as one it leaned on. */
export const LearnedFromUnrelatedDecisions: Story = {
  args: { companies: learnedFromUnrelatedCompanies() },
  play: async ({ canvasElement, userEvent }) => {
    const list = results(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }));
    const row = within(list.getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }).closest('li')!);
    const learned = within(row.getByRole('region', { name: 'Learned from decisions' }));
    // Decisions of companies none of which is close to it do not "confirm" it (new-user trial, 2026-11-27).
    await expect(row.getByText(/The decisions did not bear on it, so the criteria decide\./)).toBeVisible();
    await expect(
      learned.getByText('The decisions in this benchmark did not bear on it: no decided company is close to it (each similarity 0.00), so the criteria decide (Accept).'),
    ).toBeVisible();
    await expect(learned.queryByText(/confirm the analysis/)).toBeNull();
    await expect(learned.queryByRole('list', { name: 'Decided companies it leaned on' })).toBeNull();
    await expect(learned.queryByText(/Fastenal Co/)).toBeNull();
    await expect(within(canvasElement).getByRole('note', { name: 'What the results learned from' })).toHaveTextContent(
      'The analysis learned from 10 reviewer decisions for 1 undecided company: no decision changed. Each result says what it leaned on.',
    );
  },
};

/** A result the reviewer's decisions changed: "Learned from 20 decisions", and the decided companies it leaned on. */
export const LearnedFromDecisions: Story = {
  args: { companies: learnedCompanies() },
  play: async ({ canvasElement, userEvent }) => {
    const list = results(canvasElement);
    const row = within(list.getByRole('button', { name: 'Brightwater Components GmbH' }).closest('li')!);
    await expect(row.getByText('Learned from 20 decisions')).toBeVisible();
    await expect(within(canvasElement).getByRole('note', { name: 'What the results learned from' })).toHaveTextContent(
      'The analysis learned from 20 reviewer decisions for 1 undecided company: 1 decision changed. Each result says what it leaned on.',
    );
    await expect(within(list.getByRole('button', { name: 'Nordhavn Industrial Supply A/S' }).closest('li')!).queryByText(/Learned from/)).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Brightwater Components GmbH' }));
    await expect(row.getByText(/^Learned from 20 decisions \(12 accepted, 8 rejected\): it reads most like Hansa Pumpenwerk GmbH/)).toBeVisible();
    const learned = within(row.getByRole('region', { name: 'Learned from decisions' }));
    await expect(learned.getByRole('heading', { name: 'Learned from 20 decisions (12 accepted, 8 rejected)' })).toBeVisible();
    await expect(learned.getByText('The decisions in this benchmark changed the analysis: from the criteria alone it said Accept (55 %).')).toBeVisible();
    const neighbours = learned.getByRole('list', { name: 'Decided companies it leaned on' });
    await expect(neighbours).toHaveTextContent('Hansa Pumpenwerk GmbH: rejected by a reviewer, similarity 0.41');
    await expect(neighbours).toHaveTextContent('Tormek Castings AB: rejected by a reviewer, similarity 0.33');
  },
};

/**
 * The benchmark pass: before enough people's decisions, the analysis compared a company with its own
 * clearest decisions on the list. Nothing on screen says a reviewer decided those companies.
 */
export const ComparedWithClearCases: Story = {
  args: { companies: benchmarkPassCompanies() },
  play: async ({ canvasElement, userEvent }) => {
    const list = results(canvasElement);
    const row = within(list.getByRole('button', { name: 'Brightwater Components GmbH' }).closest('li')!);
    await expect(row.getByText('Compared with 24 clear cases')).toBeVisible();
    // Above the list: why the analysis compared, and what a person can do about it.
    await expect(within(canvasElement).getByRole('note', { name: 'What the results learned from' })).toHaveTextContent(
      'Nobody has decided enough companies yet to learn from (at least 4, accepted and rejected), so the analysis compared one other company with its 24 clearest decisions on this list: 1 decision changed. Each result says what it leaned on.',
    );
    await userEvent.click(list.getByRole('button', { name: 'Brightwater Components GmbH' }));
    const learned = within(row.getByRole('region', { name: 'Learned from decisions' }));
    await expect(learned.getByRole('heading', { name: 'Compared with the 24 companies of this list the analysis decided most clearly (12 accepted, 12 rejected)' })).toBeVisible();
    await expect(learned.getByText(/^Nobody has yet decided enough companies of this benchmark to learn from/)).toBeVisible();
    await expect(learned.getByText('Those companies changed the analysis: from the criteria alone it said Reject (58 %).')).toBeVisible();
    const neighbours = learned.getByRole('list', { name: 'Clearly decided companies it leaned on' });
    await expect(neighbours).toHaveTextContent('Nordhavn Industrial Supply A/S: accepted by the analysis, similarity 0.38');
    await expect(neighbours).toHaveTextContent('Hansa Pumpenwerk GmbH: rejected by the analysis, similarity 0.09');
    await expect(row.queryByText(/by a reviewer|Learned from \d+ decisions/)).toBeNull();
  },
};
