import { describe, expect, it } from 'vitest';
import { decisionBasisText, learnedLabel, EXPORT_COLUMN_KEYS, looksLikeFormula, parseExportColumns } from '../../src/index.ts';

describe('export columns', () => {
  it('absent or blank means every column', () => {
    expect(parseExportColumns(undefined)).toEqual({ ok: true, columns: EXPORT_COLUMN_KEYS });
    expect(parseExportColumns(' ')).toEqual({ ok: true, columns: EXPORT_COLUMN_KEYS });
  });
  it('keeps the catalogue order, drops repeats and always starts with the company name', () => {
    expect(parseExportColumns('reviewer, decision,decision,,')).toEqual({ ok: true, columns: ['name', 'decision', 'reviewer'] });
    expect(parseExportColumns('name')).toEqual({ ok: true, columns: ['name'] });
  });
  it('names the unknown columns and the known ones', () => {
    const parsed = parseExportColumns('decision,salary,age');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toMatch(/^Unknown export columns: salary, age\. Choose from: name, country, bvd_id/);
  });
  it('recognises text a spreadsheet would take for a formula', () => {
    for (const text of ['=1+1', '+49 30 1234', '-2', '@SUM(A1)', '\tx', '\rx']) expect(looksLikeFormula(text)).toBe(true);
    for (const text of ['Acme = good', 'a-b', '', ' =1']) expect(looksLikeFormula(text)).toBe(false);
  });
});

describe('decisionBasisText', () => {
  const zero = { decision: 'accept' as const, confidence: 0.55 };
  it('words what an automated decision rests on, and never calls the analysis a reviewer', () => {
    expect(decisionBasisText(null)).toBe('Criteria');
    expect(decisionBasisText({ examples: 10, effect: 'changed', zero_shot: zero })).toBe('Learned from 10 reviewer decisions, which changed it (criteria alone: Accept, 55 %)');
    expect(decisionBasisText({ basis: 'reviewer', examples: 1, effect: 'confirmed', zero_shot: zero })).toBe('Criteria, confirmed by 1 reviewer decision');
    expect(decisionBasisText({ basis: 'analysis', examples: 24, effect: 'changed', zero_shot: zero })).toBe("Compared with the list's 24 clearest cases, which changed it (criteria alone: Accept, 55 %)");
    expect(decisionBasisText({ basis: 'analysis', examples: 24, effect: 'confirmed', zero_shot: zero })).not.toContain('reviewer');
  });
});

describe('learnedLabel', () => {
  it("says whose decisions taught a result: a reviewer's, or the list's clear cases", () => {
    expect(learnedLabel({ examples: 1 })).toBe('Learned from 1 decision');
    expect(learnedLabel({ basis: 'reviewer', examples: 20 })).toBe('Learned from 20 decisions');
    expect(learnedLabel({ basis: 'analysis', examples: 24 })).toBe('Compared with 24 clear cases');
  });
});
