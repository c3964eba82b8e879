// The tested party description (spec section 7: POST tested-party-description), which the Run
// Analysis screen edits before generating criteria from it.
import { changedFields, recordEvent, userActor } from '../../audit/recordEvent.ts';
import { requireBenchmarking } from '../../auth/guard.ts';
import { withFirm } from '../../db/firmScope.ts';
import type { OperationHandlers } from '../context.ts';
import { getBenchmarkDto } from './benchmarks.ts';

export const testedPartyHandlers: OperationHandlers = {
  async saveTestedPartyDescription(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    const { tested_party_description: text } = request.body as { tested_party_description: string };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const before = await getBenchmarkDto(sql, auth.firmId, id);
      await sql.query('update benchmarks set tested_party_description = $3, version = version + 1, updated_at = now() where id = $1 and firm_id = $2', [id, auth.firmId, text.trim()]);
      const after = await getBenchmarkDto(sql, auth.firmId, id);
      const change = changedFields({ tested_party_description: before.tested_party_description }, { tested_party_description: after.tested_party_description });
      if (change) await recordEvent(sql, { firmId: auth.firmId, benchmarkId: id, actor: userActor(auth.userId), action: 'benchmark.updated', ...change });
      return after;
    });
  },
};
