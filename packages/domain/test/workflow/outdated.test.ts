import { describe, expect, it } from 'vitest';
import { countOutdated, creditsCheck, decisionVersionOf, decisionVersionText, inRunScope, isDecisionOutdated, rangeBasisText, rangeComparables, rangeComparablesOf, rangeIncludesOutdated } from '../../src/index.ts';

const c = (status: string, criteria_version: number | null, outdated_criteria = false, id = status) => ({ id, status, criteria_version, outdated_criteria });

describe('outdated decisions', () => {
  it('a decision is outdated when analysed under older criteria than the current version, or flagged by a criteria save', () => {
    expect(isDecisionOutdated(c('Accepted using Criteria', 1), 2)).toBe(true);
    expect(isDecisionOutdated(c('Accepted after Review', 1), 2)).toBe(true);
    expect(isDecisionOutdated(c('Rejected using Criteria', 2), 2)).toBe(false);
    expect(isDecisionOutdated(c('Rejected using Criteria', 2, true), 2)).toBe(true);
    // No decision yet, or a re-run awaiting confirm/revert: not an outdated decision.
    expect(isDecisionOutdated(c('Ready for Analysis', 1), 2)).toBe(false);
    expect(isDecisionOutdated(c('Criteria Confirmation', 2), 2)).toBe(false);
    expect(isDecisionOutdated(c('Pending', 1, true), 2)).toBe(false);
  });

  it('words a decision and its version for the workbook and the reports', () => {
    expect(decisionVersionText(c('Accepted using Criteria', 1), 2, false)).toEqual({ outdated: true, text: 'Outdated: decided under criteria v1; the current criteria are v2. It is left out of the range until re-run.' });
    expect(decisionVersionText(c('Accepted using Criteria', 1), 2, true)?.text).toMatch(/It is in the range: a person acknowledged/);
    expect(decisionVersionText(c('Rejected using Criteria', 2, true), 2, false)?.text).toBe('Outdated: decided under older criteria; the current criteria are v2.');
    expect(decisionVersionText(c('Rejected using Criteria', 2), 2, false)?.text).toBe('No: decided under the current criteria (v2)');
    expect(decisionVersionText(c('Not Analyzed', null), 2, false)).toBeNull();
  });

  it('reads the version from a contract company', () => {
    expect(decisionVersionOf({ status: 'Accepted using Criteria', outdated_criteria: false, analysis: { criteria_version: 3 } })).toEqual({ status: 'Accepted using Criteria', outdated_criteria: false, criteria_version: 3 });
    expect(decisionVersionOf({ status: 'Not Analyzed', analysis: null }).criteria_version).toBeNull();
  });

  it('counts decided and accepted companies, outdated among them, ignoring excluded ones', () => {
    const counts = countOutdated(
      [c('Accepted using Criteria', 1), c('Accepted after Review', 2), { ...c('Rejected using Criteria', 1), count: 3 }, { ...c('Accepted using Criteria', 1), is_excluded: true }, c('Not Analyzed', null)],
      2,
    );
    expect(counts).toEqual({ decided: 5, outdated: 4, accepted: 2, acceptedOutdated: 1 });
  });
});

describe('the range and outdated decisions', () => {
  const accepted = [c('Accepted using Criteria', 1, false, 'old'), c('Accepted using Criteria', 2, false, 'new'), c('Rejected using Criteria', 2, false, 'no')];
  const version = (x: { criteria_version: number | null }) => x.criteria_version;

  it('uses current decisions only unless a person acknowledged outdated ones under the current criteria', () => {
    expect(rangeComparables(accepted, version, 2, false)).toEqual({ used: [accepted[1]], leftOut: [accepted[0]] });
    expect(rangeComparables(accepted, version, 2, rangeIncludesOutdated({ include_outdated: true, criteria_version: 2 }, 2)).used).toHaveLength(2);
    // An acknowledgement made under version 2 lapses with version 3.
    expect(rangeIncludesOutdated({ include_outdated: true, criteria_version: 2 }, 3)).toBe(false);
    expect(rangeIncludesOutdated(null, 3)).toBe(false);
    expect(rangeComparablesOf([{ status: 'Accepted after Review', is_excluded: false, analysis: { criteria_version: 1 } }], 2, false).leftOut).toHaveLength(1);
  });

  it('says which basis the range uses', () => {
    expect(rangeBasisText(false, 2, { acceptedOutdated: 0 })).toMatch(/no accepted comparable is outdated/);
    expect(rangeBasisText(false, 2, { acceptedOutdated: 8 })).toMatch(/^Current decisions only \(criteria version 2\): 8 accepted comparables/);
    expect(rangeBasisText(true, 2, { acceptedOutdated: 1 })).toMatch(/^Includes 1 outdated decision /);
  });
});

describe('run scopes', () => {
  it('outdated, not analysed yet, selected, or every company that needs it', () => {
    const old = c('Accepted using Criteria', 1, false, 'a');
    const current = c('Rejected using Criteria', 2, false, 'b');
    const fresh = c('Ready for Analysis', null, false, 'c');
    const failed = c('Analysis Failed', 2, false, 'd');
    const all = [old, current, fresh, failed];
    expect(all.filter((x) => inRunScope(x, 'outdated', 2)).map((x) => x.id)).toEqual(['a']);
    expect(all.filter((x) => inRunScope(x, 'not_analysed', 2)).map((x) => x.id)).toEqual(['c', 'd']);
    expect(all.filter((x) => inRunScope(x, 'selected', 2, new Set(['b']))).map((x) => x.id)).toEqual(['b']);
    expect(all.filter((x) => inRunScope(x, 'ready', 2))).toHaveLength(4);
  });

  it('checks credits before a run, with the message the server gives', () => {
    expect(creditsCheck(3, 3)).toMatchObject({ enough: true, message: null });
    expect(creditsCheck(146, 3)).toMatchObject({ enough: false, needed: 146, remaining: 3 });
    expect(creditsCheck(2, -4).message).toBe('Not enough credits: analysing 2 companies needs 2 credits and 0 remain. Ask your Quartile contact for more credits or choose fewer companies.');
  });
});
