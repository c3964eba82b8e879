/**
 * Probe tasks: screens outside the five tasks the local provider's lexicon was built on, to see how
 * it does on activities a TP study may screen for that the scored tasks do not cover. They are
 * scored and printed by `pnpm score:analyst` but carry no target.
 * - GUIDED: written first; the lexicon's health, services, payments, hospitality and semiconductor
 *   entries were then added from general TP vocabulary, and their tuning split (even rows) was read.
 * - HELD_BACK: written before those entries and scored only after them; no company of theirs was read.
 * Same data, licences and ground truth rules as tasks.ts.
 */
import type { ScreeningTask } from './tasks.ts';

export const GUIDED_PROBE_TASKS: readonly ScreeningTask[] = [
  {
    id: 'health-services-vs-devices',
    title: 'Accept health care services (hospitals, clinics, home health, health plans), reject medical device makers.',
    acceptGics: ['Health Care Services', 'Health Care Facilities', 'Managed Health Care'],
    rejectGics: ['Health Care Equipment', 'Health Care Supplies'],
    criteria: {
      accept: ['provision of health care services to patients (hospitals, clinics, home health, laboratory testing, health plans)'],
      reject: ['manufacturing of medical devices, equipment or supplies'],
    },
    paraphrases: [{ accept: ['health care services provider'], reject: ['medical device manufacturer'] }],
  },
  {
    id: 'business-services-vs-software',
    title: 'Accept business support, staffing, consulting and outsourced services, reject software product owners.',
    acceptGics: [
      'Research & Consulting Services',
      'Human Resource & Employment Services',
      'IT Consulting & Other Services',
      'Data Processing & Outsourced Services',
      'Diversified Support Services',
      'Environmental & Facilities Services',
    ],
    rejectGics: ['Application Software', 'Systems Software'],
    criteria: {
      accept: ['business support, staffing, consulting or outsourced services for clients'],
      reject: ['development and licensing of its own software products'],
    },
    paraphrases: [{ accept: ['service provider'], reject: ['software company'] }],
  },
  {
    id: 'engineering-services-vs-building-products',
    title: 'Accept engineering, construction and facility services, reject makers of building products and machinery.',
    acceptGics: ['Construction & Engineering', 'Environmental & Facilities Services', 'Diversified Support Services'],
    rejectGics: [
      'Building Products',
      'Construction Materials',
      'Industrial Machinery & Supplies & Components',
      'Electrical Components & Equipment',
    ],
    criteria: {
      accept: ['engineering, construction, maintenance or facility services performed for clients'],
      reject: ['manufacturing of building products, materials, machinery or components'],
    },
    paraphrases: [{ accept: ['construction and engineering services'], reject: ['manufacturer'] }],
  },
  {
    id: 'payments-vs-banks',
    title: 'Accept payment processing, exchanges and financial data, reject banks and lenders.',
    acceptGics: ['Transaction & Payment Processing Services', 'Financial Exchanges & Data'],
    rejectGics: ['Diversified Banks', 'Regional Banks', 'Consumer Finance'],
    criteria: {
      accept: ['payment processing, exchange or financial data services for a fee'],
      reject: ['banking: taking deposits and lending'],
    },
    paraphrases: [{ accept: ['payment services'], reject: ['bank'] }],
  },
  {
    id: 'semiconductors-vs-software',
    title: 'Accept semiconductor and electronic component makers, reject software and IT services.',
    acceptGics: ['Semiconductors', 'Electronic Components', 'Semiconductor Materials & Equipment'],
    rejectGics: ['Application Software', 'Systems Software', 'IT Consulting & Other Services'],
    criteria: {
      accept: ['design and manufacturing of semiconductors, electronic components or chip-making equipment'],
      reject: ['software or IT services'],
    },
    paraphrases: [{ accept: ['semiconductor company'], reject: ['software company'] }],
  },
  {
    id: 'restaurants-hotels-vs-food-makers',
    title: 'Accept restaurant, hotel and resort operators, reject food and beverage makers.',
    acceptGics: ['Restaurants', 'Hotels, Resorts & Cruise Lines'],
    rejectGics: ['Packaged Foods & Meats', 'Soft Drinks & Non-alcoholic Beverages', 'Brewers'],
    criteria: {
      accept: ['operation or franchising of restaurants, hotels or resorts'],
      reject: ['manufacturing of food or beverage products'],
    },
    paraphrases: [{ accept: ['hospitality company'], reject: ['food manufacturer'] }],
  },
];

