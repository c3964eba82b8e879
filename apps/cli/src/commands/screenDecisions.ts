/**
 * `quartile screen --decisions FILE`: earlier reviewer decisions, one JSON object per line,
 * {"row": N, "decision": "accept" | "reject"} (row numbers as in --out: 1 = the first company row).
 * Blank lines are skipped. Every problem is reported with its line before any company is analysed.
 */
import { CliError } from '../cliError.ts';

export interface GivenDecision {
  readonly row: number;
  readonly decision: 'accept' | 'reject';
  /** Line of the file it came from (1-based). */
  readonly line: number;
}

/** Parses the file; row numbers are checked against the list later (checkDecisionRows). */
export function parseDecisions(text: string, file: string): Map<number, GivenDecision> {
  const given = new Map<number, GivenDecision>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const where = `--decisions ${file} line ${line}`;
    if (raw.trim() === '') return;
    let v: unknown;
    try {
      v = JSON.parse(raw);
    } catch (e) {
      throw new CliError(`${where}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
    }
    if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new CliError(`${where}: expected an object like {"row": 1, "decision": "accept"}`);
    const o = v as Record<string, unknown>;
    const row = o.row;
    if (typeof row !== 'number' || !Number.isInteger(row) || row < 1) throw new CliError(`${where}: "row" must be a positive integer (1 = the first company row), got ${JSON.stringify(row) ?? 'nothing'}`);
    const decision = o.decision;
    if (decision !== 'accept' && decision !== 'reject') throw new CliError(`${where}: "decision" must be "accept" or "reject", got ${JSON.stringify(decision) ?? 'nothing'}`);
    const earlier = given.get(row);
    if (earlier) throw new CliError(`${where}: row ${row} is already decided on line ${earlier.line}`);
    given.set(row, { row, decision, line });
  });
  return given;
}

/** Every given row must be a company row of the list. */
export function checkDecisionRows(given: ReadonlyMap<number, GivenDecision>, rows: number, file: string): void {
  for (const d of given.values()) {
    if (d.row > rows) throw new CliError(`--decisions ${file} line ${d.line}: unknown row ${d.row} (the company list has ${rows} company row${rows === 1 ? '' : 's'})`);
  }
}
