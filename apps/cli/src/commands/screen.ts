/**
 * `quartile screen`: batch qualitative screening with the Research Analyst.
 * Reads a company list (CSV or XLSX, read as the upload wizard reads it: companyList/readCompanyList.ts;
 * headers recognized by the domain's header recognition, so Orbis / TP Catalyst / Capital IQ exports
 * work: at least a name and a description or website column; in a workbook the first sheet with such
 * a header row, a cover sheet is passed over; .xls and other binary formats are refused),
 * criteria JSON {"accept": [...], "reject": [...]}, and writes one JSON line per company row (blank
 * rows skipped), in input order: {"row","name","decision","confidence","function","tags","reasoning","citations":[{"source","quote"}]}
 * (a citation of the row's activity fields: source "database record", its line as the quote and the
 * "field" it came from; the analyst's databaseRecordSource, as the server stores it, ADR 0031).
 * Websites are fetched only for rows that have one (SSRF-safe; QUARTILE_ALLOW_PRIVATE_NETWORKS=1
 * allows loopback/private targets for the offline demo). openai-compatible reads LLM_BASE_URL,
 * LLM_MODEL and LLM_API_KEY.
 * --decisions FILE (screenDecisions.ts): earlier reviewer decisions by row. Every row is analysed
 * first; the decided rows then build the benchmark's decision model (@quartile/analyst learning/),
 * which decides the other rows; the decided rows are written with their given decision.
 * --benchmark-pass (without --decisions): the analysis' own confident decisions on the list are the
 * examples for the other rows (@quartile/analyst learning/benchmarkPass.ts).
 */
import { writeFileSync } from 'node:fs';
import { isMissingCell, type ColumnMappingProposal } from '@quartile/domain';
import {
  analyzeCompany,
  applyDecisionModel,
  benchmarkPass,
  buildDecisionModel,
  createLocalProvider,
  databaseActivityCodes,
  createOpenAiCompatibleProvider,
  mapLimited,
  MIN_PER_SIDE,
  verifyCitations,
  type AnalysisResult,
  type AnalystProvider,
  type CompanyInput,
  type Criteria,
  type DecidedExample,
  type gatherWebsite,
  type PassItem,
  type Source,
} from '@quartile/analyst';
import { oneOf, parseJsonObject, parseNumber, parseOptions, printedHelp, requireOption } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { Command } from '../command.ts';
import { UPLOAD_LIMIT_BYTES } from '../companyList/limits.ts';
import { readCompanyList, type Cell } from '../companyList/readCompanyList.ts';
import { jsonLine } from '../json.ts';
import { checkDecisionRows, parseDecisions, type GivenDecision } from './screenDecisions.ts';

const help = `Usage: quartile screen --companies <file.csv|file.xlsx> --criteria <criteria.json> --out <results.jsonl> [--decisions <decisions.jsonl> | --benchmark-pass] [--provider local|openai-compatible] [--concurrency N]

Screens each company against accept/reject criteria with the Research Analyst.

Options:
  --companies <file>   company list, CSV or Excel .xlsx (not .xls), at most 20 MB, 20,000 rows and 500
                       columns; Orbis/TP Catalyst/Capital IQ headers are recognized, also below title
                       rows; needs a name column and a description, website or activity code
                       column. In a workbook the first sheet with such a header row is read
                       ("Results" first; a cover sheet is passed over) and named on stderr. Activity code columns (NACE, US SIC, NAICS)
                       and a Capital IQ industry ("Primary Industry") are evidence too, below the
                       company's own words; a decision that rests on them cites the field's line
  --criteria <file>    JSON {"accept": ["..."], "reject": ["..."]}
  --out <file>         output: one JSON line per company row, in input order
  --decisions <file>   earlier reviewer decisions, one JSON line each: {"row": N, "decision": "accept"|"reject"}
                       (row as in --out). Those rows keep their decision ("decided_by": "user"); the
                       Research Analyst learns from them to decide the others ("decided_by": "analysis",
                       "learned": the decisions it leaned on). Without it the screen is zero-shot
  --benchmark-pass     without --decisions: once every row is analysed, the analysis' own clearest
                       decisions (the most confident third of its accepts and of its rejects, at
                       least 3 each) are the examples for the other rows, as a reviewer's decisions
                       would be; those lines have "learned" with "basis": "analysis", and their
                       reasoning says so
  --provider <p>       local (default, offline) | openai-compatible (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY)
  --concurrency <n>    companies analysed at once (default 8; 16+ for openai-compatible)
  -h, --help           show this help

Each line: {"row","name","decision","confidence","function","tags","reasoning","citations":[{"source","quote"}]}
(row: 1 for the first company under the header, blank rows skipped; source is "description", a URL, a
document name, or "database record" for the row's activity fields, then with "field": the column it quotes,
e.g. {"source":"database record","quote":"US SIC: 3561","field":"US SIC"}). Websites are fetched only for rows that have one. With --decisions each line also has
"decided_by" and, where the decisions changed or confirmed the analysis, "learned": {"examples","accepted",
"rejected","effect":"changed"|"confirmed","zero_shot":{"decision","confidence"},"neighbours":[{"row","name",
"decision","similarity"}]}.`;

