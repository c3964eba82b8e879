-- The database record (docs/adr/0031-database-fields-as-sources.md): the uploaded file's activity
-- fields (NACE Rev. 2 core code, US SIC, NAICS, Capital IQ industry) stored as an immutable source
-- of kind 'database_record', one line per field, so a citation of a database field is verified
-- against stored text like any other. Only the allowed kinds change; no row is touched.
alter table sources drop constraint sources_kind_check;
alter table sources add constraint sources_kind_check
  check (kind in ('website', 'annual_report', 'database_description', 'external_profile', 'database_record'));
