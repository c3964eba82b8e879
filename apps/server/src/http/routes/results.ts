// The results of a study (spec sections 1 and 7): `pli-stats` computes the arm's length range; the
// results page saves its choices (`results-settings`) and the tested party's description and
// financials (`tested-party-description`). Another firm's benchmark answers 404; every change is audited.
import type { ResultsSettings } from '@quartile/domain';
import { requireBenchmarking } from '../../auth/guard.ts';
import { pliStats, type PliStatsInput } from '../../results/pliStats.ts';
import { saveResultsSettings, saveTestedPartyDescription, type FinancialsInput } from '../../results/saveResults.ts';
import type { OperationHandlers } from '../context.ts';
import { assertBenchmarkVersion } from './decisions.ts';

export const resultsHandlers: OperationHandlers = {
  async pliStats(request, _reply, ctx) {
    return pliStats(ctx.database, requireBenchmarking(request), request.body as PliStatsInput);
  },

  async saveResultsSettings(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    return saveResultsSettings(ctx.database, auth, id, request.body as ResultsSettings, (version) => assertBenchmarkVersion(request, version));
  },

  async saveTestedPartyDescription(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    const { benchmark_id: id } = request.params as { benchmark_id: string };
    const body = request.body as { tested_party_description: string; financials?: FinancialsInput[] };
    return saveTestedPartyDescription(ctx.database, auth, id, body, (version) => assertBenchmarkVersion(request, version));
  },
};
