-- A re-run under new criteria that changes nothing but the analysis still waits for a person's
-- confirm or revert (Criteria Confirmation). Revert must put back the analysis the company had
-- before the re-run, exactly (decision, confidence, reasoning, citations, criteria version), so
-- the re-run keeps it here until the change is settled; confirm drops it, revert restores it.
alter table companies add column analysis_before_change jsonb;
