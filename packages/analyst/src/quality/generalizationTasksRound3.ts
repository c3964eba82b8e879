/**
 * Generalization tasks, round 3 (issue 17): written on 2026-11-27 (fourth stop of the day) before
 * any change to the analysis code in that stop, because round 2's held-back half was read when it was
 * reported. Same rules as rounds 1 and 2: labelled from the dataset's own columns (NAICS Canada code
 * prefix AND the company's own primary business activity), never by reading a company; criteria in a
 * tax adviser's words with two paraphrases; no contrast of rounds 1 or 2 or of the probe tasks. Which
 * half is guided and which is held back is decided by a seeded shuffle (GENERALIZATION_GROUPS), not by
 * hand. The held-back half is scored once, when the work is reported.
 */
import type { GeneralizationTask } from './generalizationTypes.ts';

const MAKER = 'Manufacturer';
const TRADER = 'Trading House';
const SERVICES = 'Services';
const RETAIL = 'Retail';

export const ROUND_3_TASKS: readonly GeneralizationTask[] = [
  {
    id: 'gen3-metal-fabricators-vs-plastics-moulders',
    title: 'Tested party: a structural metal fabricator. Accept architectural and structural metal makers, reject plastic product makers.',
    dataset: 'ccc',
    accept: { naics: ['3323'], activity: MAKER },
    reject: { naics: ['3261'], activity: MAKER },
    criteria: {
      accept: ['manufacturing of architectural and structural metal products such as steel structures, stairs, railings and metal buildings'],
      reject: ['manufacturing of plastic products by injection moulding, extrusion or thermoforming'],
    },
    paraphrases: [
      { accept: ['steel fabricator'], reject: ['plastics moulder'] },
      { accept: ['The company fabricates steel and aluminium structures'], reject: ['The company moulds and extrudes plastic parts'] },
    ],
  },
  {
    id: 'gen3-oilfield-services-vs-utility-construction',
    title: 'Tested party: an oilfield services provider. Accept support activities for mining and oil and gas, reject utility and pipeline construction contractors.',
    dataset: 'ccc',
    accept: { naics: ['2131'], activity: SERVICES },
    reject: { naics: ['2371'], activity: SERVICES },
    criteria: {
      accept: ['support activities for oil and gas extraction and mining, such as drilling, well servicing and exploration services'],
      reject: ['construction of utility systems such as water and sewer lines, pipelines and power lines'],
    },
    paraphrases: [
      { accept: ['oilfield and mining services company'], reject: ['utility construction contractor'] },
      { accept: ['The company drills and services wells for oil, gas and mining clients'], reject: ['The company builds pipelines, sewers and power lines'] },
    ],
  },
  {
    id: 'gen3-security-services-vs-business-support',
    title: 'Tested party: a security services provider. Accept investigation, guard and security system services, reject business support services.',
    dataset: 'ccc',
    accept: { naics: ['5616'], activity: SERVICES },
    reject: { naics: ['5614'], activity: SERVICES },
    criteria: {
      accept: ['investigation, guard, armoured car and security system monitoring services'],
      reject: ['business support services such as call centres, document preparation, collection agencies and credit bureaus'],
    },
    paraphrases: [
      { accept: ['security company'], reject: ['business process outsourcing and support services'] },
      { accept: ['The company protects people and property for its clients'], reject: ['The company answers calls and handles paperwork for other businesses'] },
    ],
  },
  {
    id: 'gen3-film-production-vs-performing-arts',
    title: 'Tested party: a film and video producer. Accept motion picture and video companies, reject performing arts and independent artists.',
    dataset: 'ccc',
    accept: { naics: ['5121'], activity: SERVICES },
    reject: { naics: ['711'], activity: SERVICES },
    criteria: {
      accept: ['production and post-production of motion pictures, television programs, videos and commercials'],
      reject: ['performing arts companies, live performances and independent artists, writers and performers'],
    },
    paraphrases: [
      { accept: ['film and video production company'], reject: ['performing arts or independent artist'] },
      { accept: ['The company shoots and edits films and videos'], reject: ['The company performs or creates art for live audiences'] },
    ],
  },
  {
    id: 'gen3-metal-service-centres-vs-metal-mills',
    title: 'Tested party: a metal service centre. Accept metal wholesalers and service centres, reject primary metal mills and foundries.',
    dataset: 'ccc',
    accept: { naics: ['4162'], activity: TRADER },
    reject: { naics: ['331'], activity: MAKER },
    criteria: {
      accept: ['wholesale distribution of steel and other metal products, including cutting to size, by metal service centres'],
      reject: ['primary metal manufacturing: steel mills, smelting, rolling and casting of metals in foundries'],
    },
    paraphrases: [
      { accept: ['metal distributor'], reject: ['foundry or metal mill'] },
      { accept: ['The company stocks and sells metal bought from mills'], reject: ['The company melts, casts or rolls metal'] },
    ],
  },
  {
    id: 'gen3-paper-converters-vs-paper-wholesalers',
    title: 'Tested party: a converted paper product maker. Accept paper and paperboard converters, reject paper product wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['3222'], activity: MAKER },
    reject: { naics: ['4182'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of converted paper products such as boxes, bags, labels, tissue and stationery'],
      reject: ['wholesale distribution of paper, paperboard, packaging and disposable products'],
    },
    paraphrases: [
      { accept: ['paper converter'], reject: ['paper and packaging wholesaler'] },
      { accept: ['The company converts paper and board into finished products'], reject: ['The company resells paper and packaging supplies to businesses'] },
    ],
  },
  {
    id: 'gen3-miscellaneous-makers-vs-personal-goods-wholesalers',
    title: 'Tested party: a consumer goods manufacturer. Accept makers of jewellery, sporting goods, toys, signs and other miscellaneous goods, reject personal goods wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['3399'], activity: MAKER },
    reject: { naics: ['4144'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of jewellery, sporting goods, toys, signs, brushes and other miscellaneous products'],
      reject: ['wholesale distribution of personal goods such as jewellery, toys, sporting goods and photographic equipment'],
    },
    paraphrases: [
      { accept: ['maker of miscellaneous consumer and commercial goods'], reject: ['personal goods distributor'] },
      { accept: ['The company makes its own products in its plant'], reject: ['The company imports and resells goods made by others'] },
    ],
  },
  {
    id: 'gen3-electrical-equipment-makers-vs-building-contractors',
    title: 'Tested party: an electrical equipment manufacturer. Accept electrical equipment and component makers, reject electrical, plumbing and HVAC contractors.',
    dataset: 'ccc',
    accept: { naics: ['335'], activity: MAKER },
    reject: { naics: ['2382'], activity: SERVICES },
    criteria: {
      accept: ['manufacturing of electrical equipment, appliances, lighting, transformers, switchgear and wiring devices'],
      reject: ['building equipment contractors installing electrical, plumbing, heating and air-conditioning systems'],
    },
    paraphrases: [
      { accept: ['electrical equipment maker'], reject: ['electrical or mechanical contractor'] },
      { accept: ['The company produces electrical products'], reject: ['The company installs wiring and mechanical systems in buildings'] },
    ],
  },
  {
    id: 'gen3-hvac-makers-vs-plumbing-heating-wholesalers',
    title: 'Tested party: a heating and ventilation equipment manufacturer. Accept HVAC and refrigeration equipment makers, reject plumbing, heating and electrical supplies wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['3334'], activity: MAKER },
    reject: { naics: ['4161'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of ventilation, heating, air-conditioning and commercial refrigeration equipment'],
      reject: ['wholesale distribution of electrical, plumbing, heating and air-conditioning supplies'],
    },
    paraphrases: [
      { accept: ['HVAC equipment manufacturer'], reject: ['plumbing and heating supplies distributor'] },
      { accept: ['The company designs and builds heating and cooling units'], reject: ['The company supplies contractors from its branches'] },
    ],
  },
  {
    id: 'gen3-concrete-and-stone-makers-vs-structural-contractors',
    title: 'Tested party: a concrete and mineral products manufacturer. Accept non-metallic mineral product makers, reject foundation and structure contractors.',
    dataset: 'ccc',
    accept: { naics: ['327'], activity: MAKER },
    reject: { naics: ['2381'], activity: SERVICES },
    criteria: {
      accept: ['manufacturing of concrete, cement, glass, stone and other non-metallic mineral products'],
      reject: ['foundation, structure and building exterior contractors such as concrete pouring, framing, masonry and roofing'],
    },
    paraphrases: [
      { accept: ['concrete and stone products maker'], reject: ['structural trade contractor'] },
      { accept: ['The company produces precast concrete, glass or stone products'], reject: ['The company pours foundations and frames buildings on site'] },
    ],
  },
  {
    id: 'gen3-hotels-vs-travel-agencies',
    title: 'Tested party: a hotel operator. Accept traveller accommodation, reject travel agencies and tour operators.',
    dataset: 'ccc',
    accept: { naics: ['7211'], activity: SERVICES },
    reject: { naics: ['5615'], activity: SERVICES },
    criteria: {
      accept: ['traveller accommodation: hotels, motels, resorts, lodges and bed and breakfasts'],
      reject: ['travel arrangement and reservation services: travel agencies and tour operators'],
    },
    paraphrases: [
      { accept: ['hotel or lodge operator'], reject: ['travel agency'] },
      { accept: ['The company offers rooms to guests'], reject: ['The company books trips and tours for travellers'] },
    ],
  },
  {
    id: 'gen3-internet-publishers-vs-print-publishers',
    title: 'Tested party: an online information provider. Accept internet publishing, web portals and other information services, reject newspaper, periodical and book publishers.',
    dataset: 'ccc',
    accept: { naics: ['5191'], activity: SERVICES },
    reject: { naics: ['5111'] },
    criteria: {
      accept: ['internet publishing, web search portals and other online information services'],
      reject: ['publishing of newspapers, magazines, periodicals, books and directories'],
    },
    paraphrases: [
      { accept: ['online publisher or web portal'], reject: ['print publisher'] },
      { accept: ['The company provides information and content through its website'], reject: ['The company publishes printed magazines and books'] },
    ],
  },
  {
    id: 'gen3-software-publishers-vs-computer-hardware-makers',
    title: 'Tested party: a software publisher. Accept software publishers, reject computer and peripheral equipment makers.',
    dataset: 'ccc',
    accept: { naics: ['5112'] },
    reject: { naics: ['3341'], activity: MAKER },
    criteria: {
      accept: ['publishing of software products sold or licensed to customers'],
      reject: ['manufacturing of computers, storage devices, terminals and computer peripheral equipment'],
    },
    paraphrases: [
      { accept: ['software company'], reject: ['computer hardware manufacturer'] },
      { accept: ['The company develops and licenses software'], reject: ['The company builds computers and devices'] },
    ],
  },
  {
    id: 'gen3-commission-agents-vs-merchant-wholesalers',
    title: 'Tested party: a commission agent. Accept wholesale agents and brokers, reject merchant wholesalers of machinery and equipment.',
    dataset: 'ccc',
    accept: { naics: ['4191'], activity: TRADER },
    reject: { naics: ['4179'], activity: TRADER },
    criteria: {
      accept: ['wholesale trade agents and brokers arranging sales for others on commission'],
      reject: ['merchant wholesalers buying and reselling machinery, equipment and supplies'],
    },
    paraphrases: [
      { accept: ['sales agent or broker'], reject: ['equipment distributor'] },
      { accept: ['The company represents manufacturers and earns a commission'], reject: ['The company buys equipment and resells it from its own stock'] },
    ],
  },
  {
    id: 'gen3-online-retailers-vs-department-stores',
    title: 'Tested party: an online retailer. Accept electronic shopping and mail-order retailers, reject general merchandise stores.',
    dataset: 'ccc',
    accept: { naics: ['4541'], activity: RETAIL },
    reject: { naics: ['452'], activity: RETAIL },
    criteria: {
      accept: ['retail sale of goods to consumers through online shopping, catalogues and mail order'],
      reject: ['general merchandise stores and department stores selling a wide range of goods in store'],
    },
    paraphrases: [
      { accept: ['online retailer'], reject: ['department store'] },
      { accept: ['The company sells to consumers through its website'], reject: ['The company runs general stores for shoppers'] },
    ],
  },
  {
    id: 'gen3-instruction-schools-vs-recreation-centres',
    title: 'Tested party: a school offering courses. Accept fine arts, language, driving and other schools, reject fitness and recreation centres.',
    dataset: 'ccc',
    accept: { naics: ['6116'], activity: SERVICES },
    reject: { naics: ['7139'], activity: SERVICES },
    criteria: {
      accept: ['schools and instruction such as fine arts, language, driving, sports and exam preparation courses'],
      reject: ['fitness and recreational sports centres, golf courses, marinas, ski facilities and other amusement'],
    },
    paraphrases: [
      { accept: ['school or training institute'], reject: ['recreation facility'] },
      { accept: ['The company teaches courses to students'], reject: ['The company operates facilities where people play sports and have fun'] },
    ],
  },
];
