// The companies of a benchmark: list, edit, include/exclude, force-validating a flagged data
// issue, and the quantitative screens. The use cases are in companies/.
import { requireBenchmarking } from '../../auth/guard.ts';
import { applyQuantitativeScreens } from '../../companies/applyScreens.ts';
import { forceValidateLookout, updateCompanyFields } from '../../companies/editCompany.ts';
import { changeFixLater, readFixLater } from '../../companies/fixLater.ts';
import { getBenchmarkCompanies } from '../../companies/readCompanies.ts';
import type { Handlers } from '../handlers.ts';
import { companyAddress } from '../replies.ts';

export const companyHandlers = {
  async getCompanies(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return getBenchmarkCompanies(ctx, auth.firmId, request.params.benchmark_id);
  },

  async updateCompany(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return updateCompanyFields(ctx, auth, companyAddress(auth, request.params), request.body);
  },

  async forceValidateLookout(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return forceValidateLookout(ctx, auth, companyAddress(auth, request.params), request.body.lookout, request.body.note ?? null);
  },

  async getFixLater(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return readFixLater(ctx, auth.firmId, request.params.benchmark_id);
  },

  async setFixLater(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return changeFixLater(ctx, auth, request.params.benchmark_id, request.body);
  },
} satisfies Handlers;

export const screenHandlers = {
  async applyQuantitativeScreens(request, _reply, ctx) {
    const auth = requireBenchmarking(request);
    return applyQuantitativeScreens(ctx, auth, request.params.benchmark_id, request.body);
  },
} satisfies Handlers;
