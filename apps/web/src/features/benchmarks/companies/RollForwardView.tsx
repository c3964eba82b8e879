// Year-on-year roll-forward over the yoy-* calls: the newer export is parsed in the browser, the
// server keeps the original, matches its rows (BvD ID, else name and country) and imports the year.
import type { Benchmark } from '@quartile/api';
import { ApiError } from '@quartile/api';
import {
  FINANCIAL_YEAR_MAX,
  headerUnit,
  isMissingCell,
  parseNumberCell,
  proposeColumnMapping,
  proposeFinancialColumns,
  suggestYears,
  SCALE_MULTIPLIER,
  type ImportMetric,
} from '@quartile/domain';
import { Card, toast } from '@quartile/ui';
import { RollForwardPanel, type MatchField, type RollForwardStage } from '@quartile/ui/fragments/RollForward';
import { useRef, useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { useCompaniesChanged } from '../api/companies.ts';
import { parseInWorker } from './parse/parseInWorker.ts';
import type { ParsedCompanyFile } from './parse/parseCompanyFile.ts';

type Mapping = Extract<RollForwardStage, { status: 'mapping' }>;

function metricsFor(headers: readonly string[], year: number): Partial<Record<ImportMetric, number>> {
  // Relative periods ("Last avail. yr") read as the year being added.
  const columns = proposeFinancialColumns(headers, { startYear: year, endYear: year, lastAvailableYear: year });
  return Object.fromEntries(columns.map((c) => [c.metric, c.column]));
}

const text = (cell: unknown): string | null => (cell === null || cell === undefined || isMissingCell(cell) ? null : String(cell).trim() || null);

export function RollForwardView({ benchmark }: { benchmark: Benchmark }) {
  const onChanged = useCompaniesChanged(benchmark.id);
  const [stage, setStage] = useState<RollForwardStage>({ status: 'idle' });
  const [working, setWorking] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const parsed = useRef<ParsedCompanyFile | null>(null);
  const uploadId = useRef<string | null>(null);
  const file = useRef<File | null>(null);

  const onFiles = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    file.current = chosen;
    uploadId.current = null;
    setStage({ status: 'parsing', fileName: chosen.name });
    void parseInWorker(chosen).promise.then((outcome) => {
      if (!outcome.ok) return setStage({ status: 'error', message: outcome.message });
      parsed.current = outcome.file;
      const headers = outcome.file.headers;
      const found = suggestYears(headers).years;
      const latest = Math.max(0, ...benchmark.financial_years);
      const year = Math.min(FINANCIAL_YEAR_MAX, found.length ? found[found.length - 1]! : latest ? latest + 1 : new Date().getUTCFullYear() - 1);
      const fields = proposeColumnMapping(headers).fields;
      setStage({
        status: 'mapping',
        fileName: chosen.name,
        headers,
        year,
        match: { bvd_id: fields.bvd_id?.index, name: fields.name?.index, country: fields.country?.index },
        metrics: metricsFor(headers, year),
      });
    });
  };

  const patchMapping = (patch: Partial<Mapping>) => setStage((s) => (s.status === 'mapping' ? { ...s, ...patch, error: null } : s));

  const process = async () => {
    if (stage.status !== 'mapping' || !parsed.current || !file.current) return;
    const metrics = Object.entries(stage.metrics) as [ImportMetric, number][];
    if (stage.match.bvd_id === undefined && stage.match.name === undefined) return patchMapping({ error: 'Choose the BvD ID or the company name column to match companies.' });
    if (metrics.length === 0) return setStage({ ...stage, error: 'Map at least one financial field' });
    const p = parsed.current;
    setWorking(true);
    try {
      if (!uploadId.current) {
        const stored = await api.yoyUploadFileHeaders(benchmark.id, file.current, { filename: file.current.name, sheetName: p.sheet ?? undefined, sheetNames: p.sheetNames, headers: p.headers.map((h) => h.slice(0, 1000)) });
        uploadId.current = stored.upload_id;
      }
      const cell = (row: readonly unknown[], index: number | undefined) => (index === undefined ? null : text(row[index]));
      const rows = p.rows.slice(p.headerRow + 1).flatMap((row) => {
        const name = cell(row, stage.match.name);
        const bvd = cell(row, stage.match.bvd_id);
        if (!name && !bvd) return [];
        const values = Object.fromEntries(
          metrics.map(([metric, column]) => {
            const n = parseNumberCell(row[column]);
            return [metric, n === null ? null : n * SCALE_MULTIPLIER[headerUnit(p.headers[column]).scale]];
          }),
        );
        return [{ bvd_id: bvd?.slice(0, 100) ?? null, name: name?.slice(0, 300) ?? null, country: cell(row, stage.match.country)?.slice(0, 100) ?? null, values }];
      });
      if (rows.length === 0) return setStage({ ...stage, error: 'No row of the file has a name or a BvD ID.' });
      const column_mapping = Object.fromEntries([
        ...(Object.entries(stage.match) as [MatchField, number][]).map(([f, i]) => [p.headers[i] || `Column ${i + 1}`, f]),
        ...metrics.map(([m, i]) => [p.headers[i] || `Column ${i + 1}`, `${m} ${stage.year}`]),
      ]);
      const answer = await api.yoyProcessFile(benchmark.id, { upload_id: uploadId.current, year: stage.year, column_mapping, rows });
      setStage({
        status: 'matched',
        fileName: stage.fileName,
        year: answer.year,
        matched: answer.matched,
        matchedByBvd: answer.matched_by_bvd_id ?? 0,
        replaces: answer.replaces_existing_year ?? false,
        unmatched: answer.unmatched_names,
      });
    } catch (error) {
      setStage({ ...stage, error: error instanceof ApiError ? error.message : 'Upload failed' });
    } finally {
      setWorking(false);
    }
  };

  const importYear = async () => {
    if (stage.status !== 'matched' || !uploadId.current) return;
    setWorking(true);
    try {
      const answer = await api.yoyImportData(benchmark.id, { upload_id: uploadId.current, year: stage.year });
      setStage({ status: 'imported', year: answer.year, updated: answer.updated_companies });
      toast.success(`${answer.year} added to ${answer.updated_companies} companies`);
      onChanged();
    } catch {
      // The error toast gives the server's words.
    } finally {
      setWorking(false);
    }
  };

  const removeYear = async (year: number) => {
    setRemoving(year);
    try {
      await api.yoyRemoveYear(benchmark.id, { year });
      toast.success(`${year} removed`);
      onChanged();
    } catch {
      // The error toast gives the server's words.
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card>
      <RollForwardPanel
        years={benchmark.financial_years}
        stage={stage}
        onFiles={onFiles}
        onYearChange={(year) => stage.status === 'mapping' && patchMapping({ year, metrics: metricsFor(stage.headers, year) })}
        onMatchChange={(field, column) => {
          if (stage.status !== 'mapping') return;
          const match = { ...stage.match };
          if (column === null) delete match[field];
          else match[field] = column;
          patchMapping({ match });
        }}
        onMetricChange={(metric, column) => {
          if (stage.status !== 'mapping') return;
          const metrics = { ...stage.metrics };
          if (column === null) delete metrics[metric];
          else metrics[metric] = column;
          patchMapping({ metrics });
        }}
        onProcess={() => void process()}
        onImport={() => void importYear()}
        onReset={() => {
          uploadId.current = null;
          setStage({ status: 'idle' });
        }}
        onRemoveYear={(y) => void removeYear(y)}
        isWorking={working}
        removingYear={removing}
      />
    </Card>
  );
}
