import { describe, expect, it } from 'vitest';
import { AUDIT_EVENT_GROUPS, AUDIT_EVENT_KINDS, describeAuditEvent, type AuditEventKind, type AuditEventRecord } from '../../src/index.ts';

const ASHA = { actor_kind: 'user', actor_name: 'Asha Rao' } as const;
const RESEARCH = { actor_kind: 'research_analyst', actor_name: null } as const;
const REVIEW = { actor_kind: 'review_analyst', actor_name: null } as const;
const SYSTEM = { actor_kind: 'system', actor_name: null } as const;
const NAMES: Record<string, string> = { 'c-1': 'Nordhavn Industrial Supply A/S', 'c-2': 'Ostrava Valve Trading s.r.o.' };
const companyName = (id: string) => NAMES[id] ?? null;

/**
 * One event of every kind the server writes, as it writes it, and the sentence a person reads.
 * The record is complete by type: a new kind in AUDIT_EVENT_KINDS fails to compile here until it
 * has its example and its sentence.
 */
const EXAMPLES: Record<AuditEventKind, { event: Omit<AuditEventRecord, 'action'>; sentence: string; changes?: string[] }> = {
  'benchmark.created': {
    event: { ...ASHA, after: { name: 'US manufacturers FY2007–2009', client_id: 'x', financial_years: [2007, 2008, 2009] } },
    sentence: 'Asha Rao created the benchmark “US manufacturers FY2007–2009” for the financial years 2007, 2008, 2009.',
  },
  'benchmark.updated': {
    event: { ...ASHA, before: { name: 'Draft', financial_years: [2022, 2023] }, after: { name: 'Pumps', financial_years: [2022, 2023, 2024] } },
    sentence: "Asha Rao changed the benchmark's name and financial years.",
    changes: ['Name: Draft → Pumps', 'Financial years: 2022, 2023 → 2022, 2023, 2024'],
  },
  'benchmark.tested_party_updated': {
    event: { ...ASHA, before: { tested_party_financials: null }, after: { tested_party_financials: [{ year: 2023, revenue: 60000000, operating_profit: 1500000 }] } },
    sentence: "Asha Rao updated the tested party's financials.",
    changes: ["Tested party's financials: — → 2023: revenue 60,000,000, operating profit 1,500,000"],
  },
  'criteria.saved': {
    event: { ...ASHA, details: { version: 2, outdated_companies: 143 }, before: { accept: ['distribution'], reject: [] }, after: { accept: ['manufacturing'], reject: ['software'] } },
    sentence: 'Asha Rao saved the criteria (version 2): 143 companies analysed under earlier criteria are now outdated and need a re-run.',
    changes: ['Accept if the company is involved in: distribution → manufacturing', 'Reject if the company is: none → software'],
  },
  'criteria.change_confirmed': {
    event: { ...ASHA, details: { criteria_version: 2, kept_criteria_version: 2 }, before: { status: 'Criteria Confirmation', criteria_change: { from: 'accept', to: 'accept' } }, after: { status: 'Accepted using Criteria', automated_decision: 'accept' } },
    sentence: 'Asha Rao confirmed the criteria change (version 2): the automated decision stays Accept, and the new analysis is kept.',
  },
  'criteria.change_reverted': {
    event: { ...ASHA, details: { criteria_version: 2, kept_criteria_version: 1 }, before: { status: 'Criteria Confirmation', criteria_change: { from: 'accept', to: 'reject' } }, after: { status: 'Accepted using Criteria', automated_decision: 'accept' } },
    sentence: 'Asha Rao reverted the criteria change (version 2): the automated decision goes back to Accept, and the analysis under version 1 is restored.',
  },
  'file.uploaded': {
    event: { ...ASHA, details: { filename: 'orbis.xlsx', size_bytes: 48_128, sha256: 'ab', blob_id: 'b' } },
    sentence: 'Asha Rao uploaded the company list “orbis.xlsx” (47 KB).',
  },
  'file.deleted': { event: { ...ASHA, details: { file_id: 'f', deleted_companies: 256 } }, sentence: 'Asha Rao deleted the company list and its 256 companies.' },
  'companies.imported': {
    event: { ...ASHA, details: { imported_count: 256, skipped_rows: 2, issues: 5, column_mapping: { A: 'name' }, sheet_name: 'Results', header_row: 4, header_row_chosen_by_hand: true } },
    sentence: 'Asha Rao imported 256 companies from the sheet “Results”, header on row 4 (chosen by hand); 2 empty rows skipped; 5 data issues to check.',
  },
  'company.updated': {
    event: { ...ASHA, details: { analysis_deleted: true }, before: { website: 'https://old.example', status: 'Accepted using Criteria' }, after: { website: 'https://new.example', status: 'Ready for Analysis' } },
    sentence: "Asha Rao edited the company's website; its analysis was deleted and the company needs a re-run.",
    changes: ['Website: https://old.example → https://new.example', 'Status: Accepted using Criteria → Ready for Analysis'],
  },
  'company.excluded': {
    event: { ...ASHA, before: { excluded: false }, after: { excluded: true, exclusion_reason: 'Independence indicator C' } },
    sentence: 'Asha Rao excluded the company: Independence indicator C.',
  },
  'company.included': { event: { ...ASHA, before: { excluded: true }, after: { excluded: false } }, sentence: 'Asha Rao included the company again.' },
  'lookout.force_validated': {
    event: { ...ASHA, details: { lookout: 'website', note: 'Redirects to the group site' } },
    sentence: "Asha Rao confirmed the company's website is right despite the warning: “Redirects to the group site”.",
  },
  'screens.applied': {
    event: { ...ASHA, details: { screens: { independence: { allowed: ['A', 'B'] }, data_availability: true, persistent_losses: { loss_years: 2 }, min_revenue: null }, excluded: 12, included_again: 1 } },
    sentence: 'Asha Rao applied the quantitative screens (independence indicator A, B; data for every year; no operating loss in 2 or more years): 12 companies excluded, 1 included again.',
  },
  'annual_report.uploaded': { event: { ...ASHA, details: { filename: 'ibm-10k-2009.html' } }, sentence: 'Asha Rao uploaded the annual report “ibm-10k-2009.html”.' },
  'annual_reports.processed': {
    event: { ...RESEARCH, details: { job_id: 'j', processed: [{ filename: 'a.pdf', ok: true }, { filename: 'b.pdf', ok: false, error: 'damaged' }] } },
    sentence: 'The Research Analyst read 1 annual report; 1 report could not be read (b.pdf).',
  },
  'sources.gathered': {
    event: { ...RESEARCH, details: { job_id: 'j', url: 'https://nordhavn.example', pages: 3, issue: null } },
    sentence: 'The Research Analyst read the website https://nordhavn.example: 3 pages kept as sources.',
  },
  'run.started': {
    event: { ...ASHA, details: { job_id: 'j', kind: 'analysis', companies: 146, criteria_version: 2, provider: 'local' } },
    sentence: 'Asha Rao started an analysis of 146 companies under criteria version 2.',
  },
  'run.finished': { event: { ...SYSTEM, details: { job_id: 'j', status: 'failed', succeeded: 145, failed: 1 } }, sentence: 'The run ended with failures: 145 companies done, 1 failed.' },
  'run.cancelled': {
    event: { ...ASHA, details: { job_id: 'j', kind: 'web_search', companies_not_reached: 40 } },
    sentence: 'Asha Rao cancelled a web search; 40 companies were not reached.',
  },
  'analysis.completed': {
    event: {
      ...RESEARCH,
      details: { job_id: 'j', provider: 'local', criteria_version: 2, citations: 3, dropped_citations: 1 },
      before: { status: 'Pending', decision: 'accept' },
      after: { status: 'Criteria Confirmation', decision: 'reject', confidence: 0.95, core_function: 'manufacturer' },
    },
    sentence:
      'The Research Analyst analysed the company under criteria version 2: Reject at 95 % confidence, manufacturer (3 citations, 1 dropped as not found in the source); the change waits for a person to confirm or revert it.',
  },
  'analysis.failed': {
    event: { ...RESEARCH, details: { job_id: 'j', code: 'no_source', message: 'There is no website, database description or annual report to read, so there is nothing to analyse.' } },
    sentence: 'The Research Analyst could not analyse the company: There is no website, database description or annual report to read, so there is nothing to analyse.',
  },
  'analysis.relearned': {
    event: { ...RESEARCH, details: { examples: 20, updated: 146, changed: 9 } },
    sentence: "The Research Analyst re-applied what it learned from 20 reviewers' decisions to 146 undecided companies; 9 decisions changed.",
  },
  'analysis.learned': {
    // As the server writes it: each side with its confidence.
    event: { ...RESEARCH, details: { zero_shot: { decision: 'reject', confidence: 0.7 }, learned: { decision: 'accept', confidence: 0.8 }, examples: 12, neighbour_ids: ['c-1', 'c-2'] } },
    sentence: "The Research Analyst changed its decision from Reject to Accept after learning from 12 reviewers' decisions; closest decided companies: Nordhavn Industrial Supply A/S, Ostrava Valve Trading s.r.o.",
  },
  'review.completed': {
    event: { ...REVIEW, details: { trigger: 'decision', suggestion: 'reject', raised: 1, cleared: 0 }, before: { flags: [] }, after: { flags: [{ id: 'x', kind: 'user_action', severity: 'high' }] } },
    sentence: 'The Review Analyst checked the company after a decision and raised 1 flag (open: Decision check).',
  },
  'review.flag_dismissed': {
    event: { ...ASHA, details: { flag_id: 'f', kind: 'related_party', severity: 'medium', message: 'm' }, before: { dismissed: false }, after: { dismissed: true, note: 'The link is a minority stake.' } },
    sentence: 'Asha Rao dismissed the flag “Related-party link”: “The link is a minority stake.”',
  },
  'decision.human': {
    event: {
      ...ASHA,
      details: { via: 'quick_review', resolved_conflict: true, version_after: 4, previous: { status: 'Decision Conflict' } },
      before: { status: 'Decision Conflict', human_decision: 'accept', reason: null, reason_code: null },
      after: { status: 'Rejected after Review', human_decision: 'reject', reason: 'Makes its own pumps.', reason_code: 'different_functions' },
    },
    sentence: 'Asha Rao rejected the company in quick review, resolving a decision conflict: Different functions — Makes its own pumps.',
  },
  'decision.undone': {
    event: { ...ASHA, details: { undone_event_id: 'e' }, before: { status: 'Accepted after Review', human_decision: 'accept' }, after: { status: 'Rejected using Criteria', human_decision: null } },
    sentence: 'Asha Rao undid the decision (Accept): the company is back to Rejected using Criteria.',
  },
  'decision.reason': { event: { ...ASHA, before: { reason: null }, after: { reason: 'Segment report 2009' } }, sentence: 'Asha Rao changed the reason of the decision: “Segment report 2009”.' },
  'summary.human': { event: { ...ASHA, before: { human_summary: null }, after: { human_summary: 'Makes and sells valves.' } }, sentence: "Asha Rao wrote the reviewer's summary: “Makes and sells valves.”" },
  'results.settings_saved': {
    event: { ...ASHA, before: { method: 'us-482', exclusions: [] }, after: { method: 'india-10ca', exclusions: [{ company_id: 'c-1', reason: 'Loss-making start-up' }] } },
    sentence: 'Asha Rao saved the results settings (range method and excluded from the range).',
    changes: ['Range method: US §1.482 interquartile range → India Rule 10CA (35th–65th percentile)', 'Excluded from the range: none → Nordhavn Industrial Supply A/S: Loss-making start-up'],
  },
  'results.range_basis_set': {
    event: { ...ASHA, details: { include_outdated: true, criteria_version: 2, accepted_outdated: 8 }, before: { include_outdated: false }, after: { include_outdated: true } },
    sentence: 'Asha Rao acknowledged that the range includes 8 accepted comparables decided under criteria older than version 2.',
  },
  'year.imported': { event: { ...ASHA, details: { year: 2024, updated_companies: 30, upload_id: 'u' } }, sentence: 'Asha Rao added the figures of 2024 for 30 companies.' },
  'year.removed': { event: { ...ASHA, details: { year: 2021 }, before: { financial_years: [2021, 2022] }, after: { financial_years: [2022] } }, sentence: 'Asha Rao removed the financial year 2021 from the benchmark.' },
  'export.downloaded': { event: { ...ASHA, details: { columns: ['name'], companies: 18 } }, sentence: 'Asha Rao downloaded the Excel workbook (18 companies).' },
  'evidence.bundle_started': { event: { ...ASHA, details: { job_id: 'j', companies: 18, statuses: ['Accepted after Review'] } }, sentence: 'Asha Rao asked for the evidence reports of 18 companies.' },
  'evidence.bundle_ready': { event: { ...SYSTEM, details: { job_id: 'j', reports: 18, failed: 0 } }, sentence: 'The evidence reports are ready: 18 reports.' },
  'evidence.report_downloaded': { event: { ...ASHA }, sentence: "Asha Rao downloaded the company's evidence report." },
  'export.study_report': { event: { ...ASHA, details: { format: 'docx', draft: true, companies: 38 } }, sentence: 'Asha Rao exported the study report as a draft (Word).' },
};

