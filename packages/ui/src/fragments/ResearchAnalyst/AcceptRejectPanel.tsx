import type { Citation, ClassificationHit, Company, Criteria, CriterionReading, Job } from '@quartile/api';
import { analysisReadiness, creditsCheck, MESSAGES, sameCriteria, splitByReadiness, type RunScope } from '@quartile/domain';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { PlayIcon } from '../../icons/icons.tsx';
import type { OpenPassage } from '../HumanReview/index.ts';
import { formatNumber } from '../../format/format.ts';
import { AnalysisResults } from './AnalysisResults.tsx';
import { CriteriaEditor, type CriteriaDraft } from './CriteriaEditor.tsx';
import { activeCompanies, isOpenJob, KIND_LABEL } from './labels.ts';
import { ReadinessDialog } from './ReadinessDialog.tsx';
import { RunProgress } from './RunProgress.tsx';
import { RunScopeChoice, splitForScope } from './RunScopeChoice.tsx';
import * as styles from './ResearchAnalyst.css.ts';
import { justifyStart } from '../../styles/utilities.css.ts';
import { useStartDialog } from './panelState.ts';

export interface AcceptRejectPanelProps {
  /** The saved criteria. */
  criteria: Criteria;
  testedPartyDescription: string;
  /** Decisions changed by new criteria await confirm or revert (Human Review): no run meanwhile. */
  criteriaPendingConfirmation: boolean;
  companies: readonly Company[];
  /** The latest analysis run, if any (live while it runs). */
  run: Job | null;
  /** Another run in progress (a web search, reading annual reports). */
  otherRun?: Job | null;
  onSaveCriteria: (criteria: Criteria) => Promise<void>;
  onGenerateCriteria: (testedPartyDescription: string) => Promise<Criteria | null>;
  /** Starts the analysis of these companies; `scope` says which ones the person chose (issue 19). */
  onStart: (companyIds: string[], scope: RunScope) => Promise<void>;
  /** The current criteria version (decisions under older ones are outdated). */
  criteriaVersion?: number;
  /** Credits left to the firm; null while unknown. The dialog refuses a run they do not cover. */
  creditsRemaining?: number | null;
  onCancelRun?: () => void;
  isCancelling?: boolean;
  passage?: (OpenPassage & { companyId: string }) | null;
  onShowCitation: (company: Company, citation: Citation) => void;
  onClosePassage: () => void;
  onRetryPassage?: () => void;
  /** What the analysis reads each drafted criterion's words as (null while read), for the drafted criteria the panel reports. */
  criteriaReadings?: readonly CriterionReading[] | null;
  criteriaReadingsFailed?: boolean;
  /** The drafted criteria's words changed (the page reads them as classification codes). */
  onDraftCriteriaChange?: (criteria: { accept: string[]; reject: string[] }) => void;
  /** Searches the classifications to add a code to a criterion's reading. */
  onSearchCodes?: (query: string) => Promise<readonly ClassificationHit[]>;
}

const toDraft = (c: Criteria): CriteriaDraft => ({ accept: [...c.accept], reject: [...c.reject], readings: (c.readings ?? []).map((r) => ({ criterion: r.criterion, activities: [...r.activities] })) });
const sameReadings = (a: CriteriaDraft['readings'], b: Criteria['readings']) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  return (
    <li className={styles.step} aria-labelledby={`run-analysis-step-${number}`}>
      <h3 id={`run-analysis-step-${number}`} className={styles.stepHead}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        <span className={styles.sectionTitle}>{`Step ${number}: ${title}`}</span>
      </h3>
      {children}
    </li>
  );
}

/** The Accept/Reject tab: Run Analysis (step 1 criteria, step 2 start), the run's progress and each company's result. */
/**
 * Step 2's count: the companies a run takes, those already analysed with the current criteria
 * (done, not left out), and those left out for another reason (listed with why in the dialog).
 */
function readinessSentence(ready: number, upToDate: number, leftOut: number): string {
  const parts = [`${formatNumber(ready)} ${ready === 1 ? 'company is' : 'companies are'} ready for analysis`];
  if (upToDate > 0) parts.push(`${formatNumber(upToDate)} ${upToDate === 1 ? 'is' : 'are'} already analysed with the current criteria`);
  if (leftOut > 0) parts.push(`${formatNumber(leftOut)} ${leftOut === 1 ? 'is' : 'are'} left out (you see why before the run starts)`);
  return `${parts.join('; ')}.`;
}

