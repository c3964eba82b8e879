-- Financial analysis reports (FARs): a tested party's functions, assets and risks, its
-- characterisation and its financials, for a client and linked to that client's benchmarks.
-- Every save adds a revision (who, when, which fields, and the whole report as it was then);
-- revisions are never changed or deleted.
create table fars (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  client_id uuid not null references clients (id) on delete restrict,
  title text not null check (length(title) between 1 and 300),
  status text not null default 'draft' check (status in ('draft', 'final')),
  fiscal_year integer check (fiscal_year between 2000 and 2100),
  tested_party text not null default '',
  tested_party_country text not null default '',
  group_name text not null default '',
  industry text not null default '',
  transactions text not null default '',
  characterisation text check (characterisation in ('limited-risk distributor', 'full-fledged distributor', 'commission agent', 'contract manufacturer', 'toll manufacturer', 'full-fledged manufacturer', 'routine service provider', 'contract R&D provider')),
  characterisation_rationale text not null default '',
  content jsonb not null default '{"functions": [], "assets": [], "risks": []}',
  financials jsonb not null default '[]',
  currency text,
  -- Optimistic concurrency: an edit names the version it started from.
  version integer not null default 1,
  created_by uuid references users (id) on delete set null,
  updated_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index fars_firm_idx on fars (firm_id, updated_at desc);
create index fars_client_idx on fars (client_id);

create table far_benchmarks (
  far_id uuid not null references fars (id) on delete cascade,
  benchmark_id uuid not null references benchmarks (id) on delete cascade,
  firm_id uuid not null references firms (id) on delete cascade,
  linked_at timestamptz not null default now(),
  primary key (far_id, benchmark_id)
);
create index far_benchmarks_benchmark_idx on far_benchmarks (benchmark_id);

create table far_revisions (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id),
  far_id uuid not null references fars (id),
  version integer not null,
  fields text[] not null,
  summary text not null,
  snapshot jsonb not null,
  edited_by uuid references users (id) on delete set null,
  edited_at timestamptz not null default clock_timestamp(),
  unique (far_id, version)
);

create function far_revisions_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'far_revisions is append-only: % is not allowed', tg_op;
end
$$;
create trigger far_revisions_no_change before update or delete on far_revisions for each row execute function far_revisions_append_only();
create trigger far_revisions_no_truncate before truncate on far_revisions for each statement execute function far_revisions_append_only();
revoke update, delete, truncate on far_revisions from quartile_app;

alter table fars enable row level security;
create policy firm_isolation on fars to quartile_app using (firm_id = app_firm_id());
alter table far_benchmarks enable row level security;
create policy firm_isolation on far_benchmarks to quartile_app using (firm_id = app_firm_id());
alter table far_revisions enable row level security;
create policy firm_isolation on far_revisions to quartile_app using (firm_id = app_firm_id());
