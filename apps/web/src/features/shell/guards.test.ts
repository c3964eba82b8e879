import { describe, expect, it } from 'vitest';
import { redirectReason, shellRedirect } from './guards.ts';

const employee = { is_employee: true, firm: { feature_benchmarking_enabled: true, feature_industry_overview_enabled: true } };
const client = { is_employee: false, firm: { feature_benchmarking_enabled: true, feature_industry_overview_enabled: true } };
const noBenchmarking = { is_employee: true, firm: { feature_benchmarking_enabled: false, feature_industry_overview_enabled: false } };

describe('shell route guards', () => {
  it('lets employees into every area of an enabled firm', () => {
    for (const path of [
      '/dashboard',
      '/vault',
      '/vault/1',
      '/agents',
      '/agents/industry-overview',
      '/benchmarks/9',
      '/usage',
      '/fars/3',
      '/settings',
    ]) {
      expect(shellRedirect(employee, path)).toBeNull();
    }
  });

  it('sends a non-employee from employee areas to /dashboard, and from /fars to the Agents home (spec §6)', () => {
    for (const path of ['/vault', '/vault/1/', '/agents/industry-overview', '/agents/industry-overview/3', '/benchmarks', '/usage']) {
      expect(shellRedirect(client, path)).toBe('/dashboard');
    }
    for (const path of ['/fars', '/fars/7', '/fars/7/']) expect(shellRedirect(client, path)).toBe('/agents');
    expect(shellRedirect(client, '/agents')).toBeNull();
    expect(shellRedirect(client, '/dashboard')).toBeNull();
    expect(shellRedirect(client, '/help-and-support')).toBeNull();
    expect(shellRedirect(client, '/settings')).toBeNull();
  });

  it('sends benchmarks routes to /dashboard when benchmarking is disabled, and the industry overview to /agents unless enabled', () => {
    expect(shellRedirect(noBenchmarking, '/benchmarks')).toBe('/dashboard');
    expect(shellRedirect(noBenchmarking, '/benchmarks/42')).toBe('/dashboard');
    expect(shellRedirect(noBenchmarking, '/agents/industry-overview')).toBe('/agents');
    expect(shellRedirect(noBenchmarking, '/vault')).toBeNull();
  });

  it('says why the user was sent away', () => {
    expect(redirectReason(client, '/vault/1')).toBe('That page is for your firm’s employees. Ask an administrator if you need it.');
    expect(redirectReason(noBenchmarking, '/benchmarks/42')).toBe('Benchmarking is not switched on for your firm.');
    expect(redirectReason(noBenchmarking, '/agents/industry-overview')).toBe('Industry overviews are not switched on for your firm.');
  });
});
