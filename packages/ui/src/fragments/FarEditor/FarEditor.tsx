import type { FAR } from '@quartile/api';
import { CHARACTERISATIONS, MESSAGES, suggestCharacterisation } from '@quartile/domain';
import type { ReactNode } from 'react';
import { Group, Input, NumberField } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { RecordFallback } from '../../components/RecordFallback/RecordFallback.tsx';
import { FieldLabel } from '../../components/Field/Field.tsx';
import * as field from '../../components/Field/Field.css.ts';
import { BackLink } from '../../components/BackLink/BackLink.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { ChoiceSelect, Select, SelectItem } from '../../components/Select/Select.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { AlertIcon, CheckCircleIcon, ChevronDownIcon, FileIcon, LoaderIcon, TrashIcon } from '../../icons/icons.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { CountryPicker } from '../CountryPicker/index.ts';
import { FarFinancials } from './FarFinancials.tsx';
import { FarHistory, type FarHistoryProps } from './FarHistory.tsx';
import { FarMatrixSection } from './FarMatrix.tsx';
import type { FarValues, SaveState } from './farValues.ts';
import * as styles from './FarEditor.css.ts';

export type FarEditorState = 'loading' | 'ready' | 'error' | 'notFound';
export type FarExportFormat = 'docx' | 'pdf';

export interface FarEditorProps {
  state: FarEditorState;
  /** The report as last saved (client, version, who edited). */
  far?: FAR | null;
  /** What the page shows and edits (saved or not yet). */
  values?: FarValues | null;
  onChange: (values: FarValues) => void;
  saveState: SaveState;
  onRetrySave: () => void;
  /** After a 409: keep the edits on the page and save them over the newer version, or load it. */
  onResolveConflict: (choice: 'mine' | 'theirs') => void;
  /** The client's benchmarks, to link. */
  clientBenchmarks: readonly { id: string; name: string }[];
  history: FarHistoryProps;
  onExport: (format: FarExportFormat) => void;
  exporting?: FarExportFormat | null;
  /** Proposes the criteria and tested party description of a linked benchmark from this FAR. */
  onGenerate: (benchmarkId: string) => void;
  generatingFor?: string | null;
  backHref: string;
  benchmarkHref: (benchmarkId: string) => string;
  onRetry?: () => void;
}

const SAVE_TEXT: Record<SaveState, { text: string; icon: ReactNode }> = {
  saved: { text: 'All changes saved', icon: <CheckCircleIcon size={14} /> },
  saving: { text: 'Saving…', icon: <LoaderIcon size={14} /> },
  unsaved: { text: 'Unsaved changes', icon: <LoaderIcon size={14} /> },
  error: { text: MESSAGES.failedToSaveChanges, icon: <AlertIcon size={14} /> },
  conflict: { text: 'Not saved: changed elsewhere', icon: <AlertIcon size={14} /> },
};

