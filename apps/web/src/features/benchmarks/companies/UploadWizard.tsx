// The three-step upload wizard of the Companies tab (spec section 2): the file is parsed in a Web
// Worker, mapped with the domain's recognizer, and only the normalized rows go to the server, which
// stores the original file for audit and validates every row again.
import type { Benchmark } from '@quartile/api';
import {
  MESSAGES,
  assignmentConfidence,
  buildImportRows,
  columnMappingRecord,
  proposeFieldAssignment,
  recognizedFinancialMetrics,
  unitText,
  validateFinancialSetup,
  validateMapping,
  type FieldAssignment,
  type SystemField,
} from '@quartile/domain';
import { Card } from '@quartile/ui';
import {
  FileStep,
  FinancialStep,
  ImportResult,
  MappingStep,
  WizardSteps,
  withFieldColumn,
  type FileStepState,
  type ImportResultState,
  type WizardStep,
} from '@quartile/ui/fragments/CompanyImport';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { parseInWorker, type ParseJob } from './parse/parseInWorker.ts';
import type { ParsedCompanyFile } from './parse/parseCompanyFile.ts';
import { headerRowChoices, readWithHeaderRow } from './parse/headerRow.ts';
import { financialColumns, financialPlan, initialChoices, type FinancialChoices } from './financialPlan.ts';

export interface UploadWizardProps {
  benchmark: Benchmark;
  /** Called once companies were imported, with what the import did (the tab shows it and reloads). */
  onImported: (result: Extract<ImportResultState, { status: 'imported' }>) => void;
  /** True while the file goes to the server: the tab keeps the wizard on screen meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

const PREVIEW_ROWS = 5;

export function UploadWizard({ benchmark, onImported, onBusyChange }: UploadWizardProps) {
  const [step, setStep] = useState<WizardStep>(1);
  const [file, setFile] = useState<File | null>(null);
  const [fileState, setFileState] = useState<FileStepState>({ status: 'idle' });
  const [parsed, setParsed] = useState<ParsedCompanyFile | null>(null);
  const [fields, setFields] = useState<FieldAssignment>({});
  const [mappingError, setMappingError] = useState<string | null>(null);
  const [choices, setChoices] = useState<FinancialChoices | null>(null);
  const [financialErrors, setFinancialErrors] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<Extract<ImportResultState, { status: 'failed' }> | null>(null);
  const job = useRef<ParseJob | null>(null);
  useEffect(() => () => job.current?.cancel(), []);

  const read = (chosen: File, sheet?: string) => {
    job.current?.cancel();
    setFile(chosen);
    setParsed(null);
    setResult(null);
    setFileState({ status: 'parsing', fileName: chosen.name, fileSize: chosen.size, stage: 'reading' });
    const current = parseInWorker(chosen, {
      sheet,
      onStage: (stage) => setFileState((s) => (s.status === 'parsing' ? { ...s, stage } : s)),
    });
    job.current = current;
    void current.promise.then((outcome) => {
      if (job.current !== current) return;
      if (!outcome.ok) {
        setFileState({ status: 'error', fileName: chosen.name, message: outcome.message });
        return;
      }
      accept(chosen, outcome.file);
    });
  };

  /** Shows what was read and proposes the mapping and financial setup for the file's header row. */
  const accept = (chosen: File, f: ParsedCompanyFile) => {
    if (!f.headers.some((h) => h.trim() !== '')) {
      setFileState({ status: 'error', fileName: chosen.name, message: MESSAGES.noColumnsFound });
      return;
    }
    setParsed(f);
    setFields(proposeFieldAssignment(f.proposal));
    setChoices(initialChoices(f.headers, benchmark.financial_years));
    setMappingError(null);
    setFinancialErrors([]);
    setFileState({
      status: 'parsed',
      fileName: chosen.name,
      fileSize: chosen.size,
      sheetNames: f.sheetNames,
      sheet: f.sheet,
      headerRow: f.headerRow + 1,
      detectedHeaderRow: f.detectedHeaderRow + 1,
      firstRows: f.rows.slice(0, headerRowChoices(f.rows)),
      dataRows: f.dataRowCount,
      columns: f.headers.filter((h) => h.trim() !== '').length,
      recognized: f.headers.length - f.proposal.unmatched.length - f.headers.filter((h) => h.trim() === '').length,
    });
  };

  /** The person chose another header row (1-based): headers, mapping and counts follow it. */
  const chooseHeaderRow = (row: number) => {
    if (!parsed || !file) return;
    const reading = readWithHeaderRow(parsed.rows, row - 1);
    if (reading && reading.headers.some((h) => h.trim() !== '')) accept(file, { ...parsed, ...reading });
  };

  const headers = useMemo(() => parsed?.headers ?? [], [parsed]);
  const preview = useMemo(() => (parsed ? parsed.rows.slice(parsed.headerRow + 1, parsed.headerRow + 1 + PREVIEW_ROWS) : []), [parsed]);
  const confidence = useMemo(() => {
    const out: Partial<Record<SystemField, number | null>> = {};
    if (parsed) for (const [f, column] of Object.entries(fields) as [SystemField, number][]) out[f] = assignmentConfidence(parsed.proposal, f, column);
    return out;
  }, [parsed, fields]);
  const recognizedMetrics = useMemo(() => recognizedFinancialMetrics(headers), [headers]);
  const columns = useMemo(() => (choices ? financialColumns(headers, choices) : []), [headers, choices]);
  const rowCount = useMemo(() => {
    if (!parsed) return 0;
    let n = 0;
    for (let i = parsed.headerRow + 1; i < parsed.rows.length; i++) if (parsed.rows[i]?.some((c) => c !== null && String(c).trim() !== '')) n++;
    return n;
  }, [parsed]);

