-- A FAR's history keeps who edited each version after that person leaves the firm (as the audit
-- trail does since 0031). edited_by referenced users with "on delete set null": removing a member
-- who had edited a FAR would update their revisions, which the append-only trigger refuses, so the
-- removal failed. The id stays as recorded and the editor's name is kept beside it.
alter table far_revisions drop constraint if exists far_revisions_edited_by_fkey;
alter table far_revisions add column edited_by_name text;

-- Filling the name in for the revisions written so far is the one change this table ever takes.
alter table far_revisions disable trigger far_revisions_no_change;
update far_revisions r set edited_by_name = u.first_name || ' ' || u.last_name from users u where u.id = r.edited_by;
alter table far_revisions enable trigger far_revisions_no_change;
