// The usage page's server state: the usage records summarised with the credits that come with the
// user (GET /benchmarks/usage/ and GET /me/).
import { summarizeUsage } from '@quartile/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

export const usageKeys = { summary: ['usage', 'summary'] as const };

export const usageSummaryQuery = () =>
  queryOptions({
    queryKey: usageKeys.summary,
    queryFn: async () => {
      const [records, me] = await Promise.all([api.getUsage(), api.getMe()]);
      return { summary: summarizeUsage(records, me.firm.credits), expires: me.firm.subscription_expiration_date };
    },
  });
