// Where a signed-in user may not go (spec sections 2 and 6), on top of the domain's rules:
// employee-only areas send everyone else to /dashboard. The Agents home itself stays open: the
// spec sends non-employees from /fars to /agents (§6), where they read what the agents do; the
// industry overviews inside it are for employees.
import { benchmarkingDisabled, routeRedirect, SIDEBAR_ITEMS, type AccessUser } from '@quartile/domain';

const EMPLOYEE_AREAS = [
  ...SIDEBAR_ITEMS.filter((item) => item.employeesOnly && item.path !== '/agents').map((item) => item.path),
  '/agents/industry-overview',
  '/fars',
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function shellRedirect(user: AccessUser, pathname: string): string | null {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const ruled = routeRedirect(user, path);
  if (ruled) return shellRedirect(user, ruled) ?? ruled;
  if (!user.is_employee && EMPLOYEE_AREAS.some((area) => under(path, area))) return '/dashboard';
  return null;
}

/** Why `shellRedirect` sent the user away, in a sentence for the notice they see where they land. */
export function redirectReason(user: AccessUser, pathname: string): string {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (under(path, '/benchmarks') && benchmarkingDisabled(user.firm)) return 'Benchmarking is not switched on for your firm.';
  if (under(path, '/agents/industry-overview') && user.is_employee) return 'Industry overviews are not switched on for your firm.';
  return 'That page is for your firm’s employees. Ask an administrator if you need it.';
}
