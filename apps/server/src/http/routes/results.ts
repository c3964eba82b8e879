// The results of a study (spec sections 1 and 7): `pli-stats` computes the arm's length range; the
// results page saves its choices (`results-settings`) and the tested party's description and
// financials (`tested-party-description`). Another firm's benchmark answers 404; every change is audited.
import { requireBenchmarking } from '../../auth/guard.ts';
import { pliStats } from '../../results/pliStats.ts';
import { setRangeBasis } from '../../results/rangeBasis.ts';
import { saveResultsSettings, saveTestedPartyDescription } from '../../results/saveResults.ts';
import type { Handlers } from '../handlers.ts';
import { ifMatchOf } from '../ifMatch.ts';

export const resultsHandlers = {
  async pliStats(request, _reply, ctx) {
    return pliStats(ctx, requireBenchmarking(request), request.body);
  },

  async saveResultsSettings(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return saveResultsSettings(ctx, auth, request.params.benchmark_id, request.body, ifMatchOf(request));
  },

  async setRangeBasis(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return setRangeBasis(ctx, auth, request.params.benchmark_id, request.body, ifMatchOf(request));
  },

  async saveTestedPartyDescription(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return saveTestedPartyDescription(ctx, auth, request.params.benchmark_id, request.body, ifMatchOf(request));
  },
} satisfies Handlers;
