// The evidence report of one company (spec §7 `evidence-report/download`): what a tax auditor
// needs to follow a comparability decision: the company, every source with its retrieval time,
// the citations, the function and tags, the automated and the human decisions with their
// reasoning, the review flags and who did what when. Written with pdfkit, with an embedded
// Unicode font (Liberation Sans, SIL OFL) so names and quotes in any Latin, Greek or Cyrillic
// script print as written.
import { fileURLToPath } from 'node:url';
import type { Benchmark, Company } from '@quartile/api';
import { DECIDED_LABELS, DECISION_LABELS, decisionBasisText, decisionVersionOf, decisionVersionText, formatDecisionReason, isAccepted, isRejected, reviewFlagLabel, sourceKindLabel, citationSourceLabel, sourceDisplayName } from '@quartile/domain';
import PDFDocument from 'pdfkit';

/** An audit event in the domain's words (audit/sentences): who did what, and the changed fields. */
export interface EvidenceAuditRow {
  readonly at: Date;
  readonly sentence: string;
  readonly changes: readonly string[];
}

export interface EvidenceInput {
  readonly benchmark: Pick<Benchmark, 'name' | 'client_name' | 'criteria_version' | 'range_basis'>;
  readonly company: Company;
  readonly audit: readonly EvidenceAuditRow[];
  /** Each cited quote's surrounding text in its stored source, keyed by `source_id + NUL + quote`. */
  readonly contexts: ReadonlyMap<string, { readonly before: string; readonly after: string }>;
  readonly generatedAt: Date;
  readonly generatedBy: string;
}

const FONTS = {
  regular: fileURLToPath(new URL('../../assets/fonts/LiberationSans-Regular.ttf', import.meta.url)),
  bold: fileURLToPath(new URL('../../assets/fonts/LiberationSans-Bold.ttf', import.meta.url)),
  italic: fileURLToPath(new URL('../../assets/fonts/LiberationSans-Italic.ttf', import.meta.url)),
};

const COLOR = {
  text: '#16191d',
  muted: '#5d6572',
  brand: '#1f4fc7',
  rule: '#dcdfe4',
  positive: '#1b7a43',
  critical: '#b42318',
  caution: '#8a5a00',
};
const MARGIN = 56;
const LABEL_WIDTH = 130;


const when = (iso: string | Date | null | undefined): string => {
  if (!iso) return '—';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
};

type Doc = PDFKit.PDFDocument;

function section(doc: Doc, title: string): void {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).fillColor(COLOR.brand).text(title, MARGIN);
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.moveDown(0.5);
  doc.fillColor(COLOR.text);
}

/** A label and its value side by side; the value wraps within its column. */
function field(
  doc: Doc,
  label: string,
  value: string | null | undefined,
  options: { color?: string; font?: 'regular' | 'bold' | 'italic' } = {},
): void {
  const width = doc.page.width - MARGIN * 2 - LABEL_WIDTH;
  const text = value && value.trim() ? value : '—';
  const height = doc
    .font(options.font ?? 'regular')
    .fontSize(10)
    .heightOfString(text, { width });
  if (doc.y + height > doc.page.height - MARGIN - 20) doc.addPage();
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(label, MARGIN, y + 1, { width: LABEL_WIDTH - 10 });
  const labelBottom = doc.y;
  doc
    .font(options.font ?? 'regular')
    .fontSize(10)
    .fillColor(options.color ?? COLOR.text)
    .text(text, MARGIN + LABEL_WIDTH, y, { width });
  doc.y = Math.max(doc.y, labelBottom) + 4;
  doc.x = MARGIN;
  doc.fillColor(COLOR.text);
}

function paragraph(
  doc: Doc,
  text: string,
  options: { font?: 'regular' | 'italic' | 'bold'; color?: string; indent?: number; size?: number } = {},
): void {
  doc
    .font(options.font ?? 'regular')
    .fontSize(options.size ?? 10)
    .fillColor(options.color ?? COLOR.text);
  doc.text(text, MARGIN + (options.indent ?? 0), doc.y, { width: doc.page.width - MARGIN * 2 - (options.indent ?? 0) });
  doc.fillColor(COLOR.text);
}