function Section({ id, title, children, description }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {description ? <p className={styles.sectionDescription}>{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** /fars/{farId}: the whole report, edited in place and saved as the person types. */
export function FarEditor(props: FarEditorProps) {
  const { state, far, values, onChange, saveState, backHref } = props;
  if (state !== 'ready' || !far || !values) {
    return (
      <RecordFallback
        state={state !== 'ready' ? state : far ? 'loading' : 'notFound'}
        className={styles.root}
        back={{ label: 'FAR reports', href: backHref }}
        frame={(message) => <div className={styles.panel}>{message}</div>}
        notFound={{ title: 'FAR report not found', backLabel: 'Back to FAR reports' }}
        error={{ description: 'The report could not be loaded. Check your connection and try again.', onRetry: props.onRetry }}
        loading={{
          label: 'Loading FAR report',
          skeleton: (
            <div className={styles.panel}>
              <Skeleton width="40%" height={24} />
              <Skeleton width="90%" />
              <Skeleton width="80%" />
            </div>
          ),
        }}
      />
    );
  }

  const set = <K extends keyof FarValues>(key: K, value: FarValues[K]) => onChange({ ...values, [key]: value });
  const suggestion = suggestCharacterisation(values.content);
  const linked = props.clientBenchmarks.filter((b) => values.benchmark_ids.includes(b.id));
  const unlinked = props.clientBenchmarks.filter((b) => !values.benchmark_ids.includes(b.id));
  const save = SAVE_TEXT[saveState];

  return (
    <div className={styles.root}>
      <BackLink href={backHref}>FAR reports</BackLink>
      <PageHeader
        eyebrow={`${far.client_name}${values.fiscal_year ? ` · FY${values.fiscal_year}` : ''} · ${values.status === 'final' ? 'Final' : 'Draft'}`}
        title={values.title || 'Untitled report'}
        description={`Version ${far.version}${far.updated_by ? `, last saved by ${far.updated_by.name}` : ''}`}
        actions={
          <>
            <span className={styles.saveState} data-state={saveState} role="status" aria-live="polite">
              {save.icon}
              {save.text}
            </span>
            <MenuTrigger>
              <Button isPending={Boolean(props.exporting)}>
                <FileIcon />
                Export
                <ChevronDownIcon />
              </Button>
              <Menu aria-label="Export formats" onAction={(key) => props.onExport(key as FarExportFormat)} placement="bottom end">
                <MenuItem id="docx">Word document (DOCX)</MenuItem>
                <MenuItem id="pdf">PDF</MenuItem>
              </Menu>
            </MenuTrigger>
          </>
        }
      />

      {saveState === 'conflict' ? (
        <div className={styles.alert} role="alert">
          <AlertIcon />
          <span>This report was changed by someone else since you opened it. Your changes are kept on this page.</span>
          <span className={styles.inlineActions}>
            <Button size="sm" variant="primary" onPress={() => props.onResolveConflict('mine')}>
              Save mine over theirs
            </Button>
            <Button size="sm" onPress={() => props.onResolveConflict('theirs')}>
              Load their version
            </Button>
          </span>
        </div>
      ) : saveState === 'error' ? (
        <div className={styles.alert} role="alert">
          <AlertIcon />
          <span>{MESSAGES.failedToSaveChanges}. Your changes are kept on this page.</span>
          <Button size="sm" onPress={props.onRetrySave}>
            Try again
          </Button>
        </div>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.main}>
          <Section id="far-report" title="Report and tested party">
            <div className={styles.formGrid}>
              <TextField
                className={styles.wide}
                label="Title"
                value={values.title}
                onChange={(v) => set('title', v)}
                isInvalid={!values.title.trim()}
                errorMessage={!values.title.trim() ? MESSAGES.requiredField : undefined}
              />
              <Select
                label="Status"
                selectedKey={values.status}
                onSelectionChange={(key) => set('status', key === 'final' ? 'final' : 'draft')}
              >
                <SelectItem id="draft">Draft</SelectItem>
                <SelectItem id="final">Final</SelectItem>
              </Select>
              <NumberField
                className={field.field}
                value={values.fiscal_year ?? Number.NaN}
                onChange={(v) => set('fiscal_year', Number.isNaN(v) ? null : v)}
                minValue={2000}
                maxValue={2100}
                formatOptions={{ useGrouping: false }}
              >
                <FieldLabel>Fiscal year</FieldLabel>
                <Group className={field.inputGroup}>
                  <Input className={field.input} />
                </Group>
              </NumberField>
              <TextField
                label="Tested party"
                value={values.tested_party}
                onChange={(v) => set('tested_party', v)}
                placeholder="e.g. Helvetia Pumps Nordic AB"
              />
              <CountryPicker value={values.tested_party_country} onChange={(name) => set('tested_party_country', name)} />
              <TextField label="Group" value={values.group_name} onChange={(v) => set('group_name', v)} placeholder="e.g. Helvetia Pumps" />
              <TextField
                label="Products or services"
                value={values.industry}
                onChange={(v) => set('industry', v)}
                placeholder="e.g. industrial pumps and valves"
              />
              <TextField
                label="Currency"
                value={values.currency ?? ''}
                onChange={(v) => set('currency', v.toUpperCase().slice(0, 3) || null)}
                placeholder="e.g. EUR"
              />
              <div className={styles.wide}>
                <TextAreaField
                  label="Controlled transactions"
                  value={values.transactions}
                  onChange={(v) => set('transactions', v)}
                  placeholder="What the tested party buys from or sells to group companies, and on what terms"
                />
              </div>
            </div>
          </Section>

          <Section
            id="far-matrix"
            title="Functions, assets and risks"
            description="For each, how far the tested party performs the function, uses the asset or bears the risk, and who in the group does the rest."
          >
            <FarMatrixSection
              section="functions"
              items={values.content.functions}
              onChange={(functions) => set('content', { ...values.content, functions })}
            />
            <FarMatrixSection
              section="assets"
              items={values.content.assets}
              onChange={(assets) => set('content', { ...values.content, assets })}
            />
            <FarMatrixSection
              section="risks"
              items={values.content.risks}
              onChange={(risks) => set('content', { ...values.content, risks })}
            />
          </Section>

          <Section id="far-characterisation" title="Characterisation">
            {suggestion ? (
              <div className={styles.suggestion} role="note" aria-label="Suggested characterisation">
                <span>
                  The matrix reads as a <strong>{suggestion.characterisation}</strong>: {suggestion.reasons.join('; ')}.
                </span>
                {values.characterisation !== suggestion.characterisation ? (
                  <Button size="sm" onPress={() => set('characterisation', suggestion.characterisation)}>
                    Use this
                  </Button>
                ) : null}
              </div>
            ) : null}
            <div className={styles.formGrid}>
              <ChoiceSelect
                label="Characterisation"
                placeholder="Not chosen yet"
                options={CHARACTERISATIONS}
                optionLabel={(c) => c.charAt(0).toUpperCase() + c.slice(1)}
                value={values.characterisation ?? null}
                onChange={(key) => set('characterisation', key ?? null)}
              />
              <div className={styles.wide}>
                <TextAreaField
                  label="Rationale"
                  value={values.characterisation_rationale}
                  onChange={(v) => set('characterisation_rationale', v)}
                  placeholder="Why this characterisation fits the functions, assets and risks"
                />
              </div>
            </div>
          </Section>

          <Section
            id="far-financials"
            title="Financial analysis"
            description="The tested party’s results by year and its profit level indicators."
          >
            <FarFinancials years={values.financials} onChange={(financials) => set('financials', financials)} currency={values.currency} />
          </Section>

          <Section
            id="far-benchmarks"
            title="Benchmarks"
            description="The benchmarks of this client that test this party. Each can take its tested party description and criteria from this report."
          >
            {linked.length === 0 ? <p className={styles.muted}>Not linked to a benchmark yet.</p> : null}
            <ul className={styles.benchmarks}>
              {linked.map((b) => (
                <li key={b.id} className={styles.benchmark}>
                  <Link href={props.benchmarkHref(b.id)}>{b.name}</Link>
                  <span className={styles.inlineActions}>
                    <Button
                      size="sm"
                      onPress={() => props.onGenerate(b.id)}
                      isPending={props.generatingFor === b.id}
                      aria-label={`Generate criteria for ${b.name}`}
                    >
                      Generate criteria
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      iconOnly
                      aria-label={`Unlink ${b.name}`}
                      onPress={() =>
                        set(
                          'benchmark_ids',
                          values.benchmark_ids.filter((id) => id !== b.id),
                        )
                      }
                    >
                      <TrashIcon />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            {unlinked.length > 0 ? (
              <Select
                className={styles.linkSelect}
                label="Link a benchmark"
                placeholder="Choose a benchmark of this client"
                selectedKey={null}
                onSelectionChange={(key) => key && set('benchmark_ids', [...values.benchmark_ids, String(key)])}
              >
                {unlinked.map((b) => (
                  <SelectItem key={b.id} id={b.id}>
                    {b.name}
                  </SelectItem>
                ))}
              </Select>
            ) : null}
          </Section>
        </div>
        <aside className={styles.aside}>
          <FarHistory {...props.history} />
        </aside>
      </div>
    </div>
  );
}
