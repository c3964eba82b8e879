import type { Benchmark } from '@quartile/api';
import { EXPORT_COLUMN_KEYS, MESSAGES, parseExportColumns, type ExportColumnKey } from '@quartile/domain';
import { toast } from '@quartile/ui';
import { WorkbookExport } from '@quartile/ui/fragments/Exports';
import { useState } from 'react';
import { api } from '../../../shared/api/client.ts';
import { fileName, saveFile } from '../../../shared/download.ts';

const COLUMNS_KEY = 'quartile-export-columns';

/** The last column choice, so the next export starts from it. */
function storedColumns(): ExportColumnKey[] {
  try {
    const parsed = parseExportColumns(localStorage.getItem(COLUMNS_KEY));
    return parsed.ok ? [...parsed.columns] : [...EXPORT_COLUMN_KEYS];
  } catch {
    return [...EXPORT_COLUMN_KEYS];
  }
}

/** The Excel export wired to the API: the chosen columns go in `columns`, the workbook is saved. */
export function WorkbookSection({ benchmark }: { benchmark: Benchmark }) {
  const [columns, setColumns] = useState<ExportColumnKey[]>(storedColumns);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: ExportColumnKey[]) => {
    setColumns(next);
    try {
      localStorage.setItem(COLUMNS_KEY, next.join(','));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  const exportWorkbook = async () => {
    if (!benchmark.id) {
      toast.error(MESSAGES.benchmarkIdMissingExport);
      return;
    }
    setExporting(true);
    setError(null);
    try {
      const blob = await api.exportBenchmark(benchmark.id, columns);
      saveFile(blob, fileName(benchmark.name, 'xlsx'));
      toast.success(MESSAGES.exportStarted);
    } catch {
      // The server's message (if any) is already in a toast; the card keeps the spec's wording.
      setError(MESSAGES.failedToExport);
    } finally {
      setExporting(false);
    }
  };

  return (
    <WorkbookExport
      companyCount={benchmark.total_companies}
      columns={columns}
      onColumnsChange={choose}
      onExport={() => void exportWorkbook()}
      isExporting={exporting}
      error={error}
    />
  );
}
