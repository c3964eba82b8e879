-- Issue 19 (ADR 0027): the usage history says which comparables billed were a re-run (the company
-- had been analysed before), so a study's second pass after a criteria change reads as such.
alter table usage_records add column rerun boolean not null default false;
