// What the demo study is made of: the client, the benchmark and its screen, the people's review
// decisions and the results settings. The companies are real (demo-data/companies.json: Wikipedia
// descriptions, SEC 10-K financials FY2007–2009, see demo-data/README.md); the client and its
// tested party are invented and say so (.example addresses, "illustrative" figures).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'fflate';
import type { Criteria } from '@quartile/domain';

const DATA_DIR = path.join(import.meta.dirname, 'demo-data');

export interface DemoYear {
  readonly year: number;
  readonly revenue: number | null;
  readonly cost_of_goods_sold: number | null;
  readonly gross_profit: number | null;
  readonly operating_profit: number | null;
  readonly net_profit: number | null;
  readonly total_assets: number | null;
}

export interface DemoCompany {
  readonly name: string;
  readonly country: string;
  readonly city: string;
  readonly website: string;
  readonly cik: string;
  readonly gics_sub_industry: string;
  readonly description: string;
  readonly financials: readonly DemoYear[];
}

export function loadDemoCompanies(): DemoCompany[] {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'companies.json'), 'utf8')) as DemoCompany[];
}

/** IBM's 10-K for 2024 (SEC EDGAR, public domain), stored gzipped; the seed uploads it as IBM's annual report. */
export const DEMO_ANNUAL_REPORT = { company: 'IBM', filename: 'ibm-10-k-2025-02-25.html' } as const;

export function loadDemoAnnualReport(): Uint8Array {
  return gunzipSync(new Uint8Array(readFileSync(path.join(DATA_DIR, `${DEMO_ANNUAL_REPORT.filename}.gz`))));
}

export const DEMO_CLIENT = {
  name: 'Lakeshore Industrial Group',
  region: 'Americas',
  country: 'United States',
  website: 'https://lakeshore-industrial.example',
  poc_name: 'Karen Olsen',
  poc_contact: 'karen.olsen@lakeshore-industrial.example',
  other_details: 'Demo client (invented). Its tested party, Lakeshore Components Inc., manufactures hydraulic and electrical components.',
  database_name: 'SEC EDGAR / S&P 500',
  database_region: 'United States',
} as const;

export const DEMO_BENCHMARK_NAME = 'US industrial manufacturers FY2007–2009';

export const DEMO_TESTED_PARTY =
  'Lakeshore Components Inc. (United States) designs and manufactures hydraulic valves, electrical connectors and control components in its own plants and sells them to industrial equipment makers. It owns its production assets and bears market and inventory risk: a full-fledged manufacturer of industrial products.';

/** The screen: manufacturers of industrial products in, service, financial and trading businesses out. */
export const DEMO_CRITERIA: Criteria = {
  accept: ['Manufacturing of industrial products, components and equipment'],
  reject: [
    'Banking and financial services',
    'Software development and licensing',
    'IT services and consulting',
    'Freight forwarding and logistics services',
    'Restaurant operations',
    'Wholesale distribution of products made by others',
    'Electric utility generating and selling electricity',
  ],
};

export const DEMO_YEARS = [2007, 2008, 2009] as const;

export interface DemoDecision {
  readonly company: string;
  readonly decision: 'accept' | 'reject';
  readonly reason_code: string;
  readonly reason: string;
}

/**
 * The analyst's review after the first run: automated decisions the person confirms with a reason
 * (3M, Danaher, and the component and machinery makers closest to the tested party: Dover, Illinois
 * Tool Works, Amphenol), automated acceptances the person overrules (Intel, Lockheed Martin, General
 * Dynamics and CF Industries: manufacturers, as the analysis says, but of products unlike the tested
 * party's: weapons, chips, fertilizers), and Honeywell, rejected as diversified (its SEC extract has no
 * operating income either): the analysis finds both criteria met for it and rejects it only at low
 * confidence (0.5: its words fit the reject criteria's industries better, ADR 0017, fifth stop), so the
 * person's decision is what counts.
 * Ten decisions, five each way: enough for the Research Analyst to learn from them (ADR 0018,
 * learning.ts MIN_DECISIONS), and the seed lets it, as the decisions' queue job does (demoStudy.ts).
 */
