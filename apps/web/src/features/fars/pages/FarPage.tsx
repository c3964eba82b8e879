import type { FarBenchmarkInputs } from '@quartile/api';
import { benchmarkingDisabled } from '@quartile/domain';
import { Dialog, toast } from '@quartile/ui';
import { FarBenchmarkInputsPanel, FarEditor, type FarExportFormat } from '@quartile/ui/fragments/FarEditor';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { fileStem, saveFile } from '../../../shared/download.ts';
import { isNotFound } from '../../../shared/api/apiErrors.ts';
import { useAsync } from '../hooks/useAsync.ts';
import { useFarAutosave } from '../hooks/useFarAutosave.ts';

/** /fars/:farId: the report, saved as it is edited, with its history, exports and benchmark inputs. */
export default function FarPage() {
  const { t } = useTranslation('fars');
  const { farId = '' } = useParams();
  const user = useSessionUser();
  const loaded = useAsync(() => api.getFar(farId), [farId]);
  const history = useAsync(() => api.listFarHistory(farId), [farId]);
  const reloadHistory = history.reload;
  const onSaved = useCallback(() => reloadHistory(), [reloadHistory]);
  const { far, values, saveState, change, saveNow, resolveConflict } = useFarAutosave(loaded.data, onSaved);
  const clientId = far?.client_id;
  const benchmarks = useAsync(
    () => (clientId && !benchmarkingDisabled(user?.firm) ? api.listClientBenchmarks(clientId) : Promise.resolve([])),
    [clientId],
  );
  const [exporting, setExporting] = useState<FarExportFormat | null>(null);
  const [generatingFor, setGeneratingFor] = useState<string | null>(null);
  const [inputs, setInputs] = useState<FarBenchmarkInputs | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    document.title = values?.title ? t('farDocumentTitle', { name: values.title }) : t('listDocumentTitle');
  }, [values?.title, t]);

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
    setApplying(true);
    try {
      await api.saveTestedPartyDescription(inputs.benchmark_id, {
        tested_party_description: inputs.tested_party_description,
        ...(inputs.financials.length > 0 ? { financials: inputs.financials } : {}),
      });
      if (!inputs.identical_to_current) await api.saveCriteria(inputs.benchmark_id, inputs.criteria);
      toast.success(t('applied'));
      setInputs(null);
    } catch {
      // The server's message is already shown as an error toast; the proposal stays open to retry.
    } finally {
      setApplying(false);
    }
  };

  const benchmarkName = (id: string) =>
    (benchmarks.data ?? []).find((b) => b.id === id)?.name ?? far?.benchmarks.find((b) => b.id === id)?.name ?? '';

  return (
    <>
      <FarEditor
        state={
          loaded.status === 'error' && isNotFound(loaded.error) ? 'notFound' : loaded.status === 'ready' && !far ? 'loading' : loaded.status
        }
        far={far}
        values={values}
        onChange={change}
        saveState={saveState}
        onRetrySave={() => void saveNow()}
        onResolveConflict={(choice) => void resolveConflict(choice)}
        clientBenchmarks={(benchmarks.data ?? far?.benchmarks ?? []).map((b) => ({ id: b.id, name: b.name }))}
        history={{ state: history.status, revisions: history.data ?? [], onRetry: history.reload }}
        onExport={(format) => void download(format)}
        exporting={exporting}
        onGenerate={(id) => void generate(id)}
        generatingFor={generatingFor}
        backHref="/fars"
        benchmarkHref={(id) => `/benchmarks/${id}`}
        onRetry={loaded.reload}
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
