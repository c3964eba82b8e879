-- Job items are claimed in chunks straight from this table (ADR 0030): a worker takes up to a
-- chunk of a run's open items with FOR UPDATE SKIP LOCKED and holds them under a lease that it
-- renews while it works. An item still running after its lease ran out belongs to a worker that
-- died (or froze) and is claimed again; the attempt number decides whose commit counts.
alter table job_items add column lease_until timestamptz;
alter table job_items add column claimed_by text;
-- The open items of a run in their order, for the claim and for "is anything left?".
create index job_items_open_idx on job_items (job_id, position) where status in ('queued', 'running');
