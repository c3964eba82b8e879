import { industryOverviewEnabled } from '@quartile/domain';
import { FileIcon } from '@quartile/ui';
import { AgentsHome, AgentsHomeCard } from '@quartile/ui/fragments/AgentsHome';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../../shared/api/loadState.ts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts';
import { useSessionUser } from '../../../shared/session/index.ts';
import { agentsQuery } from '../api/agents.ts';

/** /agents: the agents' cards, with a way in for those the caller may use; employees also find the FAR reports here. */
export default function AgentsPage() {
  const { t } = useTranslation('agents');
  const user = useSessionUser();
  const agents = useQuery(agentsQuery());
  useDocumentTitle(t('agentsDocumentTitle'));
  const employee = user?.is_employee === true;

  return (
    <AgentsHome
      state={loadStateOf(agents)}
      agents={agents.data ?? []}
      onRetry={() => void agents.refetch()}
      linkFor={(agent) => {
        if (!employee || !agent.available) return null;
        if (agent.id === 'industry_overview')
          return industryOverviewEnabled(user?.firm) ? { href: '/agents/industry-overview', label: t('openOverviews') } : null;
        return { href: '/benchmarks', label: t('openBenchmarks') };
      }}
      unavailableReason={(agent) => (!employee && agent.available ? t('employeesOnly') : t('notEnabled'))}
      extra={
        employee ? (
          <AgentsHomeCard
            id="card-fars"
            title={t('farsTitle')}
            description={t('farsDescription')}
            icon={<FileIcon size={18} />}
            link={{ href: '/fars', label: t('openFars') }}
          />
        ) : null
      }
    />
  );
}
