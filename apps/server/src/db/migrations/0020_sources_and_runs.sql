-- The Research Analyst's data (docs/adr/0009-sources-runs-and-analysis.md):
-- immutable sources, jobs with one item per company, and imported annual reports.

-- Every text the analyst read, exactly as it was read. A citation names a source id and a quote
-- found verbatim in `text`, so it can be shown years later as it was. Rows are never changed or
-- deleted (the database refuses both); the same text read again is the same row (content_hash).
create table sources (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id),
  benchmark_id uuid not null references benchmarks (id),
  company_id uuid not null references companies (id),
  kind text not null check (kind in ('website', 'annual_report', 'database_description', 'external_profile')),
  -- What a citation shows as its source: the URL, the document name, or 'description'.
  location text not null,
  url text,
  document_name text,
  title text,
  retrieved_at timestamptz not null,
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  text text not null,
  -- [{page, start, end}] and [{title, start, end}]: character offsets into text, end exclusive.
  pages jsonb,
  sections jsonb,
  -- The original file of an imported annual report.
  blob_id uuid references blobs (id),
  created_at timestamptz not null default now(),
  unique (company_id, kind, location, content_hash)
);
create index sources_company_idx on sources (company_id, kind, retrieved_at desc);
create index sources_benchmark_idx on sources (benchmark_id);

create function sources_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'sources are immutable: % is not allowed', tg_op;
end
$$;
create trigger sources_no_change before update or delete on sources for each row execute function sources_immutable();
create trigger sources_no_truncate before truncate on sources for each statement execute function sources_immutable();
revoke update, delete, truncate on sources from quartile_app;

-- Long work (web search, analysis, annual reports, evidence bundles, industry overviews).
-- Per-company work has one job_items row per company: a worker claims an item, and the item's
-- result, the company's new state, its usage record and its audit event commit together, so a
-- company ends exactly once however often its queue message is delivered.
create table jobs (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id),
  benchmark_id uuid references benchmarks (id),
  kind text not null check (kind in ('web_search', 'analysis', 'annual_reports_import', 'annual_reports_process', 'evidence_bundle', 'industry_overview')),
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  -- What the job works with, frozen at start: criteria and their version, provider, options.
  params jsonb not null default '{}',
  -- A job's own outcome when it has one (e.g. a bundle's blob id).
  result jsonb,
  error text,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index jobs_benchmark_idx on jobs (benchmark_id, created_at desc);
create index jobs_open_idx on jobs (status) where status in ('queued', 'running');

create table job_items (
  job_id uuid not null references jobs (id),
  firm_id uuid not null references firms (id),
  company_id uuid not null references companies (id),
  position integer not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  -- The company's status before the job queued it, restored if the job is cancelled first.
  previous_status text not null,
  attempts integer not null default 0,
  -- This run's result for the company (the analysis, or the web search's pages), kept per run.
  result jsonb,
  error text,
  started_at timestamptz,
  finished_at timestamptz,
  primary key (job_id, company_id)
);
create index job_items_job_status_idx on job_items (job_id, status);
create index job_items_company_idx on job_items (company_id);

-- Annual reports uploaded for a company (PDF, HTML or text), waiting to be processed into a
-- source, or processed (source_id set) or refused (error).
create table annual_reports (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id),
  benchmark_id uuid not null references benchmarks (id),
  company_id uuid not null references companies (id),
  blob_id uuid not null references blobs (id),
  filename text not null,
  status text not null default 'imported' check (status in ('imported', 'processed', 'failed')),
  source_id uuid references sources (id),
  error text,
  uploaded_by uuid references users (id) on delete set null,
  uploaded_at timestamptz not null default now(),
  processed_at timestamptz
);
create index annual_reports_company_idx on annual_reports (company_id, uploaded_at desc);
create index annual_reports_benchmark_idx on annual_reports (benchmark_id, status);

alter table sources enable row level security;
create policy firm_isolation on sources to quartile_app using (firm_id = app_firm_id());
alter table jobs enable row level security;
create policy firm_isolation on jobs to quartile_app using (firm_id = app_firm_id());
alter table job_items enable row level security;
create policy firm_isolation on job_items to quartile_app using (firm_id = app_firm_id());
alter table annual_reports enable row level security;
create policy firm_isolation on annual_reports to quartile_app using (firm_id = app_firm_id());

-- The company's current sources (references into `sources`, without their text), replaced by a
-- web search and extended by annual reports; the Company's `sources` field reads it.
alter table companies add column sources jsonb not null default '[]';
