-- Issue 19 (ADR 0027): the arm's length range uses current decisions only, unless a person
-- acknowledges including decisions made under older criteria. The acknowledgement holds for the
-- criteria version it was made under (new criteria make it lapse) and records who and when; the
-- audit trail keeps every change of it (results.outdated_basis_set).
alter table benchmarks
  add column range_outdated_version integer,
  add column range_outdated_by uuid references users (id) on delete set null,
  add column range_outdated_at timestamptz;