export const HELD_BACK_PROBE_TASKS: readonly ScreeningTask[] = [
  {
    id: 'telecom-services-vs-equipment',
    title: 'Accept telecommunication operators, reject communications equipment and hardware makers.',
    acceptGics: ['Integrated Telecommunication Services', 'Wireless Telecommunication Services', 'Cable & Satellite'],
    rejectGics: ['Communications Equipment', 'Technology Hardware, Storage & Peripherals'],
    criteria: {
      accept: ['telecommunication services (wireless, broadband, cable) provided to subscribers'],
      reject: ['manufacturing of communications equipment or computer hardware'],
    },
    paraphrases: [{ accept: ['telecom operator'], reject: ['hardware maker'] }],
  },
  {
    id: 'insurers-vs-banks',
    title: 'Accept insurers and insurance brokers, reject banks.',
    acceptGics: ['Property & Casualty Insurance', 'Life & Health Insurance', 'Multi-line Insurance', 'Insurance Brokers'],
    rejectGics: ['Diversified Banks', 'Regional Banks'],
    criteria: { accept: ['insurance underwriting or insurance brokerage'], reject: ['banking and lending'] },
    paraphrases: [{ accept: ['insurer'], reject: ['bank'] }],
  },
  {
    id: 'utilities-vs-oil-gas',
    title: 'Accept regulated utilities, reject oil and gas producers and refiners.',
    acceptGics: ['Electric Utilities', 'Multi-Utilities', 'Gas Utilities', 'Water Utilities'],
    rejectGics: ['Oil & Gas Exploration & Production', 'Integrated Oil & Gas', 'Oil & Gas Refining & Marketing'],
    criteria: { accept: ['regulated electric, gas or water utility'], reject: ['exploration and production of oil and natural gas'] },
    paraphrases: [{ accept: ['utility company'], reject: ['oil and gas producer'] }],
  },
  {
    id: 'reits-vs-homebuilders',
    title: 'Accept real estate investment trusts, reject homebuilders.',
    acceptGics: [
      'Multi-Family Residential REITs',
      'Retail REITs',
      'Telecom Tower REITs',
      'Office REITs',
      'Data Center REITs',
      'Self-Storage REITs',
      'Health Care REITs',
      'Industrial REITs',
    ],
    rejectGics: ['Homebuilding'],
    criteria: {
      accept: ['real estate investment trust owning and leasing properties'],
      reject: ['homebuilding: construction and sale of new homes'],
    },
    paraphrases: [{ accept: ['REIT'], reject: ['homebuilder'] }],
  },
  {
    id: 'chemicals-vs-distributors',
    title: 'Accept chemical makers, reject distributors.',
    acceptGics: ['Specialty Chemicals', 'Commodity Chemicals', 'Industrial Gases', 'Fertilizers & Agricultural Chemicals'],
    rejectGics: ['Trading Companies & Distributors', 'Distributors', 'Food Distributors', 'Health Care Distributors'],
    criteria: { accept: ['manufacturing of chemicals'], reject: ['distribution of products made by others'] },
    paraphrases: [{ accept: ['chemical producer'], reject: ['distributor'] }],
  },
  {
    id: 'aerospace-vs-airlines',
    title: 'Accept aerospace and defense makers, reject airlines and air freight operators.',
    acceptGics: ['Aerospace & Defense'],
    rejectGics: ['Passenger Airlines', 'Air Freight & Logistics'],
    criteria: {
      accept: ['design and manufacturing of aircraft, defense systems or aerospace components'],
      reject: ['operation of airlines or air freight services'],
    },
    paraphrases: [{ accept: ['aerospace and defense manufacturer'], reject: ['airline'] }],
  },
];
