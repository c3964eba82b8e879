// Help & Support copy: how a benchmarking study runs in Quartile and the questions TP teams ask.

export const WORKFLOW_STEPS = [
  {
    title: 'Upload the database export',
    body: 'Start a benchmark for a client and upload the Orbis or Capital IQ search result (Excel or CSV). Headers with line breaks and "n.a." cells are read as they are; the columns are mapped automatically and you confirm the mapping and the financial years.',
  },
  {
    title: 'Validate websites',
    body: 'Quartile lists companies with a missing name, a missing country or an invalid website. Fix a cell by double-clicking it, or choose Fix Later and carry on.',
  },
  {
    title: 'Gather sources',
    body: 'Web Search collects each company’s website, annual report and external profiles. A warning shows which companies are ready and which are excluded before anything runs.',
  },
  {
    title: 'Define accept and reject criteria',
    body: 'Write what a comparable must be involved in and what rules it out, or generate the criteria from the tested party’s description or its FAR.',
  },
  {
    title: 'Run the Research Analyst',
    body: 'It reads every company’s sources, identifies the core business function from a TNMM perspective, assigns product and service tags, and accepts or rejects the company with its reasoning, a confidence and verbatim citations.',
  },
  {
    title: 'Review with the Review Analyst and your team',
    body: 'The Review Analyst checks sources and citations and flags comparability risks and related-party links. Your team confirms or overrides each decision in Human Review; every change is kept in the audit trail.',
  },
  {
    title: 'Compute the range',
    body: 'Choose the profit level indicator, the years and the range method, exclude comparables with a reason, apply a working-capital adjustment, and see where the tested party falls.',
  },
  {
    title: 'Export',
    body: 'Download the Excel workbook with the accept/reject matrix, the financials and the range, choosing its columns, together with each company’s evidence report for the documentation.',
  },
] as const;

export const FAQ = [
  {
    id: 'citations',
    question: 'Where does the evidence behind a decision come from?',
    answer:
      'Each accept or reject decision cites verbatim passages from the company’s own sources: its website, annual report or an external profile. Citations are checked against the stored source text before they are shown, so you can open every passage where it was found and quote it in your documentation.',
  },
  {
    id: 'security',
    question: 'How is our client data protected?',
    answer:
      'Quartile follows a zero-trust model: every request is authenticated and scoped to your firm, and the database itself refuses rows of another firm. Sessions use short-lived access tokens with a rotating, http-only refresh cookie, and passwords are stored only as argon2id hashes. Uploaded files are kept for audit and removed when you delete them.',
  },
  {
    id: 'credits',
    question: 'What uses our credits?',
    answer:
      'Each comparable company the analysts process counts once against your firm’s comparables credits. Usage shows the total, the credits, the remaining capacity and a month-by-month breakdown you can open day by day. Remaining capacity turns red when processing goes beyond the credits.',
  },
  {
    id: 'roll-forward',
    question: 'Can we roll last year’s study forward?',
    answer:
      'Yes. Upload the newer database export to the same benchmark: companies are matched by their BvD ID, the new financial year is added, and you can remove the oldest year before recomputing the range. Decisions and their evidence carry over, so only what changed needs review.',
  },
  {
    id: 'range-methods',
    question: 'Which arm’s length range methods are available?',
    answer:
      'us-482 uses the interquartile range of US Treas. Reg. §1.482-1(e) (25th, 50th and 75th percentiles). india-10ca applies India’s Rule 10CA: the 35th to 65th percentile with at least six comparables, otherwise the arithmetic mean. excel follows Excel’s QUARTILE.INC (or QUARTILE.EXC), common in European practice. You choose the method per benchmark and can change it at any time.',
  },
  {
    id: 'roles',
    question: 'Who in our firm can see what?',
    answer:
      'Employees of the firm work in the Vault, Agents, Benchmarks and Usage. Client contacts (non-employees) see the Dashboard and Help & Support; your analysts share results with them. Owners and administrators invite people, set their role and whether they are employees, and remove them in Settings.',
  },
  {
    id: 'override',
    question: 'Can we override the Research Analyst?',
    answer:
      'Always. A human decision with your reasoning takes precedence. When it differs from the automated decision, the company is marked as a decision conflict until someone chooses Accept or Reject again, and both decisions stay visible in the audit trail.',
  },
  {
    id: 'criteria-change',
    question: 'What happens when we change the criteria?',
    answer:
      'Companies whose decision may change are flagged as outdated and need a re-run. After the analysis finishes you confirm or revert each changed decision; a new analysis cannot start while changes await confirmation.',
  },
  {
    id: 'uploads',
    question: 'Which files can we upload?',
    answer:
      'Excel (.xlsx) and CSV exports from Orbis, Capital IQ or a similar database. One company list belongs to a benchmark at a time; delete it to upload a different one (its companies are then marked as deleted).',
  },
] as const;
