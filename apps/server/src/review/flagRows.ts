// Reads the Review Analyst's stored flags in the contract's ReviewFlag shape: open flags first,
// most severe first, then dismissed ones. Used as a correlated subquery of SELECT_COMPANY.
const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const SEVERITY_ORDER = `case f.severity when 'high' then 0 when 'medium' then 1 else 2 end`;

export const SELECT_FLAGS = `(
    select coalesce(json_agg(json_build_object(
             'id', f.id, 'kind', f.kind, 'severity', f.severity, 'message', f.message, 'evidence', f.evidence,
             'suggested_action', f.suggested_action, 'raised_at', ${ISO('f.raised_at')},
             'dismissal', case when f.dismissed_at is null then null else json_build_object(
               'by', case when f.dismissed_by is null then null else json_build_object('id', f.dismissed_by, 'name', f.dismissed_by_name) end,
               'at', ${ISO('f.dismissed_at')}, 'note', f.dismissal_note) end)
           order by f.dismissed_at is not null, ${SEVERITY_ORDER}, f.kind, f.id), '[]'::json)
    from review_flags f where f.company_id = companies.id)`;
