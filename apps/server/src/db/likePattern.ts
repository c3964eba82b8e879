// A user's search text as an ilike pattern that matches it literally anywhere ('%' and '_' escaped).
export const likePattern = (search: string): string => `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
