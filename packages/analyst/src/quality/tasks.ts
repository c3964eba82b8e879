/**
 * Screening tasks for measuring the Research Analyst on the S&P 500 Wikipedia descriptions
 * (../shared/data/companies-dev/sp500_wikipedia_descriptions.csv; descriptions CC BY-SA 4.0,
 * "Wikipedia contributors"; GICS labels ODC-PDDL). Ground truth comes from the GICS sub-industry:
 * each task lists explicitly which sub-industries are the accept side and which the reject side;
 * companies in other sub-industries are not part of the task. The criteria are written as a TP
 * analyst would write them for the tested party: no company names, no GICS labels.
 */
import type { Criteria } from '../types.ts';

export interface ScreeningTask {
  readonly id: string;
  readonly title: string;
  readonly acceptGics: readonly string[];
  readonly rejectGics: readonly string[];
  readonly criteria: Criteria;
  /**
   * The same screen worded as other people would write it (short, first person, synonyms). Scored
   * separately: the product must not depend on one wording of the criteria.
   */
  readonly paraphrases: readonly Criteria[];
}

export const SCREENING_TASKS: readonly ScreeningTask[] = [
  {
    id: 'distributors-vs-manufacturers',
    title: 'Tested party: a routine wholesale distributor. Accept distributors, reject manufacturers.',
    acceptGics: ['Distributors', 'Food Distributors', 'Health Care Distributors', 'Trading Companies & Distributors'],
    rejectGics: [
      'Industrial Machinery & Supplies & Components',
      'Building Products',
      'Electrical Components & Equipment',
      'Automobile Manufacturers',
      'Automotive Parts & Equipment',
      'Construction Machinery & Heavy Transportation Equipment',
      'Agricultural & Farm Machinery',
      'Packaged Foods & Meats',
      'Household Products',
    ],
    criteria: {
      accept: ['wholesale distribution of goods bought from third-party suppliers', 'resale of industrial, healthcare, food or automotive supplies to business customers'],
      reject: ['manufacturing of products in its own plants or factories', 'production of goods (full-fledged manufacturer)'],
    },
    paraphrases: [
      { accept: ['Distributors of products'], reject: ['Manufacturers'] },
      { accept: ['The company acts as a wholesaler or distributor'], reject: ['The company produces goods'] },
      { accept: ['trading company'], reject: ['industrial production'] },
    ],
  },
  {
    id: 'it-services-vs-software',
    title: 'Tested party: an IT services provider remunerated at cost plus. Accept IT/professional services, reject software product owners.',
    acceptGics: ['IT Consulting & Other Services', 'Data Processing & Outsourced Services'],
    rejectGics: ['Application Software', 'Systems Software'],
    criteria: {
      accept: ['IT services, consulting and outsourcing for business clients', 'professional or advisory services provided on a fee basis'],
      reject: ['development and licensing of its own software products', 'software-as-a-service or cloud platforms owned by the company'],
    },
    paraphrases: [
      { accept: ['IT consulting and outsourcing'], reject: ['software products'] },
      { accept: ['The company provides technology services to clients'], reject: ['The company owns and licenses software'] },
    ],
  },
  {
    id: 'research-services-vs-drug-developers',
    title: 'Tested party: a contract R&D / laboratory service provider. Accept research, laboratory and analytical service and tool providers, reject drug developers owning pipelines.',
    acceptGics: ['Life Sciences Tools & Services'],
    rejectGics: ['Biotechnology', 'Pharmaceuticals'],
    criteria: {
      accept: ['contract research, clinical research or laboratory services for pharmaceutical and biotechnology clients', 'supply of analytical instruments, reagents and consumables to laboratories'],
      reject: ['discovery, development and commercialization of its own drugs, medicines or vaccines', 'ownership of a drug pipeline or FDA-approved products'],
    },
    paraphrases: [
      { accept: ['contract research organisation or laboratory tools supplier'], reject: ['drug developer'] },
      { accept: ['CRO or supplier of analytical instruments'], reject: ['biopharmaceutical company with its own medicines'] },
    ],
  },
  {
    id: 'logistics-vs-asset-owners',
    title: 'Tested party: a logistics service provider. Accept freight, delivery and logistics services, reject passenger airlines and railroad network owners.',
    acceptGics: ['Air Freight & Logistics', 'Cargo Ground Transportation'],
    rejectGics: ['Passenger Airlines', 'Rail Transportation'],
    criteria: {
      accept: ['logistics, freight forwarding and supply chain management services', 'package delivery, trucking and freight transportation services for shippers'],
      reject: ['operation of passenger airlines with its own aircraft and flights', 'ownership and operation of a railroad network'],
    },
    paraphrases: [
      { accept: ['freight logistics'], reject: ['passenger airline or railroad'] },
      { accept: ['The company provides trucking, parcel delivery or freight forwarding'], reject: ['The company operates an airline or a railway network'] },
    ],
  },
  {
    // Added after the lexicon work on the four tasks above, as a check on companies the rules were
    // not written for (one rule, "sold through retail stores" is a channel, came from its misses).
    id: 'retailers-vs-brand-manufacturers',
    title: 'Tested party: a retailer. Accept retailers selling to consumers, reject manufacturers of consumer products.',
    acceptGics: [
      'Consumer Staples Merchandise Retail',
      'Broadline Retail',
      'Apparel Retail',
      'Home Improvement Retail',
      'Automotive Retail',
      'Other Specialty Retail',
      'Computer & Electronics Retail',
      'Food Retail',
    ],
    rejectGics: [
      'Packaged Foods & Meats',
      'Household Products',
      'Personal Care Products',
      'Apparel, Accessories & Luxury Goods',
      'Soft Drinks & Non-alcoholic Beverages',
      'Tobacco',
      'Brewers',
      'Distillers & Vintners',
      'Leisure Products',
      'Consumer Electronics',
    ],
    criteria: {
      accept: ['retail sale of consumer goods through its own stores or e-commerce'],
      reject: ['manufacturing of consumer products under its own brands'],
    },
    paraphrases: [
      { accept: ['retailer'], reject: ['consumer goods manufacturer'] },
      { accept: ['The company sells to consumers in its own stores or online'], reject: ['The company makes branded products'] },
    ],
  },
];
