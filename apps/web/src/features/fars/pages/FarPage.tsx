import type { FarBenchmarkInputs } from '@quartile/api';
import { benchmarkingDisabled } from '@quartile/domain';
import { Dialog, toast } from '@quartile/ui';
import { FarBenchmarkInputsPanel, FarEditor, type FarExportFormat } from '@quartile/ui/fragments/FarEditor';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { fileStem, saveFile } from '../../../shared/download.ts';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { farClientBenchmarksQuery, farHistoryQuery, farKeys, farQuery, useApplyBenchmarkInputs } from '../api/fars.ts';
import { useFarAutosave } from '../hooks/useFarAutosave.ts';

/** /fars/:farId: the report, saved as it is edited, with its history, exports and benchmark inputs. */
export default function FarPage() {
  const { t } = useTranslation('fars');
  const { farId = '' } = useParams();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const loaded = useQuery(farQuery(farId));
  const history = useQuery(farHistoryQuery(farId));
  const onSaved = useCallback(() => void queryClient.invalidateQueries({ queryKey: farKeys.history(farId) }), [queryClient, farId]);
  const { far, values, saveState, change, saveNow, resolveConflict } = useFarAutosave(loaded.data, onSaved);
  const clientId = far?.client_id;
  const withBenchmarks = Boolean(clientId) && !benchmarkingDisabled(user?.firm);
  const benchmarks = useQuery({ ...farClientBenchmarksQuery(clientId ?? ''), enabled: withBenchmarks });
  const applyInputs = useApplyBenchmarkInputs();
  // Without benchmarking (or before the report loads) the list is empty, as the server would say.
  const clientBenchmarks = withBenchmarks ? benchmarks.data : clientId ? [] : undefined;
  const [exporting, setExporting] = useState<FarExportFormat | null>(null);
  const [generatingFor, setGeneratingFor] = useState<string | null>(null);
  const [inputs, setInputs] = useState<FarBenchmarkInputs | null>(null);
  const applying = applyInputs.isPending;

  useDocumentTitle(values?.title ? t('farDocumentTitle', { name: values.title }) : t('listDocumentTitle'));

  const download = async (format: FarExportFormat) => {
    if (!far) return;
    setExporting(format);
    try {
      // The document shows what is on the page: save first.
      await saveNow();
      saveFile(await api.exportFar(far.id, format), `${fileStem(values?.title ?? far.title)}-FAR.${format}`);
    } catch {
      // The server's message is already shown as an error toast.
    } finally {
      setExporting(null);
    }
  };

  const generate = async (benchmarkId: string) => {
    if (!far) return;
    setGeneratingFor(benchmarkId);
    try {
      if (!(await saveNow())) throw new Error('not saved');
      const proposal = await api.farBenchmarkInputs(far.id, { benchmark_id: benchmarkId });
      setInputs(proposal);
    } catch {
      toast.error(t('generateFailed'));
    } finally {
      setGeneratingFor(null);
    }
  };

  const apply = async () => {
    if (!inputs) return;
    try {
      await applyInputs.mutateAsync(inputs);
      toast.success(t('applied'));
      setInputs(null);
    } catch {
      // The server's message is already shown as an error toast; the proposal stays open to retry.
    }
  };

  const benchmarkName = (id: string) =>
    (clientBenchmarks ?? []).find((b) => b.id === id)?.name ?? far?.benchmarks.find((b) => b.id === id)?.name ?? '';

  return (
    <>
      <FarEditor
        state={
          loaded.status === 'error' && isNotFound(loaded.error) ? 'notFound' : loadStateOf(loaded) === 'ready' && !far ? 'loading' : loadStateOf(loaded)
        }
        far={far}
        values={values}
        onChange={change}
        saveState={saveState}
        onRetrySave={() => void saveNow()}
        onResolveConflict={(choice) => void resolveConflict(choice)}
        clientBenchmarks={(clientBenchmarks ?? far?.benchmarks ?? []).map((b) => ({ id: b.id, name: b.name }))}
        history={{ state: loadStateOf(history), revisions: history.data ?? [], onRetry: () => void history.refetch() }}
        onExport={(format) => void download(format)}
        exporting={exporting}
        onGenerate={(id) => void generate(id)}
        generatingFor={generatingFor}
        backHref="/fars"
        benchmarkHref={(id) => `/benchmarks/${id}`}
        onRetry={() => void loaded.refetch()}
      />
      <Dialog
        title={t('generateTitle')}
        modalProps={{ isOpen: inputs !== null, onOpenChange: (open) => !applying && !open && setInputs(null), isDismissable: !applying }}
      >
        {inputs ? (
          <FarBenchmarkInputsPanel
            benchmarkName={benchmarkName(inputs.benchmark_id)}
            inputs={inputs}
            onApply={() => void apply()}
            onCancel={() => setInputs(null)}
            isApplying={applying}
          />
        ) : null}
      </Dialog>
    </>
  );
}
