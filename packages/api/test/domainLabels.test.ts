// The label-keyed sets of packages/domain are the ones the contract speaks: a status, a flag kind,
// a severity or an issue kind added to openapi.yaml without the domain (or the other way) fails here.
import { readFile } from 'node:fs/promises';
import { COMPANY_ISSUE_KINDS, COMPANY_STATUS_LABELS, DECISION_LABELS, FLAG_SEVERITIES, REVIEW_FLAG_KINDS } from '@quartile/domain';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Schema = { enum?: string[]; properties?: Record<string, Schema> };
const spec = parse(await readFile(new URL('../openapi.yaml', import.meta.url), 'utf8')) as { components: { schemas: Record<string, Schema> } };
const schemas = spec.components.schemas;

describe('domain labels and the contract', () => {
  it('company statuses', () => {
    expect([...COMPANY_STATUS_LABELS]).toEqual(schemas.CompanyStatus!.enum);
  });

  it('review flag kinds and severities', () => {
    expect([...REVIEW_FLAG_KINDS]).toEqual(schemas.ReviewFlagKind!.enum);
    expect([...FLAG_SEVERITIES]).toEqual(schemas.FlagSeverity!.enum);
  });

  it('import issue kinds', () => {
    expect([...COMPANY_ISSUE_KINDS]).toEqual(schemas.ValidationIssue!.properties!.kind!.enum);
  });

  it('one word for every decision value', () => {
    for (const value of schemas.DecisionValue!.enum!) expect(DECISION_LABELS[value as 'accept' | 'reject']).toBeTruthy();
  });
});
