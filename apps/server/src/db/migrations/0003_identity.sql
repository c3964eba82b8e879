-- Sessions, password resets, invitations and the e-mail outbox.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- Every rotation stays in its family; a rotated token presented again revokes the family.
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);
create index refresh_tokens_user_idx on refresh_tokens (user_id);

create table password_reset_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table invites (
  id uuid primary key default gen_random_uuid(),
  firm_id uuid not null references firms (id) on delete cascade,
  email text not null,
  first_name text not null,
  last_name text not null,
  is_employee boolean not null,
  role text not null default 'member' check (role in ('admin', 'member')),
  token_hash text not null unique,
  invited_by uuid references users (id) on delete set null,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
create index invites_firm_idx on invites (firm_id);

create table email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'kept', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

-- Defence in depth for firm isolation: signed-in requests run as the non-superuser role
-- quartile_app with app.firm_id set per transaction; these policies then hide other firms'
-- rows even from a query that forgot its filter.
do $$
begin
  if not exists (select from pg_roles where rolname = 'quartile_app') then
    create role quartile_app nologin;
  end if;
end
$$;
grant quartile_app to current_user;
grant usage on schema public to quartile_app;
grant select, insert, update, delete on all tables in schema public to quartile_app;
alter default privileges in schema public grant select, insert, update, delete on tables to quartile_app;

create function app_firm_id() returns uuid language sql stable as
  $$ select nullif(current_setting('app.firm_id', true), '')::uuid $$;

alter table firms enable row level security;
create policy firm_isolation on firms to quartile_app using (id = app_firm_id());
alter table users enable row level security;
create policy firm_isolation on users to quartile_app using (firm_id = app_firm_id());
alter table invites enable row level security;
create policy firm_isolation on invites to quartile_app using (firm_id = app_firm_id());
alter table blobs enable row level security;
create policy firm_isolation on blobs to quartile_app using (firm_id = app_firm_id());
