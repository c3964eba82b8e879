/**
 * @quartile/domain: pure transfer-pricing and product rules (no I/O, no framework).
 * Every module documents its rule and source in its header comment.
 */
export * from './tp/methods.ts';
export * from './tp/rational.ts';
export * from './tp/values.ts';
export * from './tp/percentile.ts';
export * from './tp/range.ts';
export * from './tp/position.ts';
export * from './tp/financials.ts';
export * from './tp/pli.ts';
export * from './tp/wca.ts';
export * from './tp/results.ts';
export * from './tp/labels.ts';
export * from './export/columns.ts';
export * from './workflow/errors.ts';
export * from './workflow/companyStatus.ts';
export * from './workflow/decisions.ts';
export * from './workflow/criteria.ts';
export * from './workflow/phases.ts';
export * from './workflow/benchmark.ts';
export * from './workflow/readiness.ts';
export * from './workflow/reasons.ts';
export * from './usage/usage.ts';
export * from './access/publicRoutes.ts';
export * from './access/access.ts';
export * from './session/jwt.ts';
export * from './session/refresh.ts';
export * from './validation/messages.ts';
export * from './validation/fields.ts';
export * from './validation/inquiry.ts';
export * from './validation/mapping.ts';
export * from './validation/financialSetup.ts';
export * from './validation/requiredParameter.ts';
export * from './mapping/units.ts';
export * from './mapping/cells.ts';
export * from './mapping/fields.ts';
export * from './mapping/headers.ts';
export * from './mapping/sheet.ts';
export * from './mapping/columnMapping.ts';
export * from './mapping/importPlan.ts';
export * from './mapping/companyFileLimits.ts';
export * from './mapping/zipGuard.ts';
export * from './mapping/companyFileCells.ts';
export * from './screens/quantitative.ts';
export * from './agents/industries.ts';
export * from './far/index.ts';
