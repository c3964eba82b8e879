import { describe, expect, it } from 'vitest';
import { countryName } from '../../src/mapping/countryName.ts';

describe('countryName', () => {
  it('stores a two-letter ISO code as the English name', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('de')).toBe('Germany');
    expect(countryName(' GB ')).toBe('United Kingdom');
  });

  it('keeps names, unknown codes and blanks as written', () => {
    expect(countryName('United States')).toBe('United States');
    expect(countryName('XX')).toBe('XX');
    expect(countryName('USA')).toBe('USA');
    expect(countryName(null)).toBeNull();
  });
});
