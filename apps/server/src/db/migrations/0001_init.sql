-- Firms, their users, and the blob store every instance can read.
create table firms (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  credits integer not null default 0,
  subscription_expiration_date date,
  feature_benchmarking_enabled boolean not null default true,
  feature_industry_overview_enabled boolean not null default false,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  email text not null,
  first_name text not null,
  last_name text not null,
  password_hash text,
  is_employee boolean not null default true,
  role text not null default 'member' check (role in ('owner', 'admin', 'member')),
  created_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));
create index users_firm_idx on users (firm_id);

-- Files (uploads, annual reports, exports) live in the database by default so that any
-- instance can serve any file; an S3-compatible store can implement the same interface.
create table blobs (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid references firms (id) on delete cascade,
  filename text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  sha256 text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);
create index blobs_firm_idx on blobs (firm_id);
