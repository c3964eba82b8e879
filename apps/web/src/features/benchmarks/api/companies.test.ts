import type { Company } from '@quartile/api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { putCompany, withCompany } from './companies.ts';
import { benchmarkKeys } from './keys.ts';

const company = (id: string, version: number, name = id) => ({ id, version, name }) as Company;

describe("a benchmark's cached companies", () => {
  it('puts a newer answer in place, adds a new company, and never lets an older answer overwrite a newer one', () => {
    const list = [company('a', 2, 'A v2'), company('b', 1)];
    expect(withCompany(list, company('a', 3, 'A v3')).map((c) => c.name)).toEqual(['A v3', 'b']);
    expect(withCompany(list, company('a', 1, 'A v1')).map((c) => c.name)).toEqual(['A v2', 'b']);
    expect(withCompany(list, company('c', 1)).map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('writes a company into the cached list, and does not create a list nobody loaded', () => {
    const client = new QueryClient();
    putCompany(client, 'b1', company('a', 1));
    expect(client.getQueryData(benchmarkKeys.companies('b1'))).toBeUndefined();

    client.setQueryData(benchmarkKeys.companies('b1'), [company('a', 1, 'old')]);
    putCompany(client, 'b1', company('a', 2, 'new'));
    expect(client.getQueryData<Company[]>(benchmarkKeys.companies('b1'))?.map((c) => c.name)).toEqual(['new']);
  });

  it('reads the benchmark record again without reloading its companies (separate keys)', async () => {
    const client = new QueryClient();
    client.setQueryData(benchmarkKeys.detail('b1'), { id: 'b1' });
    client.setQueryData(benchmarkKeys.companies('b1'), []);
    await client.invalidateQueries({ queryKey: benchmarkKeys.detail('b1'), exact: true });
    expect(client.getQueryState(benchmarkKeys.detail('b1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(benchmarkKeys.companies('b1'))?.isInvalidated).toBe(false);
  });
});
