-- Quantitative screens saved on the benchmark; exclusions remember who made them, so a re-run
-- of the screens never undoes a person's exclusion.
alter table benchmarks add column screens jsonb;
alter table companies add column exclusion_source text check (exclusion_source in ('screen', 'manual'));
