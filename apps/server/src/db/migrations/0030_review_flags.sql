-- The Review Analyst's findings (docs/adr/0010-review-analyst-and-live-review.md).
-- A review replaces a company's open flags; a flag raised again on the same evidence keeps its id
-- (kind:hash of the evidence) and so keeps a person's dismissal. Every review that changes the
-- flags is also in the audit trail (review.completed), so replaced flags stay traceable.
create table review_flags (
  firm_id uuid not null references firms (id),
  benchmark_id uuid not null references benchmarks (id) on delete cascade,
  company_id uuid not null references companies (id) on delete cascade,
  id text not null check (id ~ '^[a-z_]+:[0-9a-f]{12}$'),
  kind text not null check (kind in ('citation_unverified', 'source_changed', 'source_unreachable', 'source_stale', 'diversified_offerings',
                                     'segment_mismatch', 'business_model_shift', 'independence', 'related_party', 'user_action')),
  severity text not null check (severity in ('high', 'medium', 'low')),
  message text not null,
  -- [{type: 'quote', source_id, source, quote, location} | {type: 'data', label, value}]
  evidence jsonb not null default '[]',
  suggested_action text not null,
  raised_at timestamptz not null default now(),
  dismissed_by uuid references users (id) on delete set null,
  dismissed_by_name text,
  dismissed_at timestamptz,
  dismissal_note text,
  primary key (company_id, id)
);
create index review_flags_open_idx on review_flags (benchmark_id, severity) where dismissed_at is null;

alter table review_flags enable row level security;
create policy firm_isolation on review_flags to quartile_app using (firm_id = app_firm_id());

-- The Review Analyst's latest view of the company: {suggestion, confidence, reasoning,
-- citations_verified, citations_checked, reviewed_at, trigger}.
alter table companies add column review jsonb;
