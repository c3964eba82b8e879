// The Companies tab (spec section 2): the upload wizard until a list is imported; then the one
// file (deleted after a confirmation before another upload) and the companies with their flags.
import type { Benchmark, Company } from '@quartile/api';
import { MESSAGES, companyIssues } from '@quartile/domain';
import { Card, ErrorState, Skeleton, SkeletonGroup, Tab, TabList, TabPanel, Tabs, toast } from '@quartile/ui';
import { CompanyFileBar, ImportResult, type ImportResultState } from '@quartile/ui/fragments/CompanyImport';
import { CompanyDrawer, CompanyTable, type CompanyFilter } from '@quartile/ui/fragments/CompanyList';
import { useMemo, useState } from 'react';
import { useUrlChoice } from '../../../shared/hooks/useUrlChoice.ts';
import { api } from '../../../shared/api/client.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { useCompaniesChanged, useUpdateCompany } from '../api/companies.ts';
import { useReviewCompanies } from '../review/useReviewCompanies.ts';
import { UploadWizard } from './UploadWizard.tsx';
import { ValidationView } from './ValidationView.tsx';
import { ScreensView } from './ScreensView.tsx';
import { RollForwardView } from './RollForwardView.tsx';

export interface CompaniesTabProps {
  benchmark: Benchmark;
}

type View = 'list' | 'validation' | 'screens' | 'roll-forward';
const VIEWS: readonly View[] = ['list', 'validation', 'screens', 'roll-forward'];

export function CompaniesTab({ benchmark }: CompaniesTabProps) {
  const user = useSessionUser();
  const [view, setView] = useUrlChoice<View>('view', (value) => VIEWS.find((v) => v === value) ?? 'list', 'list', { replace: true });
  const [filter, setFilter] = useState<CompanyFilter>('all');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [lastImport, setLastImport] = useState<ImportResultState | null>(null);
  const data = useReviewCompanies(benchmark.id, user?.id ?? null);
  const updateCompany = useUpdateCompany(benchmark.id);
  const afterImport = useCompaniesChanged(benchmark.id);
  const live = useMemo(() => data.companies.filter((c) => c.status !== 'Deleted'), [data.companies]);
  const issueCount = useMemo(() => live.filter((c) => companyIssues(c).length > 0).length, [live]);
  const open = openId ? (data.companies.find((c) => c.id === openId) ?? null) : null;

  const deleteFile = async () => {
    setDeleting(true);
    try {
      const answer = await api.deleteCompanyFile(benchmark.id);
      setLastImport(null);
      toast.success(`File deleted; ${answer.deleted_companies} companies marked deleted`);
      setView('list');
      afterImport();
    } catch {
      // The error toast gives the server's words.
    } finally {
      setDeleting(false);
    }
  };

  const update = async (company: Company, changes: Parameters<typeof api.updateCompany>[2], success: string, failure: string): Promise<boolean> => {
    setPending(true);
    try {
      await updateCompany.mutateAsync({ companyId: company.id, changes });
      toast.success(success);
      return true;
    } catch (error) {
      if (!(error instanceof Error) || !('status' in error)) toast.error(failure);
      return false;
    } finally {
      setPending(false);
    }
  };

  const file = benchmark.file;
  // The wizard stays while its import runs, even if a reload already shows the new file.
  if (!file || importing) {
    return (
      <UploadWizard
        benchmark={benchmark}
        onBusyChange={setImporting}
        onImported={(result) => {
          setLastImport(result);
          afterImport();
        }}
      />
    );
  }

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, minWidth: 0 }}>
      <Card>
        <CompanyFileBar file={file} onDelete={deleteFile} isDeleting={deleting} />
      </Card>
      {lastImport ? (
        <Card>
          <ImportResult
            result={lastImport}
            onReviewIssues={() => {
              setLastImport(null);
              setView('validation');
            }}
            onShowCompanies={() => {
              setLastImport(null);
              setView('list');
            }}
          />
        </Card>
      ) : null}
      {file.imported_count === 0 ? null : data.status === 'loading' ? (
        <SkeletonGroup label="Loading companies">
          <Card>
            <div style={{ display: 'grid', gap: 8 }}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} />
              ))}
            </div>
          </Card>
        </SkeletonGroup>
      ) : data.status === 'error' ? (
        <Card>
          <ErrorState title={MESSAGES.failedToFetchData} description="The companies could not be loaded." onRetry={data.refetch} />
        </Card>
      ) : (
        <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as View)}>
          <TabList aria-label="Company list">
            <Tab id="list">Companies</Tab>
            <Tab id="validation">{issueCount > 0 ? `Data validation (${issueCount})` : 'Data validation'}</Tab>
            <Tab id="screens">Screens</Tab>
            <Tab id="roll-forward">Roll forward</Tab>
          </TabList>
          <TabPanel id="list">
            <Card>
              <CompanyTable companies={data.companies} years={benchmark.financial_years} filter={filter} onFilterChange={setFilter} search={search} onSearchChange={setSearch} onOpen={(c) => setOpenId(c.id)} />
            </Card>
          </TabPanel>
          <TabPanel id="validation">
            <ValidationView benchmarkId={benchmark.id} companies={live} />
          </TabPanel>
          <TabPanel id="screens">
            <ScreensView benchmark={benchmark} companies={live} />
          </TabPanel>
          <TabPanel id="roll-forward">
            <RollForwardView benchmark={benchmark} />
          </TabPanel>
        </Tabs>
      )}
      {open ? (
        <CompanyDrawer
          company={open}
          onClose={() => setOpenId(null)}
          isPending={pending}
          onSetExcluded={async (excluded, reason) => {
            await update(open, { is_excluded: excluded, exclusion_reason: reason || null }, MESSAGES.companyUpdated, MESSAGES.failedToUpdateCompany);
          }}
        />
      ) : null}
    </div>
  );
}
