import { describe, expect, it } from 'vitest';
import { citationSourceLabel, citationWhere, sourceDisplayName, sourceKindLabel } from '../../src/index.ts';

describe('source kinds as a person reads them', () => {
  it('labels every kind, the database record among them, and never shows a raw key', () => {
    expect(sourceKindLabel('database_record')).toBe('Database record');
    expect(sourceKindLabel('database_description')).toBe('Database description');
    expect(sourceKindLabel('annual_report')).toBe('Annual report');
    expect(sourceKindLabel('press_release')).toBe('Press release');
  });

  it('names the database record and the database description by what they hold, other sources by their title or place', () => {
    expect(sourceDisplayName({ kind: 'database_record', title: null, location: 'database record', url: null })).toBe('Activity fields of the uploaded file');
    expect(sourceDisplayName({ kind: 'website', title: 'About', location: 'https://a.example/about' })).toBe('About');
    // Was the raw stored place "description" until the new-user trial of 2026-11-27.
    expect(sourceDisplayName({ kind: 'database_description', title: null, location: 'description' })).toBe('Trade description of the uploaded file');
    expect(sourceDisplayName({ kind: 'annual_report', title: null, location: 'annual-report-2024.pdf' })).toBe('annual-report-2024.pdf');
  });

  it('says where a citation comes from: the record and the field it quotes', () => {
    expect(citationWhere({ source: 'database record', location: 'US SIC' })).toBe('Database record · US SIC');
    expect(citationWhere({ source: 'https://a.example/about', location: 'About us' })).toBe('https://a.example/about · About us');
    // The uploaded trade description by its label, never the raw stored name "description".
    expect(citationWhere({ source: 'description', location: 'description' })).toBe('Database description');
    expect(citationWhere({ source: 'description', location: null })).toBe('Database description');
    expect(citationWhere({ source: 'annual-report-2024.pdf', location: 'page 4' })).toBe('annual-report-2024.pdf · page 4');
  });

  it('labels a citation\'s stored source, leaving a page or document as cited', () => {
    expect(citationSourceLabel('description')).toBe('Database description');
    expect(citationSourceLabel('database record')).toBe('Database record');
    expect(citationSourceLabel('https://a.example/about')).toBe('https://a.example/about');
  });
});
