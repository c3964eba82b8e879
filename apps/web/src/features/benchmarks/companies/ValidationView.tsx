// The data validation screen of the Companies tab: edits go to the server (which checks them
// again); Fix Later is kept on the server for the team and leaves the issue flagged.
import type { Company } from '@quartile/api';
import { MESSAGES } from '@quartile/domain';
import { Card, toast } from '@quartile/ui';
import { EditWebsiteDialog, ValidationPanel, type EditableField } from '@quartile/ui/fragments/CompanyList';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '@quartile/api';
import { fixLaterQuery, useForceValidateWebsite, useSetFixLater, useUpdateCompany } from '../api/companies.ts';

const NONE: ReadonlySet<string> = new Set();

export interface ValidationViewProps {
  benchmarkId: string;
  companies: readonly Company[];
}

const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export function ValidationView({ benchmarkId, companies }: ValidationViewProps) {
  // The company a write answers is put in place (and the benchmark's counts read again).
  const updateCompany = useUpdateCompany(benchmarkId);
  const forceValidate = useForceValidateWebsite(benchmarkId);
  const fixLaterIds = useQuery(fixLaterQuery(benchmarkId)).data?.company_ids;
  const fixLater = useMemo(() => (fixLaterIds ? new Set(fixLaterIds) : NONE), [fixLaterIds]);
  const setFixLater = useSetFixLater(benchmarkId);
  const [showLater, setShowLater] = useState(false);
  const [editing, setEditing] = useState<Company | null>(null);
  const [pending, setPending] = useState(false);

  const edit = async (company: Company, field: EditableField, value: string) => {
    try {
      await updateCompany.mutateAsync({ companyId: company.id, changes: { [field]: value } });
      toast.success(field === 'website' ? MESSAGES.websiteUpdated : MESSAGES.companyUpdated);
    } catch (error) {
      if (!(error instanceof ApiError)) toast.error(field === 'website' ? MESSAGES.failedToUpdateWebsite : MESSAGES.failedToUpdateCompany);
    }
  };

  return (
    <Card>
      <ValidationPanel
        companies={companies}
        fixLater={fixLater}
        showFixLater={showLater}
        onShowFixLaterChange={setShowLater}
        onEdit={(c, field, value) => void edit(c, field, value)}
        onFixLater={(changed, on) => setFixLater.mutate({ companyIds: changed.map((c) => c.id), fixLater: on })}
        onEditWebsite={setEditing}
      />
      {editing ? (
        <EditWebsiteDialog
          company={editing}
          isPending={pending}
          onClose={() => setEditing(null)}
          onSave={async (website) => {
            setPending(true);
            try {
              await updateCompany.mutateAsync({ companyId: editing.id, changes: { website } });
              toast.success(MESSAGES.websiteUpdated);
              return null;
            } catch (error) {
              return serverMessage(error, MESSAGES.failedToUpdateWebsite);
            } finally {
              setPending(false);
            }
          }}
          onValidate={async () => {
            setPending(true);
            try {
              await forceValidate.mutateAsync(editing.id);
              toast.success(MESSAGES.changesSaved);
              return null;
            } catch (error) {
              return serverMessage(error, MESSAGES.failedToValidateIssue);
            } finally {
              setPending(false);
            }
          }}
        />
      ) : null}
    </Card>
  );
}
