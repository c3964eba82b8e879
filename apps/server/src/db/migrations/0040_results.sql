-- Results of a study: the tested party's own financials (edited with its description) and the
-- choices made on the results page (PLI, years, aggregation, method, range exclusions with their
-- reasons, working-capital adjustment). Every change is also in audit_events with before/after.
alter table benchmarks
  add column tested_party_financials jsonb not null default '[]',
  add column results_settings jsonb;