export function AcceptRejectPanel(props: AcceptRejectPanelProps) {
  const companies = useMemo(() => activeCompanies(props.companies), [props.companies]);
  const [base, setBase] = useState(props.criteria);
  const [draft, setDraft] = useState<CriteriaDraft>(() => toDraft(props.criteria));
  // Saved criteria that change (a save, a colleague) replace the draft.
  if (base !== props.criteria && (!sameCriteria(base, props.criteria) || !sameReadings(base.readings, props.criteria.readings))) {
    setBase(props.criteria);
    setDraft(toDraft(props.criteria));
  }
  const dirty = !sameCriteria(draft, props.criteria) || !sameReadings(draft.readings, props.criteria.readings);
  const { onDraftCriteriaChange } = props;
  const draftKey = JSON.stringify([draft.accept, draft.reject]);
  useEffect(() => {
    onDraftCriteriaChange?.({ accept: draft.accept, reject: draft.reject });
    // The words only: a change of codes needs no new reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, onDraftCriteriaChange]);
  const startDialog = useStartDialog();
  const [scope, setScope] = useState<RunScope>('ready');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  const running = isOpenJob(props.run);
  const blocked = isOpenJob(props.otherRun);
  const hasCriteria = props.criteria.accept.length + props.criteria.reject.length > 0;
  const split = useMemo(() => splitByReadiness(companies, (c) => analysisReadiness({ ...c, has_document_source: c.sources.some((s) => s.kind === 'annual_report' || s.kind === 'external_profile') })), [companies]);
  const outdated = companies.filter((c) => c.outdated_criteria).length;
  // Companies already analysed with the current criteria are not 'left out': they are done.
  const upToDate = split.excluded.filter((e) => e.reason === 'up_to_date').length;
  const criteriaVersion = props.criteriaVersion ?? 0;
  const chosen = useMemo(() => (scope === 'ready' ? { ...split, selectable: [] } : splitForScope(companies, scope, criteriaVersion, selected)), [scope, split, companies, criteriaVersion, selected]);
  // A run may also re-analyse companies whose analysis is current (the selected scope).
  const rerunnable = useMemo(() => splitForScope(companies, 'selected', criteriaVersion, new Set()).selectable.length, [companies, criteriaVersion]);
  const creditsRemaining = props.creditsRemaining ?? null;
  const credits = creditsRemaining === null ? null : creditsCheck(chosen.ready.length, creditsRemaining);

  const lockedBecause = running
    ? 'An analysis is running: the criteria can change when it has finished or is cancelled.'
    : props.criteriaPendingConfirmation
      ? 'Decisions changed by the last criteria await confirm or revert in Human Review before the criteria change again.'
      : null;
  const startBlockedBy = !hasCriteria
    ? 'Define and save at least one criterion in step 1 first.'
    : dirty
      ? 'Save the criteria first: the analysis uses the saved criteria.'
      : props.criteriaPendingConfirmation
        ? MESSAGES.analysisBlockedByCriteria
        : blocked
          ? `${KIND_LABEL[props.otherRun!.kind] ?? 'Another run'} in progress: start the analysis when it has finished.`
          : running
            ? null
            : split.ready.length === 0 && rerunnable === 0
              ? 'No company is ready for analysis.'
              : null;


  return (
    <div className={styles.root}>
      <Card padding="md" title="Run Analysis" id="run-analysis" subtitle="The Research Analyst screens every ready company against your criteria and gives each decision with its confidence, reasoning and citations.">
        <ol className={styles.steps}>
          <Step number={1} title="Criteria">
            <CriteriaEditor
              draft={draft}
              onDraftChange={setDraft}
              isDirty={dirty}
              onSave={props.onSaveCriteria}
              testedPartyDescription={props.testedPartyDescription}
              onGenerate={props.onGenerateCriteria}
              lockedBecause={lockedBecause}
              readings={props.criteriaReadings}
              readingsFailed={props.criteriaReadingsFailed}
              onSearchCodes={props.onSearchCodes}
            />
          </Step>
          <Step number={2} title="Start analysis">
            <div className={styles.stack}>
              <p className={styles.paragraph}>
                {readinessSentence(split.ready.length, upToDate, split.excluded.length - upToDate)}
                {outdated > 0 ? ` ${formatNumber(outdated)} analysed with older criteria will be analysed again.` : ''}
              </p>
              {startBlockedBy ? (
                <p className={styles.caution} id="start-analysis-blocked">
                  {startBlockedBy}
                </p>
              ) : null}
              <Button
                variant="primary"
                onPress={startDialog.open}
                isDisabled={startBlockedBy !== null || running}
                aria-describedby={startBlockedBy ? 'start-analysis-blocked' : undefined}
                className={justifyStart}
              >
                <PlayIcon size={16} />
                Start analysis
              </Button>
            </div>
          </Step>
        </ol>
      </Card>

      {props.run ? <RunProgress job={props.run} onCancel={props.onCancelRun} isCancelling={props.isCancelling} /> : null}

      <AnalysisResults
        companies={companies}
        passage={props.passage}
        onShowCitation={props.onShowCitation}
        onClosePassage={props.onClosePassage}
        onRetryPassage={props.onRetryPassage}
      />

      <ReadinessDialog
        title="Start analysis"
        description="The Research Analyst analyses each ready company against the saved criteria; each company analysed, or analysed again, uses one credit."
        ready={chosen.ready}
        excluded={chosen.excluded}
        confirmLabel="Start analysis"
        {...startDialog.dialogProps(() => props.onStart(chosen.ready.map((c) => c.id), scope))}
        confirmBlockedBy={credits?.message ?? null}
      >
        <RunScopeChoice
          scope={scope}
          onScopeChange={setScope}
          selectable={chosen.selectable}
          selected={selected}
          onSelectedChange={setSelected}
          companies={chosen.ready.length}
          creditsRemaining={creditsRemaining}
        />
      </ReadinessDialog>
    </div>
  );
}
