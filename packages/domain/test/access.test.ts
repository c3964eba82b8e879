import { describe, expect, it } from 'vitest';
import { canAccessRoute, isPublicRoute, PUBLIC_ROUTES, routeRedirect, sidebarItems } from '../src/index.ts';

const labels = (u: Parameters<typeof sidebarItems>[0]) => sidebarItems(u).map((i) => i.label);

describe('sidebar (spec §2, §6)', () => {
  it('non-employees see only Dashboard and Help & Support', () => {
    expect(labels({ is_employee: false, firm: { feature_benchmarking_enabled: true } })).toEqual(['Dashboard', 'Help & Support']);
  });
  it('employees see Vault, Agents, Benchmarks and Usage too', () => {
    expect(labels({ is_employee: true, firm: {} })).toEqual(['Dashboard', 'Vault', 'Agents', 'Benchmarks', 'Usage', 'Help & Support']);
  });
  it('Benchmarks is hidden only when benchmarking is explicitly false', () => {
    expect(labels({ is_employee: true, firm: { feature_benchmarking_enabled: false } })).not.toContain('Benchmarks');
    expect(labels({ is_employee: true, firm: { feature_benchmarking_enabled: null } })).toContain('Benchmarks');
    expect(labels({ is_employee: true, firm: null })).toContain('Benchmarks');
  });
});

describe('route redirects', () => {
  const employee = { is_employee: true, firm: { feature_benchmarking_enabled: true, feature_industry_overview_enabled: true } };
  it('benchmarks → /dashboard when benchmarking is explicitly false', () => {
    const u = { is_employee: true, firm: { feature_benchmarking_enabled: false } };
    expect(routeRedirect(u, '/benchmarks')).toBe('/dashboard');
    expect(routeRedirect(u, '/benchmarks/42')).toBe('/dashboard');
    expect(routeRedirect({ is_employee: true, firm: {} }, '/benchmarks/42')).toBeNull();
  });
  it('/fars is for employees only, others go to /agents', () => {
    expect(routeRedirect({ is_employee: false }, '/fars')).toBe('/agents');
    expect(routeRedirect({ is_employee: false }, '/fars/7')).toBe('/agents');
    expect(routeRedirect(employee, '/fars/7')).toBeNull();
    expect(routeRedirect({ is_employee: false }, '/farsighted')).toBeNull();
  });
  it('industry overview needs the flag to be true', () => {
    expect(routeRedirect({ is_employee: true, firm: {} }, '/agents/industry-overview')).toBe('/agents');
    expect(routeRedirect(employee, '/agents/industry-overview')).toBeNull();
    expect(canAccessRoute({ is_employee: true, firm: {} }, '/agents')).toBe(true);
  });
});

describe('public routes (spec §2)', () => {
  it.each([...PUBLIC_ROUTES])('%s is public', (r) => expect(isPublicRoute(r)).toBe(true));
  it('subpaths are public', () => {
    expect(isPublicRoute('/reset-password-confirm/abc/tok')).toBe(true);
    expect(isPublicRoute('/login/')).toBe(true);
    expect(isPublicRoute('/pricing?plan=pro')).toBe(true);
  });
  it('everything else is protected, including look-alikes and / subpaths', () => {
    for (const p of ['/dashboard', '/benchmarks/1', '/aboutus', '/loginx', '/vault', '/usage']) expect(isPublicRoute(p)).toBe(false);
  });
});
