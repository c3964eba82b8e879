import { describe, expect, it } from 'vitest';
import {
  assertCanExport,
  awaitingCriteriaConfirmation,
  BENCHMARK_PHASES,
  benchmarkPhase,
  changeCriteria,
  confirmCriteriaChanges,
  deleteFile,
  editBenchmarkCompany,
  finishAnalysis,
  generatedCriteriaMessage,
  MESSAGES,
  newBenchmark,
  revertCriteriaChanges,
  runAnalysis,
  uploadFile,
  validateCriteria,
  type BenchmarkWorkflow,
} from '../../src/index.ts';

const criteria = { accept: ['wholesale distribution of electronics'], reject: ['manufacturing'] };
function analysedBenchmark(): BenchmarkWorkflow {
  const b = changeCriteria(uploadFile(newBenchmark(), { name: 'orbis.xlsx' }, ['a', 'b', 'c']), criteria);
  return finishAnalysis(runAnalysis(b), { a: 'accept', b: 'reject', c: 'failed' });
}

describe('benchmark workflow rules (spec §4, §5)', () => {
  it('phases 1 Input, 2 Processing, 3 Decision', () => {
    expect(BENCHMARK_PHASES.map((p) => `${p.number} ${p.label}`)).toEqual(['1 Input', '2 Processing', '3 Decision']);
    const b = changeCriteria(uploadFile(newBenchmark(), { name: 'f.csv' }, ['a']), criteria);
    expect(benchmarkPhase(b.analysis).label).toBe('Input');
    const running = runAnalysis(b);
    expect(benchmarkPhase(running.analysis).label).toBe('Processing');
    expect(benchmarkPhase(finishAnalysis(running, { a: null }).analysis).label).toBe('Decision');
  });
  it('only one file at a time', () => {
    const b = uploadFile(newBenchmark(), { name: 'one.csv' }, ['a']);
    expect(() => uploadFile(b, { name: 'two.csv' }, ['b'])).toThrow(MESSAGES.oneFileOnly);
    expect(uploadFile(deleteFile(b), { name: 'two.csv' }, ['b']).file).toEqual({ name: 'two.csv' });
  });
  it('deleting the file marks all imported companies deleted', () => {
    const b = deleteFile(analysedBenchmark());
    expect(b.companies.map((c) => c.status)).toEqual(['deleted', 'deleted', 'deleted']);
    expect(() => assertCanExport(b)).toThrow(MESSAGES.exportNeedsCompanies);
  });
  it('run results: decision, failure', () => {
    const b = analysedBenchmark();
    expect(b.companies.map((c) => c.status)).toEqual(['acceptedUsingCriteria', 'rejectedUsingCriteria', 'analysisFailed']);
  });
  it('criteria change → outdated → re-run → confirmation; no run while awaiting, confirm only after finish', () => {
    const changed = changeCriteria(analysedBenchmark(), { accept: ['distribution'], reject: [] });
    expect(changed.companies.filter((c) => c.outdated).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    const running = runAnalysis(changed);
    expect(() => confirmCriteriaChanges(running)).toThrow(MESSAGES.confirmNeedsFinishedAnalysis);
    expect(() => runAnalysis(running)).toThrow(MESSAGES.analysisAlreadyRunning);
    const finished = finishAnalysis(running, { a: 'reject', b: 'reject', c: 'accept' });
    expect(awaitingCriteriaConfirmation(finished)).toBe(true);
    expect(finished.companies.map((c) => c.pendingChange?.change ?? null)).toEqual(['accept-to-reject', 'reject-to-reject', null]);
    expect(() => runAnalysis(finished)).toThrow(MESSAGES.analysisBlockedByCriteria);
    const confirmed = confirmCriteriaChanges(finished);
    expect(confirmed.companies.map((c) => c.status)).toEqual(['rejectedUsingCriteria', 'rejectedUsingCriteria', 'acceptedUsingCriteria']);
    const reverted = revertCriteriaChanges(finished);
    expect(reverted.companies.map((c) => c.status)).toEqual(['acceptedUsingCriteria', 'rejectedUsingCriteria', 'acceptedUsingCriteria']);
    expect(() => confirmCriteriaChanges(confirmed)).toThrow(MESSAGES.noCriteriaChangesPending);
  });
  it('criteria must have at least one filled field', () => {
    expect(validateCriteria({ accept: ['  '], reject: [] })).toBe('At least one criteria field must be filled');
    expect(validateCriteria(criteria)).toBeNull();
    expect(() => changeCriteria(newBenchmark(), { accept: [], reject: [''] })).toThrow('At least one criteria field must be filled');
    expect(() => runAnalysis(uploadFile(newBenchmark(), { name: 'f' }, ['a']))).toThrow('At least one criteria field must be filled');
  });
  it('identical generated criteria are reported', () => {
    expect(generatedCriteriaMessage(criteria, { accept: [' wholesale distribution of electronics'], reject: ['manufacturing'] })).toBe(
      'Generated criteria are identical to current criteria',
    );
    expect(generatedCriteriaMessage(criteria, { accept: ['retail'], reject: [] })).toBeNull();
  });
  it('editing a company deletes its analysis; the next run picks it up', () => {
    const b = editBenchmarkCompany(analysedBenchmark(), 'a');
    expect(b.companies[0]).toMatchObject({ status: 'readyForAnalysis', automated: null });
    const rerun = runAnalysis(b);
    expect(rerun.companies.map((c) => c.status)).toEqual(['analysisInProgress', 'rejectedUsingCriteria', 'analysisInProgress']);
    expect(() => editBenchmarkCompany(b, 'zz')).toThrow(/no company zz/);
  });
  it('an upload with no companies is refused with the spec message', () => {
    expect(() => uploadFile(newBenchmark(), { name: 'empty.csv' }, [])).toThrow('No companies were imported');
  });
});
