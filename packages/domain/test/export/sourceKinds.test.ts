import { describe, expect, it } from 'vitest';
import { citationWhere, sourceDisplayName, sourceKindLabel } from '../../src/index.ts';

describe('source kinds as a person reads them', () => {
  it('labels every kind, the database record among them, and never shows a raw key', () => {
    expect(sourceKindLabel('database_record')).toBe('Database record');
    expect(sourceKindLabel('database_description')).toBe('Database description');
    expect(sourceKindLabel('annual_report')).toBe('Annual report');
    expect(sourceKindLabel('press_release')).toBe('Press release');
  });

  it('names the database record by what it holds, other sources by their title or place', () => {
    expect(sourceDisplayName({ kind: 'database_record', title: null, location: 'database record', url: null })).toBe('Activity fields of the uploaded file');
    expect(sourceDisplayName({ kind: 'website', title: 'About', location: 'https://a.example/about' })).toBe('About');
    expect(sourceDisplayName({ kind: 'database_description', title: null, location: 'description' })).toBe('description');
  });

  it('says where a citation comes from: the record and the field it quotes', () => {
    expect(citationWhere({ source: 'database record', location: 'US SIC' })).toBe('Database record · US SIC');
    expect(citationWhere({ source: 'https://a.example/about', location: 'About us' })).toBe('https://a.example/about · About us');
    expect(citationWhere({ source: 'description', location: 'description' })).toBe('description');
  });
});