  const mappingMessage = () =>
    validateMapping(Object.fromEntries(Object.entries(fields).map(([f, i]) => [f, headers[i as number]?.trim() || `Column ${(i as number) + 1}`])));

  const goToFinancials = () => {
    const error = mappingMessage();
    setMappingError(error);
    if (!error) setStep(3);
  };

  const setChoice = (patch: Partial<FinancialChoices>) => {
    setChoices((c) => (c ? { ...c, ...patch } : c));
    setFinancialErrors([]);
  };

  const runImport = async () => {
    if (!parsed || !file || !choices) return;
    const plan = financialPlan(headers, choices);
    const errors = validateFinancialSetup({
      includeFinancials: choices.include,
      startYear: choices.startYear,
      endYear: choices.endYear,
      mapping: Object.fromEntries(plan.columns.map((c) => [String(c.year), { [c.metric]: headers[c.column] || `Column ${c.column + 1}` }])),
    });
    setFinancialErrors(errors);
    if (errors.length > 0) return;
    const built = buildImportRows(parsed.rows, parsed.headerRow, fields, plan);
    if (built.rows.length === 0) {
      const first = built.refused[0];
      const message = first
        ? `Row ${first.row}: ${first.reason}${built.refused.length > 1 ? ` (and ${built.refused.length - 1} more ${built.refused.length === 2 ? 'row' : 'rows'})` : ''}`
        : 'The file has no rows below its header row.';
      setResult({ status: 'failed', title: MESSAGES.noCompaniesImported, message });
      return;
    }
    setImporting(true);
    onBusyChange(true);
    let uploaded = false;
    try {
      await api.uploadCompanyFile(benchmark.id, file, { filename: file.name, sheetName: parsed.sheet ?? undefined });
      uploaded = true;
      const answer = await api.importCompanies(benchmark.id, {
        sheet_name: parsed.sheet,
        // Which file row was the header, and whether the person chose it: kept in the audit trail.
        header_row: parsed.headerRow + 1,
        header_row_chosen_by_hand: parsed.headerRow !== parsed.detectedHeaderRow,
        column_mapping: columnMappingRecord(headers, fields, plan),
        rows: built.rows,
        financial_data_setup: plan.include
          ? {
              pli: plan.pli,
              start_year: plan.startYear,
              end_year: plan.endYear,
              column_mapping: plan.columns.map((c) => ({ year: c.year, metric: c.metric, column: (headers[c.column] || `Column ${c.column + 1}`).slice(0, 200), unit: unitText(c) })),
            }
          : null,
      });
      // Rows the browser refused (a cell over its limit) are listed with the server's skipped rows.
      const skipped = [...built.refused, ...answer.skipped].sort((a, b) => a.row - b.row);
      onImported({ status: 'imported', importedCount: answer.imported_count, skipped, blankRows: built.blankRows, issues: answer.issues.length });
    } catch (error) {
      // Nothing was imported: the stored file goes too, so the next attempt can upload again.
      if (uploaded) await api.deleteCompanyFile(benchmark.id).catch(() => undefined);
      const message = error instanceof Error ? error.message : null;
      setResult({ status: 'failed', title: message === MESSAGES.noCompaniesImported ? MESSAGES.noCompaniesImported : MESSAGES.uploadFailed, message });
    } finally {
      setImporting(false);
      onBusyChange(false);
    }
  };

  return (
    <Card>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, minWidth: 0 }}>
        <WizardSteps current={step} />
        {step === 1 ? (
          <FileStep
            state={fileState}
            onFiles={(files) => files[0] && read(files[0])}
            onSheetChange={(sheet) => file && read(file, sheet)}
            onHeaderRowChange={chooseHeaderRow}
            onNext={() => setStep(2)}
          />
        ) : null}
        {step === 2 && parsed ? (
          <MappingStep
            headers={headers}
            preview={preview}
            fields={fields}
            confidence={confidence}
            error={mappingError}
            onFieldChange={(field, column) => {
              setFields((f) => withFieldColumn(f, field, column));
              setMappingError(null);
            }}
            onBack={() => setStep(1)}
            onNext={goToFinancials}
          />
        ) : null}
        {step === 3 && parsed && choices ? (
          <FinancialStep
            headers={headers}
            recognizedMetrics={recognizedMetrics}
            include={choices.include}
            onIncludeChange={(include) => setChoice({ include })}
            pli={choices.pli}
            onPliChange={(pli) => setChoice({ pli })}
            startYear={choices.startYear}
            endYear={choices.endYear}
            onStartYearChange={(startYear) => setChoice({ startYear })}
            onEndYearChange={(endYear) => setChoice({ endYear })}
            relative={choices.relative}
            lastAvailableYear={choices.lastAvailableYear}
            onLastAvailableYearChange={(lastAvailableYear) => setChoice({ lastAvailableYear })}
            columns={columns}
            onColumnChange={(metric, year, column) => setChoice({ columnOverrides: { ...choices.columnOverrides, [`${metric}:${year}`]: column } })}
            onUnitChange={(metric, scale) => setChoice({ unitOverrides: { ...choices.unitOverrides, [metric]: scale } })}
            errors={financialErrors}
            rowCount={rowCount}
            isImporting={importing}
            onBack={() => setStep(2)}
            onImport={() => void runImport()}
          />
        ) : null}
        {result ? <ImportResult result={result} /> : null}
      </div>
    </Card>
  );
}

