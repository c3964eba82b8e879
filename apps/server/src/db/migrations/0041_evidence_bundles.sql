-- Evidence bundles are `jobs` of kind evidence_bundle (0020) with one job_items row per company.
-- One open bundle per benchmark and selection of companies: a second start finds the first.
create unique index jobs_one_open_evidence_bundle on jobs (benchmark_id, (params->>'selection_key'))
  where kind = 'evidence_bundle' and status in ('queued', 'running');
