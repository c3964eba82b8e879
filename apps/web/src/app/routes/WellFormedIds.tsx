// A record's address with a malformed id (`/benchmarks/abc`) names no page: it shows the not-found
// page at once, and none of the page's calls are made (each would answer 400 and raise a toast).
import { isUuid } from '@quartile/domain';
import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';

const NotFoundPage = lazy(() => import('./NotFoundPage.tsx'));

/** The route parameters that hold record ids: `:id` and `:<name>Id`. */
export const isIdParam = (name: string): boolean => name === 'id' || name.endsWith('Id');

export function WellFormedIds({ children }: { children: ReactNode }) {
  const params = useParams();
  const malformed = Object.entries(params).some(([name, value]) => isIdParam(name) && value !== undefined && !isUuid(value));
  return malformed ? <NotFoundPage inShell /> : children;
}
