-- The audit trail keeps who made each change after that person leaves the firm.
-- actor_id referenced users with "on delete set null": removing a member who had changed anything
-- would update their audit events, which the append-only trigger refuses, so the removal failed.
-- The id stays as it was recorded (actor_name keeps the name); nothing is ever rewritten.
alter table audit_events drop constraint if exists audit_events_actor_id_fkey;
