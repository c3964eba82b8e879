/**
 * Signed-in access rules (product-spec §2 "App routes", "Sidebar"; §6 "Roles and permissions").
 * - Sidebar: Dashboard and Help & Support for everyone; Vault, Agents, Benchmarks and Usage for
 *   employees only; Benchmarks also hidden when the firm's feature_benchmarking_enabled is
 *   explicitly `false` (undefined/null keeps it).
 * - /benchmarks and /benchmarks/{id} redirect to /dashboard when benchmarking is explicitly false.
 * - /fars and /fars/{farId}: employees only; everyone else goes to /agents.
 * - /agents/industry-overview requires feature_industry_overview_enabled === true, else /agents.
 * - Every other signed-in route is open to any signed-in user (the spec gates nothing else).
 */
export interface AccessFirm {
  readonly feature_benchmarking_enabled?: boolean | null;
  readonly feature_industry_overview_enabled?: boolean | null;
}

export interface AccessUser {
  readonly is_employee: boolean;
  readonly firm?: AccessFirm | null;
}

export const SIDEBAR_ITEMS = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard', employeesOnly: false },
  { id: 'vault', label: 'Vault', path: '/vault', employeesOnly: true },
  { id: 'agents', label: 'Agents', path: '/agents', employeesOnly: true },
  { id: 'benchmarks', label: 'Benchmarks', path: '/benchmarks', employeesOnly: true },
  { id: 'usage', label: 'Usage', path: '/usage', employeesOnly: true },
  { id: 'help', label: 'Help & Support', path: '/help-and-support', employeesOnly: false },
] as const;

export type SidebarItem = (typeof SIDEBAR_ITEMS)[number];

export const SIDEBAR_COLLAPSED_KEY = 'sidebar-collapsed';

export const benchmarkingDisabled = (firm: AccessFirm | null | undefined): boolean => firm?.feature_benchmarking_enabled === false;
export const industryOverviewEnabled = (firm: AccessFirm | null | undefined): boolean => firm?.feature_industry_overview_enabled === true;

export function sidebarItems(user: AccessUser): SidebarItem[] {
  return SIDEBAR_ITEMS.filter((item) => {
    if (item.employeesOnly && !user.is_employee) return false;
    if (item.id === 'benchmarks' && benchmarkingDisabled(user.firm)) return false;
    return true;
  });
}

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** Where a signed-in user is sent for `path`: `null` means the route may be shown. */
export function routeRedirect(user: AccessUser, path: string): string | null {
  const p = (path.split(/[?#]/)[0] ?? '').replace(/(.)\/+$/, '$1');
  if (under(p, '/benchmarks') && benchmarkingDisabled(user.firm)) return '/dashboard';
  if (under(p, '/fars') && !user.is_employee) return '/agents';
  if (under(p, '/agents/industry-overview') && !industryOverviewEnabled(user.firm)) return '/agents';
  return null;
}

export const canAccessRoute = (user: AccessUser, path: string): boolean => routeRedirect(user, path) === null;