function finalDecision(status: string): { text: string; color: string } {
  if (isAccepted(status)) return { text: `${DECIDED_LABELS.accept} (${status})`, color: COLOR.positive };
  if (isRejected(status)) return { text: `${DECIDED_LABELS.reject} (${status})`, color: COLOR.critical };
  return { text: status, color: COLOR.caution };
}

/** Renders the report; resolves with the PDF bytes. */
export function renderEvidenceReport(input: EvidenceInput): Promise<Buffer> {
  const { company: c, benchmark } = input;
  const name = c.name ?? 'Unnamed company';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Evidence report: ${name}`,
      Author: 'Quartile',
      Subject: `${benchmark.name} (${benchmark.client_name})`,
      CreationDate: input.generatedAt,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Title block
  doc.font('bold').fontSize(9).fillColor(COLOR.brand).text('EVIDENCE REPORT', MARGIN, MARGIN);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(20).fillColor(COLOR.text).text(name);
  doc.moveDown(0.2);
  paragraph(doc, `${benchmark.name} · ${benchmark.client_name}`, { color: COLOR.muted, size: 10 });
  paragraph(doc, `Generated ${when(input.generatedAt)} by ${input.generatedBy} with Quartile`, { color: COLOR.muted, size: 9 });

  section(doc, 'Company');
  field(doc, 'Country', c.country);
  field(doc, 'Website', c.website);
  field(doc, 'BvD ID', c.bvd_id ?? null);
  field(doc, 'Database description', c.database_description);
  if (c.is_excluded) field(doc, 'Excluded', c.exclusion_reason ?? 'Excluded from the study', { color: COLOR.caution });

  section(doc, 'Decision');
  const final = finalDecision(c.status);
  field(doc, 'Outcome', final.text, { color: final.color, font: 'bold' });
  const auto = c.automated_decision;
  if (auto) {
    field(
      doc,
      'Automated decision',
      `${DECISION_LABELS[auto.decision]} · confidence ${Math.round(auto.confidence * 100)} % · ${when(auto.decided_at)} · Research Analyst`,
    );
    // What the decision rests on: the criteria alone, or what decided companies taught the analysis.
    field(doc, 'Decision basis', decisionBasisText(c.analysis?.learned));
    field(doc, 'Matched criteria', auto.matched_criteria.map((m) => `• ${m}`).join('\n'));
    field(doc, 'Reasoning', auto.reasoning);
  } else {
    field(doc, 'Automated decision', 'Not analysed yet');
  }
  const human = c.human_decision;
  if (human) {
    field(doc, 'Human decision', `${DECISION_LABELS[human.decision]} · ${human.decided_by.name} · ${when(human.decided_at)}`);
    field(doc, 'Reason', formatDecisionReason(human.reason_code, human.reason));
  } else {
    field(doc, 'Human decision', 'No human decision: the automated decision stands');
  }
  if (c.criteria_change)
    field(doc, 'Criteria change', `Awaiting confirmation: ${c.criteria_change.from} → ${c.criteria_change.to}`, { color: COLOR.caution });
  // Issue 19: the criteria version of the decision, and whether it is outdated (domain workflow/outdated.ts).
  const version = decisionVersionText({ ...decisionVersionOf(c), is_excluded: c.is_excluded }, benchmark.criteria_version, benchmark.range_basis.include_outdated);
  if (version) field(doc, 'Criteria version', version.text, version.outdated ? { color: COLOR.caution } : undefined);

  section(doc, 'Function and tags');
  field(doc, 'Core function (TNMM)', c.core_function);
  field(doc, 'Products and services', c.tags.join(', '));
  field(doc, 'Business summary', c.summary);
  if (c.human_summary) field(doc, "Reviewer's summary", c.human_summary);

  section(doc, 'Sources');
  const sourceNumber = new Map(c.sources.map((s, i) => [s.id, i + 1]));
  if (c.sources.length === 0) paragraph(doc, 'No source was read for this company.', { color: COLOR.muted });
  c.sources.forEach((s, i) => {
    const name = sourceDisplayName(s);
    const where = s.url && s.url !== name ? `\n${s.url}` : '';
    field(
      doc,
      `[S${i + 1}] ${sourceKindLabel(s.kind)}`,
      `${name}${where}\nRetrieved ${when(s.fetched_at)}${s.content_hash ? ` · SHA-256 ${s.content_hash.slice(0, 16)}…` : ''}`,
    );
  });

  section(doc, 'Citations');
  const citations = auto?.citations ?? [];
  if (citations.length === 0) paragraph(doc, 'No citation supports the automated decision.', { color: COLOR.muted });
  for (const q of citations) {
    if (doc.y > doc.page.height - MARGIN - 70) doc.addPage();
    const context = input.contexts.get(`${q.source_id}\u0000${q.quote}`);
    const width = doc.page.width - MARGIN * 2 - 10;
    if (context) {
      // The quote in bold inside the words around it, exactly as the stored source has them.
      // Empty runs are left out: pdfkit does not move down past a wrapped run when the run
      // that ends the paragraph is empty, and the next line would print over it.
      const runs = [
        { text: context.before, quote: false },
        { text: q.quote, quote: true },
        { text: context.after, quote: false },
      ].filter((r) => r.text !== '');
      doc.fontSize(10);
      runs.forEach((run, i) => {
        doc.font(run.quote ? 'bold' : 'regular').fillColor(run.quote ? COLOR.text : COLOR.muted);
        const continued = i < runs.length - 1;
        if (i === 0) doc.text(run.text, MARGIN + 10, doc.y, { width, continued });
        else doc.text(run.text, { continued });
      });
    } else {
      paragraph(doc, `“${q.quote}”`, { font: 'italic', indent: 10 });
    }
    const n = sourceNumber.get(q.source_id);
    paragraph(
      doc,
      [n ? `[S${n}]` : null, q.location === q.source ? null : q.location, q.url ?? citationSourceLabel(q.source)].filter((part, i, all) => part && all.indexOf(part) === i).join(' · '),
      { color: COLOR.muted, indent: 10, size: 8.5 },
    );
    doc.moveDown(0.5);
  }

  section(doc, 'Review flags');
  if (c.review_flags.length === 0) paragraph(doc, 'The Review Analyst raised no comparability risk.', { color: COLOR.muted });
  for (const f of c.review_flags) {
    const open = f.dismissal === null;
    field(
      doc,
      `${reviewFlagLabel(f.kind)} · ${f.severity}`,
      `${f.message}\nSuggested: ${f.suggested_action}\nRaised ${when(f.raised_at)}`,
      { color: open ? COLOR.caution : COLOR.muted },
    );
    for (const e of f.evidence) {
      const text =
        e.type === 'quote'
          ? `“${e.quote ?? ''}” (${[e.location === e.source ? null : e.location, e.source ? citationSourceLabel(e.source) : null].filter((x, i, all) => x && all.indexOf(x) === i).join(' · ')})`
          : `${e.label ?? ''}: ${e.value ?? ''}`;
      paragraph(doc, text, { font: e.type === 'quote' ? 'italic' : 'regular', indent: LABEL_WIDTH, size: 9, color: COLOR.muted });
    }
    if (f.dismissal)
      field(doc, 'Dismissed', `${f.dismissal.by?.name ?? 'A former user'} · ${when(f.dismissal.at)}\n${f.dismissal.note}`, {
        color: COLOR.muted,
      });
  }

  section(doc, 'Audit trail');
  if (input.audit.length === 0) paragraph(doc, 'No recorded change.', { color: COLOR.muted });
  for (const e of input.audit) field(doc, when(e.at), [e.sentence, ...e.changes].join('\n'));

  // Footer on every page, once the page count is known.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(`Quartile evidence report · ${name} · Page ${i - start + 1} of ${count}`, MARGIN, doc.page.height - 36, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
