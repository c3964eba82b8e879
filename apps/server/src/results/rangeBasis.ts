// The range's basis (issue 19, ADR 0027): current decisions only, or outdated ones too with this
// person's acknowledgement under the current criteria version. Locks the benchmark, checks the
// version the page read, records who and when, and audits the choice.
import { countOutdated, rangeIncludesOutdated } from '@quartile/domain';
import { recordUserEvent } from '../audit/recordEvent.ts';
import type { AuthContext } from '../auth/guard.ts';
import { assertBenchmarkVersion, getBenchmarkDto, lockCriteriaState, saveRangeBasis } from '../benchmarks/benchmarkStore.ts';
import type { AppContext } from '../context.ts';
import { withFirm } from '../db/firmScope.ts';
import { loadDecisionVersions } from './studyResults.ts';

export async function setRangeBasis(ctx: AppContext, auth: AuthContext, benchmarkId: string, input: { include_outdated: boolean }, ifMatch: string | undefined) {
  return withFirm(ctx.database, auth.firmId, async (sql) => {
    const benchmark = await lockCriteriaState(sql, auth.firmId, benchmarkId);
    assertBenchmarkVersion(ifMatch, benchmark.version);
    const before = await getBenchmarkDto(sql, auth.firmId, benchmarkId);
    const version = input.include_outdated ? benchmark.criteria_version : null;
    await saveRangeBasis(sql, benchmarkId, version, auth.userId);
    const counts = countOutdated(await loadDecisionVersions(sql, auth.firmId, benchmarkId), benchmark.criteria_version);
    const includes = rangeIncludesOutdated(version === null ? null : { include_outdated: true, criteria_version: version }, benchmark.criteria_version);
    await recordUserEvent(sql, auth, {
      benchmarkId,
      action: 'results.range_basis_set',
      details: { include_outdated: includes, criteria_version: benchmark.criteria_version, accepted_outdated: counts.acceptedOutdated },
      before: { include_outdated: before.range_basis.include_outdated },
      after: { include_outdated: includes },
    });
    return getBenchmarkDto(sql, auth.firmId, benchmarkId);
  });
}
