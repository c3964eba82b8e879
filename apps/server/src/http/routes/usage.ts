// GET /api/benchmarks/usage/: the firm's comparables processed, one record per day with activity.
import { requireEmployee } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import type { OperationHandlers } from '../context.ts';

export const usageHandlers: OperationHandlers = {
  async getUsage(request, _reply, ctx) {
    const auth = requireEmployee(request);
    return withFirm(ctx.database, auth.firmId, (sql) =>
      sql.query(
        `select usage_date::text as date, sum(count)::int as count from usage_records
         where firm_id = $1 group by usage_date order by usage_date`,
        [auth.firmId],
      ),
    );
  },
};
