-- Issue 17 (ADR 0023): the Research Analyst's zero-shot result is kept beside the shown one, so
-- the per-benchmark model of the reviewer's decisions can be rebuilt and re-applied without calling
-- the provider again; and a criteria version carries the classification readings a person adjusted.
alter table companies add column zero_shot jsonb;
alter table criteria_versions add column readings jsonb not null default '[]';
-- What the benchmark's shown analyses last learned from (a fingerprint of its human decisions and
-- criteria version): a learning job that finds it unchanged has nothing to do.
alter table benchmarks add column learned_from text;
