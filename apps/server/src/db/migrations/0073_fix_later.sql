-- Fix Later on the data validation screen (issue 19): kept on the server per benchmark, so the team
-- shares it and it survives another browser. A marker, not a decision: the data issue stays flagged.
alter table companies add column fix_later_at timestamptz;
alter table companies add column fix_later_by uuid;