describe('the audit trail in sentences', () => {
  it.each(AUDIT_EVENT_KINDS.map((kind) => [kind]))('%s reads as a sentence, never as its code or stored JSON', (kind) => {
    const example = EXAMPLES[kind];
    const wording = describeAuditEvent({ action: kind, ...example.event }, { companyName });
    expect(wording.sentence).toBe(example.sentence);
    expect(wording.changes).toEqual(example.changes ?? []);
    for (const text of [wording.sentence, ...wording.changes]) {
      expect(text).not.toContain(kind);
      expect(text).not.toMatch(/[{}[\]]|\b[a-z]+_[a-z_]+\b|undefined|NaN|\[object/);
    }
  });

  it('names the actor by kind when no person is recorded, and a kind it does not know without its code', () => {
    expect(describeAuditEvent({ action: 'company.included', actor_kind: 'user', actor_name: null }).sentence).toBe('A former member included the company again.');
    const unknown = describeAuditEvent({ action: 'company.teleported', actor_kind: 'system', actor_name: null, details: { to: 'mars' } });
    expect(unknown.sentence).toBe('Quartile made a change that this version of Quartile does not describe.');
  });

  it("words the Review Analyst's check of a learned decision, and a review after learning", () => {
    const learned = { zero_shot: { decision: 'accept', confidence: 0.8 }, learned: { decision: 'reject', confidence: 0.7 }, examples: 5, neighbour_ids: ['c-1'] };
    const agrees = describeAuditEvent({ action: 'analysis.learned', ...RESEARCH, details: { ...learned, review: { suggestion: 'reject', confidence: 0.7, agrees: true } } }, { companyName });
    expect(agrees.sentence).toBe("The Research Analyst changed its decision from Accept to Reject after learning from 5 reviewers' decisions; closest decided companies: Nordhavn Industrial Supply A/S; the Review Analyst agrees.");
    const differs = describeAuditEvent({ action: 'analysis.learned', ...RESEARCH, details: { ...learned, review: { suggestion: 'refrain', confidence: 0.4, agrees: false } } }, { companyName });
    expect(differs.sentence).toMatch(/; the Review Analyst suggests Refrain\.$/);
    const review = describeAuditEvent({ action: 'review.completed', ...REVIEW, details: { trigger: 'learning', suggestion: 'reject', raised: 0, cleared: 1 }, before: { flags: [{ id: 'x', kind: 'diversified_offerings', severity: 'high' }] }, after: { flags: [] } });
    expect(review.sentence).toBe("The Review Analyst checked the company after the analysis learned from the reviewers' decisions and cleared 1 flag.");
  });

  it("words the benchmark pass as the analysis' own clearest decisions, never as a person's", () => {
    const passed = { basis: 'analysis', zero_shot: { decision: 'reject', confidence: 0.6 }, learned: { decision: 'accept', confidence: 0.7 }, examples: 24, neighbour_ids: ['c-1'] };
    const learned = describeAuditEvent({ action: 'analysis.learned', ...RESEARCH, details: { ...passed, review: { suggestion: 'accept', confidence: 0.7, agrees: true } } }, { companyName });
    expect(learned.sentence).toBe(
      "The Research Analyst changed its decision from Reject to Accept after comparing it with 24 companies of this list it decided most clearly (no person's decision); closest of them: Nordhavn Industrial Supply A/S; the Review Analyst agrees.",
    );
    const relearned = describeAuditEvent({ action: 'analysis.relearned', ...RESEARCH, details: { basis: 'analysis', examples: 24, updated: 51, changed: 3 } });
    expect(relearned.sentence).toBe('The Research Analyst compared 51 undecided companies with the 24 companies of this list it decided most clearly; 3 decisions changed.');
    const back = describeAuditEvent({ action: 'analysis.relearned', ...RESEARCH, details: { basis: 'none', examples: 0, updated: 5, changed: 2 } });
    expect(back.sentence).toBe('The Research Analyst put 5 undecided companies back to what the criteria alone read, as there are not yet enough decisions to learn from; 2 decisions changed.');
    const review = describeAuditEvent({ action: 'review.completed', ...REVIEW, details: { trigger: 'benchmark_pass', suggestion: 'accept', raised: 0, cleared: 0 }, before: { flags: [] }, after: { flags: [] } });
    expect(review.sentence).toBe('The Review Analyst checked the company after the analysis compared it with the companies of the list it decided most clearly and changed no flag.');
  });

  it("says when a run's analysis learned from the reviewers' decisions, and what the criteria alone read", () => {
    const event = { ...RESEARCH, details: { provider: 'local', criteria_version: 2, citations: 2, learned: { examples: 10, zero_shot: { decision: 'accept', confidence: 0.6 } } }, before: {}, after: { status: 'Rejected using Criteria', decision: 'reject', confidence: 0.9 } };
    expect(describeAuditEvent({ action: 'analysis.completed', ...event }).sentence).toBe(
      "The Research Analyst analysed the company under criteria version 2: Reject at 90 % confidence (2 citations); it learned from 10 reviewers' decisions (from the criteria alone: Accept at 60 %).",
    );
  });

  it('words a criteria change that kept the decision as staying, not as a change', () => {
    const revert = describeAuditEvent({ action: 'criteria.change_reverted', ...ASHA, details: {}, before: { criteria_change: { from: 'reject', to: 'reject' } }, after: {} });
    expect(revert.sentence).toBe('Asha Rao reverted the criteria change: the automated decision stays Reject, and the earlier analysis is restored.');
  });

  it('puts every kind in exactly one of the timeline filters', () => {
    for (const kind of AUDIT_EVENT_KINDS) {
      const groups = Object.entries(AUDIT_EVENT_GROUPS).filter(([, prefixes]) => prefixes.some((p) => kind.startsWith(p)));
      expect(groups.map(([g]) => g), kind).toHaveLength(1);
    }
  });
});

describe('a re-run in words', () => {
  it('says it was a re-run and of which companies', () => {
    const event = { ...ASHA, action: 'run.started', details: { job_id: 'j', kind: 'analysis', companies: 143, criteria_version: 2, scope: 'outdated', rerun: true } };
    expect(describeAuditEvent(event).sentence).toBe('Asha Rao started a re-run: an analysis of 143 companies with outdated decisions under criteria version 2.');
  });
});
