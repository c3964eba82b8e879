-- firm_changes has a firm_id but was left out of the second wall (ADR 0006, 0003_identity.sql):
-- under withFirm, quartile_app could read other firms' subscription changes. Same policy as
-- every other firm-owned table; test/rowLevelSecurity.test.ts checks that none is missing.
alter table firm_changes enable row level security;
create policy firm_isolation on firm_changes to quartile_app using (firm_id = app_firm_id());
