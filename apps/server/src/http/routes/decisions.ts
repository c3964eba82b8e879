// Human review: decisions with reasons, summaries, and the criteria lifecycle (save a new
// version, confirm or revert changed decisions). Spec sections 2, 4 and 7; the use cases are in
// decisions/. A write carrying `If-Match: <version>` is refused with 409 when the record changed.
import { requireBenchmarking } from '../../auth/guard.ts';
import { confirmCriteriaChanges, saveCriteria } from '../../decisions/criteria.ts';
import { setDecisionReason, setHumanSummary } from '../../decisions/decisionNotes.ts';
import { recordHumanDecision } from '../../decisions/humanDecision.ts';
import type { Handlers } from '../handlers.ts';
import { companyAddress } from '../replies.ts';
import { ifMatchOf } from '../ifMatch.ts';

export const decisionHandlers = {
  async humanDecision(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return recordHumanDecision(ctx, auth, companyAddress(auth, request.params), request.body, ifMatchOf(request));
  },

  async humanDecisionReason(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return setDecisionReason(ctx, auth, companyAddress(auth, request.params), request.body.reason, ifMatchOf(request));
  },

  async humanSummary(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return setHumanSummary(ctx, auth, companyAddress(auth, request.params), request.body.summary, ifMatchOf(request));
  },

  async saveCriteria(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return saveCriteria(ctx, auth, request.params.benchmark_id, request.body, ifMatchOf(request));
  },

  async confirmCriteriaChange(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return confirmCriteriaChanges(ctx, auth, request.params.benchmark_id, request.body.decisions, ifMatchOf(request));
  },
} satisfies Handlers;
