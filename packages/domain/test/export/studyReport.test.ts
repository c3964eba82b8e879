import { describe, expect, it } from 'vitest';
import { studyReportBlockedMessage, studyReportBlockers } from '../../src/index.ts';

describe('when the study report may be final', () => {
  it('counts companies in the study without a final decision, and final decisions against older criteria', () => {
    const blockers = studyReportBlockers([
      { status: 'Accepted after Review' },
      { status: 'Rejected using Criteria', outdated_criteria: true },
      { status: 'Decision Conflict' },
      { status: 'Decision Refrained' },
      { status: 'Not Analyzed' },
      // Out of the study: never a blocker.
      { status: 'Not Analyzed', is_excluded: true },
      { status: 'Excluded' },
      { status: 'Deleted' },
    ]);
    expect(blockers).toEqual({ undecided: 3, outdated: 1 });
    expect(studyReportBlockedMessage(blockers)).toBe(
      'The study report can be final once every company has a current final decision: the study has 3 companies without a final decision and 1 company decided against older criteria. Export a draft instead (every page is marked DRAFT), or finish the review first.',
    );
  });

  it('has no message when every company in the study is decided', () => {
    const blockers = studyReportBlockers([{ status: 'Accepted using Criteria' }, { status: 'Rejected after Review' }, { status: 'Deleted' }]);
    expect(blockers).toEqual({ undecided: 0, outdated: 0 });
    expect(studyReportBlockedMessage(blockers)).toBeNull();
  });
});