export interface ScreenDeps {
  readonly gatherer?: typeof gatherWebsite;
  readonly writeFile?: (path: string, text: string) => void;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The columns read as activity evidence: Orbis / TP Catalyst codes, a Capital IQ industry label. */
const ACTIVITY_FIELDS = ['nace_code', 'sic_code', 'naics_code', 'industry'] as const;

/** Something to read: a description, a website, or the activity fields (read as the database record, ADR 0031). */
const readable = (fields: ColumnMappingProposal['fields']): boolean => fields.database_description !== undefined || fields.website !== undefined || ACTIVITY_FIELDS.some((f) => fields[f] !== undefined);
/** The screen needs a name and something to read. */
const screenable = (fields: ColumnMappingProposal['fields']): boolean => fields.name !== undefined && readable(fields);

const isBlankRow = (row: readonly Cell[]): boolean => row.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

function readCriteria(text: string, file: string): { accept: string[]; reject: string[] } {
  const o = parseJsonObject(text, `--criteria ${file}`);
  const list = (k: string): string[] => {
    const v = o[k] ?? [];
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw new CliError(`--criteria ${file}: "${k}" must be an array of strings`);
    return (v as string[]).map((s) => s.trim()).filter((s) => s !== '');
  };
  const c = { accept: list('accept'), reject: list('reject') };
  if (c.accept.length + c.reject.length === 0) throw new CliError(`--criteria ${file}: give at least one accept or reject criterion`);
  return c;
}

export function createScreenCommand(deps: ScreenDeps = {}): Command {
  return {
    name: 'screen',
    summary: 'screen companies against accept/reject criteria with citations (Research Analyst)',
    help,
    async run(args, io) {
      const { values } = parseOptions(args, {
        companies: { type: 'string', short: 'c' },
        criteria: { type: 'string' },
        out: { type: 'string', short: 'o' },
        provider: { type: 'string', short: 'p' },
        concurrency: { type: 'string' },
        decisions: { type: 'string' },
        'benchmark-pass': { type: 'boolean' },
      });
      if (printedHelp(values, help, io)) return 0;
      const companiesFile = requireOption(values.companies, 'companies');
      const criteriaFile = requireOption(values.criteria, 'criteria');
      const out = requireOption(values.out, 'out');
      const providerName = oneOf(values.provider ?? 'local', ['local', 'openai-compatible'] as const, 'provider');
      const concurrency = values.concurrency === undefined ? 8 : parseNumber(values.concurrency, '--concurrency');
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256) throw new CliError('--concurrency must be an integer between 1 and 256');
      const read = (path: string) => {
        try {
          return io.readFile(path);
        } catch (e) {
          throw new CliError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
        }
      };
      const criteria = readCriteria(read(criteriaFile), criteriaFile);
      const decisionsFile = values.decisions;
      const pass = values['benchmark-pass'] === true;
      if (pass && decisionsFile !== undefined) throw new CliError('--benchmark-pass and --decisions cannot be combined: with decisions, the reviewer\'s decisions teach the other rows');
      const given = decisionsFile === undefined ? null : parseDecisions(read(decisionsFile), decisionsFile);
      let bytes: Uint8Array;
      try {
        bytes = io.readBytes(companiesFile, UPLOAD_LIMIT_BYTES);
      } catch (e) {
        throw new CliError(`cannot read ${companiesFile}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      }
      const outcome = readCompanyList(bytes, companiesFile, { usable: screenable });
      if (!outcome.ok) throw new CliError(`--companies ${companiesFile}: ${outcome.message}`);
      const { sheet, sheetNames, rows, firstRow, header, fields } = outcome.list;
      const where = sheet === null ? `--companies ${companiesFile}` : `--companies ${companiesFile} (sheet "${sheet}" of ${sheetNames.map((n) => `"${n}"`).join(', ')})`;
      if (!header) throw new CliError(`${where}: no header row found`);
      if (!fields.name) throw new CliError(`${where}: no company name column (e.g. "Company name Latin alphabet", "Company Name", "name")`);
      if (!readable(fields)) throw new CliError(`${where}: needs a description column (e.g. "Trade description (English)"), a website column or an activity code column (e.g. "NACE Rev. 2, core code (4 digits)")`);
      if (sheet !== null) io.err(`reading sheet "${sheet}" of ${companiesFile} (header on row ${firstRow + header.rowIndex})`);
      // Cells as the upload's import reads them (domain buildImportRows): text trimmed, n.a. missing.
      const cell = (row: readonly Cell[], idx: number | undefined): string | null => {
        if (idx === undefined) return null;
        const v = row[idx];
        if (v === undefined || v === null) return null;
        const text = String(v).trim();
        return text === '' || isMissingCell(text) ? null : text;
      };
      const data = rows.slice(header.rowIndex + 1).filter((row) => !isBlankRow(row));
      const headers = Object.fromEntries(ACTIVITY_FIELDS.map((f) => [f, fields[f]?.header ?? null]));
      if (given && decisionsFile !== undefined) checkDecisionRows(given, data.length, decisionsFile);
      const env = deps.env ?? process.env;
      let provider: AnalystProvider;
      if (providerName === 'openai-compatible') {
        try {
          provider = createOpenAiCompatibleProvider({ baseURL: env.LLM_BASE_URL ?? '', model: env.LLM_MODEL ?? '', apiKey: env.LLM_API_KEY ?? '', maxConcurrency: concurrency });
        } catch (e) {
          throw new CliError((e as Error).message);
        }
      } else provider = createLocalProvider();
      const allowPrivateNetworks = /^(1|true|yes)$/i.test(env.QUARTILE_ALLOW_PRIVATE_NETWORKS ?? '');
      // Every row is analysed on its own first (zero-shot); with --decisions the decided rows then teach the rest.
      const analysed = await mapLimited(data, concurrency, async (row): Promise<Analysed> => {
        // The database's activity codes and industry label are evidence too, as on the server.
        const codes = Object.fromEntries(ACTIVITY_FIELDS.map((f) => [f, cell(row, fields[f]?.index)]));
        // With the file's headers: analyzeCompany stores each field's line ("US SIC: 3561") as the database record it cites.
        const activityCodes = databaseActivityCodes(codes, headers);
        const company: CompanyInput = {
          name: cell(row, fields.name?.index) ?? '',
          country: cell(row, fields.country?.index),
          website: cell(row, fields.website?.index),
          database_description: cell(row, fields.database_description?.index),
          ...(activityCodes.length > 0 ? { activity_codes: activityCodes } : {}),
        };
        try {
          const { result, sources } = await analyzeCompany({ company, criteria, provider, gather: { allowPrivateNetworks }, ...(deps.gatherer ? { gatherer: deps.gatherer } : {}) });
          return { company, result, sources };
        } catch (e) {
          return { company, error: e as Error & { code?: string } };
        }
      });
      const lines = given ? learnedLines(analysed, given, criteria, io) : pass ? passLines(analysed, criteria, io) : analysed.map((a, i) => zeroShotLine(i + 1, a));
      (deps.writeFile ?? ((p: string, t: string) => writeFileSync(p, t, 'utf8')))(out, lines.length ? `${lines.join('\n')}\n` : '');
      io.err(`screened ${lines.length} companies -> ${out}`);
      return 0;
    },
  };
}

type Analysed = { readonly company: CompanyInput } & ({ readonly result: AnalysisResult; readonly sources: readonly Source[] } | { readonly error: Error & { code?: string } });

function resultFields(result: AnalysisResult, sources: readonly Source[]) {
  // A citation of the database record names the field it quotes ("US SIC").
  const records = new Set(sources.filter((s) => s.kind === 'database_record').map((s) => s.id));
  return {
    decision: result.decision,
    confidence: result.confidence,
    function: result.core_function,
    tags: result.tags,
    reasoning: result.reasoning,
    citations: result.citations.map((c) => ({ source: c.source, quote: c.quote, ...(records.has(c.source_id) ? { field: c.location } : {}) })),
  };
}

function failedFields(error: Error & { code?: string }) {
  return { decision: 'refrain', confidence: 0, function: null, tags: [], reasoning: `Analysis failed: ${error.message}`, citations: [], error: error.code ?? 'error' };
}

function zeroShotLine(row: number, a: Analysed): string {
  return jsonLine({ row, name: a.company.name, ...('result' in a ? resultFields(a.result, a.sources) : failedFields(a.error)) });
}

/** Lines of a screen with earlier decisions: the decided rows as given, the others decided with the learned model. */
function learnedLines(analysed: readonly Analysed[], given: ReadonlyMap<number, GivenDecision>, criteria: Criteria, io: { err: (line: string) => void }): string[] {
  const examples: DecidedExample[] = [];
  analysed.forEach((a, i) => {
    const d = given.get(i + 1);
    if (d && 'result' in a) examples.push({ id: String(i + 1), name: a.company.name, sources: a.sources, analysis: a.result, decision: d.decision });
  });
  const model = buildDecisionModel(examples, { criteria });
  let changed = 0;
  let confirmed = 0;
  const lines = analysed.map((a, i) => {
    const row = i + 1;
    const base = { row, name: a.company.name };
    const d = given.get(row);
    if (d) {
      const said = 'result' in a ? ` The analysis said ${a.result.decision}: ${a.result.reasoning}` : ` The analysis failed: ${a.error.message}`;
      const fields = 'result' in a ? resultFields(a.result, a.sources) : failedFields(a.error);
      return jsonLine({ ...base, ...fields, decision: d.decision, confidence: 1, reasoning: `Decision given by the user (--decisions line ${d.line}).${said}`, decided_by: 'user' });
    }
    if (!('result' in a)) return jsonLine({ ...base, ...failedFields(a.error), decided_by: 'analysis' });
    const result = verifyCitations(applyDecisionModel(a.result, { company: a.company, sources: a.sources, companyId: String(row) }, model), a.sources);
    if (result.learned?.effect === 'changed') changed++;
    if (result.learned?.effect === 'confirmed') confirmed++;
    const learned = result.learned
      ? { learned: { ...result.learned, neighbours: result.learned.neighbours.map((n) => ({ row: Number(n.id), name: n.name, decision: n.decision, similarity: n.similarity })) } }
      : {};
    return jsonLine({ ...base, ...resultFields(result, a.sources), decided_by: 'analysis', ...learned });
  });
  io.err(`learned from ${model.examples.length} decisions (${model.accepted} accepted, ${model.rejected} rejected): ${changed} decisions changed, ${confirmed} confirmed`);
  return lines;
}

/** Lines after the benchmark pass: the analysis' confident decisions are the examples for the other rows. */
function passLines(analysed: readonly Analysed[], criteria: Criteria, io: { err: (line: string) => void }): string[] {
  const items: PassItem[] = [];
  const at = new Map<number, number>();
  analysed.forEach((a, i) => {
    if (!('result' in a)) return;
    at.set(i, items.length);
    items.push({ id: String(i + 1), name: a.company.name, sources: a.sources, result: a.result });
  });
  const passed = benchmarkPass(items, criteria);
  let changed = 0;
  let confirmed = 0;
  const lines = analysed.map((a, i) => {
    if (!('result' in a)) return zeroShotLine(i + 1, a);
    const result = verifyCitations(passed[at.get(i) as number] as AnalysisResult, a.sources);
    if (!result.learned) return zeroShotLine(i + 1, a);
    if (result.learned.effect === 'changed') changed++;
    else confirmed++;
    const learned = { ...result.learned, neighbours: result.learned.neighbours.map((n) => ({ row: Number(n.id), name: n.name, decision: n.decision, similarity: n.similarity })) };
    return jsonLine({ row: i + 1, name: a.company.name, ...resultFields(result, a.sources), learned });
  });
  io.err(changed + confirmed === 0 ? `benchmark pass: fewer than ${MIN_PER_SIDE} examples on a side, nothing re-decided` : `benchmark pass: ${changed} decisions changed, ${confirmed} confirmed`);
  return lines;
}

export const screenCommand: Command = createScreenCommand();