export const DEMO_DECISIONS: readonly DemoDecision[] = [
  {
    company: 'Intel',
    decision: 'reject',
    reason_code: 'different_products',
    reason: 'Manufactures microprocessors and chipsets for computing markets: different products, markets and R&D intensity from industrial components.',
  },
  {
    company: '3M',
    decision: 'accept',
    reason_code: 'matches_criteria',
    reason: 'Manufacturing of industrial products: adhesives, abrasives, films and electrical materials made in its own plants.',
  },
  {
    company: 'Danaher Corporation',
    decision: 'accept',
    reason_code: 'matches_criteria',
    reason: 'Designs and manufactures professional, medical, industrial and commercial products in its own operations.',
  },
  {
    company: 'Lockheed Martin',
    decision: 'reject',
    reason_code: 'different_products',
    reason: 'Defence contractor: government weapons and space programmes, not industrial products for commercial customers.',
  },
  {
    company: 'General Dynamics',
    decision: 'reject',
    reason_code: 'different_products',
    reason: 'Defence contractor: combat vehicles, submarines and government IT services.',
  },
  {
    company: 'CF Industries',
    decision: 'reject',
    reason_code: 'different_products',
    reason: 'Manufactures and distributes agricultural fertilizers: a commodity chemical business, unlike industrial components.',
  },
  {
    company: 'Dover Corporation',
    decision: 'accept',
    reason_code: 'matches_criteria',
    reason: 'Manufacturing of industrial products: pumps, compressors, fluid-handling and engineered components made in its own plants.',
  },
  {
    company: 'Illinois Tool Works',
    decision: 'accept',
    reason_code: 'matches_criteria',
    reason: 'Manufacturing of industrial products: fasteners, components, welding and test equipment made in its own plants.',
  },
  {
    company: 'Amphenol',
    decision: 'accept',
    reason_code: 'matches_criteria',
    reason: 'Manufacturing of industrial products: electrical and electronic connectors, like the tested party’s connectors.',
  },
  {
    company: 'Honeywell Technologies',
    decision: 'reject',
    reason_code: 'diversified',
    reason: 'Diversified conglomerate (aerospace, building technologies, performance materials, safety): no segment comparable to industrial components, and no operating income in the SEC extract.',
  },
];

/**
 * What the Research Analyst learns from the ten decisions for the companies nobody decided (the
 * seed's learning, as after the decisions in the product): RTX and Boeing read like the rejected
 * defence makers Lockheed Martin and General Dynamics, so the decisions turn them to reject. Every
 * other undecided company's decision is confirmed, Texas Instruments too: it reads like Intel, which
 * the reviewer rejected, but the criteria read it as a manufacturer with confidence and the other
 * accepted makers outweigh that one neighbour. No company is left refrained. demoSeed.test.ts checks it.
 * (Both Boeing and Texas Instruments sit near the line where the decisions and the criteria balance:
 * before this stop's changes to the learning's prior (ADR 0018) and to the analysis (ADR 0017, fifth
 * stop: CF Industries and Honeywell rejected at low confidence instead of refrained), Boeing was left
 * refrained and Texas Instruments turned to reject.)
 */
export const DEMO_LEARNED_REJECTS = ['RTX Corporation', 'Boeing'] as const;
export const DEMO_LEARNED_REFRAINS: readonly string[] = [];

/** Re-analysed after the review: the automated decision differs from the person's, a Decision Conflict. */
export const DEMO_RERUN = 'Intel';

export const DEMO_EXCLUSION = {
  company: 'Trane Technologies',
  reason: 'Operating loss in FY2008 (−19.5 % of revenue): an outlier year for the range.',
} as const;

/**
 * Illustrative figures for the invented tested party (USD), an operating margin of about 11–12 %:
 * within the comparables' interquartile range (10.4–19.6 % for FY2007–2009 since the learning turned
 * RTX and Boeing to reject and kept Texas Instruments; demoSeed.test.ts checks it lies within).
 */
export const DEMO_TESTED_PARTY_FINANCIALS = [
  { year: 2007, revenue: 184_600_000, cost_of_goods_sold: 131_200_000, operating_profit: 21_600_000 },
  { year: 2008, revenue: 192_300_000, cost_of_goods_sold: 138_900_000, operating_profit: 22_300_000 },
  { year: 2009, revenue: 158_900_000, cost_of_goods_sold: 117_400_000, operating_profit: 17_000_000 },
] as const;
