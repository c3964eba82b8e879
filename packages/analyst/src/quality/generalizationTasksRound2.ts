/**
 * Generalization tasks, round 2 (issue 17): written on 2026-11-27 before any change to the analysis
 * code in that session, because round 1's held-back half was read when it was reported. Same rules as
 * round 1 (generalizationTasks.ts): labelled from the dataset's own columns, never by reading a
 * company; criteria in a tax adviser's words with two paraphrases; contrasts none of round 1's tasks
 * uses. Which half is guided and which is held back is decided by a seeded shuffle
 * (GENERALIZATION_GROUPS), not by hand. The held-back half is scored once, when the work is reported.
 */
import type { GeneralizationTask } from './generalizationTypes.ts';

const MAKER = 'Manufacturer';
const TRADER = 'Trading House';
const SERVICES = 'Services';
const RETAIL = 'Retail';

export const ROUND_2_TASKS: readonly GeneralizationTask[] = [
  {
    id: 'gen2-apparel-makers-vs-clothing-wholesalers',
    title: 'Tested party: a clothing manufacturer. Accept apparel makers, reject clothing and textile wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['315'], activity: MAKER },
    reject: { naics: ['4141'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of clothing and apparel, including cut and sew operations'],
      reject: ['wholesale distribution of clothing, textiles and accessories purchased from other producers'],
    },
    paraphrases: [
      { accept: ['garment manufacturer'], reject: ['apparel wholesaler or importer'] },
      { accept: ['The company sews and produces garments'], reject: ['The company buys clothing and resells it to stores'] },
    ],
  },
  {
    id: 'gen2-wood-product-makers-vs-building-supply-wholesalers',
    title: 'Tested party: a wood products manufacturer. Accept wood product makers, reject lumber and building-supply wholesalers.',
    dataset: 'ccc',
    accept: { naics: ['3219'], activity: MAKER },
    reject: { naics: ['4163'], activity: TRADER },
    criteria: {
      accept: ['manufacturing of millwork, wood windows, doors, cabinets, pallets and other wood products'],
      reject: ['wholesale distribution of lumber, millwork and building supplies'],
    },
    paraphrases: [
      { accept: ['wood products manufacturer'], reject: ['building materials distributor'] },
      { accept: ['The company mills and assembles wood products in its shop'], reject: ['The company supplies builders with materials from its warehouse'] },
    ],
  },
  {
    id: 'gen2-research-labs-vs-instrument-makers',
    title: 'Tested party: a contract research provider. Accept research and development service firms, reject makers of measuring and control instruments.',
    dataset: 'ccc',
    accept: { naics: ['5417'], activity: SERVICES },
    reject: { naics: ['3345'], activity: MAKER },
    criteria: {
      accept: ['scientific research and development services performed for clients'],
      reject: ['manufacturing of measuring, testing, navigation and control instruments'],
    },
    paraphrases: [
      { accept: ['contract research organisation'], reject: ['instrument manufacturer'] },
      { accept: ['The company carries out research projects for its clients'], reject: ['The company builds sensors and measuring devices'] },
    ],
  },
  {
    id: 'gen2-design-studios-vs-home-builders',
    title: 'Tested party: a design services provider. Accept interior, industrial and graphic design firms, reject residential builders.',
    dataset: 'ccc',
    accept: { naics: ['5414'], activity: SERVICES },
    reject: { naics: ['2361'], activity: SERVICES },
    criteria: {
      accept: ['specialized design services such as interior, industrial and graphic design'],
      reject: ['construction of houses and residential buildings'],
    },
    paraphrases: [
      { accept: ['design studio'], reject: ['home builder'] },
      { accept: ['The company designs spaces, products or visuals for clients'], reject: ['The company builds and renovates homes'] },
    ],
  },
  {
    id: 'gen2-accountants-vs-law-firms',
    title: 'Tested party: an accounting firm. Accept accounting, tax and bookkeeping firms, reject legal services.',
    dataset: 'ccc',
    accept: { naics: ['5412'], activity: SERVICES },
    reject: { naics: ['5411'], activity: SERVICES },
    criteria: {
      accept: ['accounting, tax preparation, bookkeeping and payroll services'],
      reject: ['legal services provided by lawyers and notaries'],
    },
    paraphrases: [
      { accept: ['accounting firm'], reject: ['law firm'] },
      { accept: ['The company keeps books and files taxes for clients'], reject: ['The company gives legal advice and represents clients'] },
    ],
  },
  {
    id: 'gen2-training-providers-vs-management-consultants',
    title: 'Tested party: a training provider. Accept business and technical training schools, reject management consultants.',
    dataset: 'ccc',
    accept: { naics: ['6114', '6116'], activity: SERVICES },
    reject: { naics: ['5416'], activity: SERVICES },
    criteria: {
      accept: ['education and training courses, instruction and certification programs'],
      reject: ['management consulting services to organizations'],
    },
    paraphrases: [
      { accept: ['training company'], reject: ['management consulting firm'] },
      { accept: ['The company teaches courses and runs workshops for learners'], reject: ['The company advises management on strategy and processes'] },
    ],
  },
  {
    id: 'gen2-trucking-vs-freight-arrangement',
    title: 'Tested party: an asset-light freight forwarder. Accept freight arrangement firms, reject trucking companies operating their own fleet.',
    dataset: 'ccc',
    accept: { naics: ['4885'], activity: SERVICES },
    reject: { naics: ['484'], activity: SERVICES },
    criteria: {
      accept: ['freight forwarding, customs brokerage and arrangement of transportation'],
      reject: ['truck transportation of freight with its own trucks and drivers'],
    },
    paraphrases: [
      { accept: ['freight forwarder or broker'], reject: ['trucking carrier'] },
      { accept: ['The company arranges shipments carried by others'], reject: ['The company hauls loads with its fleet of trucks'] },
    ],
  },
  {
    id: 'gen2-hosting-vs-telecom-carriers',
    title: 'Tested party: a data hosting provider. Accept data processing and hosting firms, reject telecommunications carriers.',
    dataset: 'ccc',
    accept: { naics: ['5182'], activity: SERVICES },
    reject: { naics: ['517'], activity: SERVICES },
    criteria: {
      accept: ['data processing, hosting and related services'],
      reject: ['telecommunications carriers providing telephone, internet access or wireless networks'],
    },
    paraphrases: [
      { accept: ['hosting and data centre provider'], reject: ['telecom operator'] },
      { accept: ['The company hosts and processes data for clients'], reject: ['The company runs a telephone or internet network'] },
    ],
  },
  {
    id: 'gen2-real-estate-services-vs-lessors',
    title: 'Tested party: a real estate service provider. Accept brokers, agents and property managers, reject owners that lease out property.',
    dataset: 'ccc',
    accept: { naics: ['5312', '5313'], activity: SERVICES },
    reject: { naics: ['5311'], activity: SERVICES },
    criteria: {
      accept: ['real estate brokerage, appraisal and property management services for owners'],
      reject: ['lessors of real estate renting out buildings they own'],
    },
    paraphrases: [
      { accept: ['real estate agency or property manager'], reject: ['landlord'] },
      { accept: ['The company sells, appraises or manages property for others'], reject: ['The company owns buildings and collects rent'] },
    ],
  },
  {
    id: 'gen2-insurance-brokers-vs-investment-firms',
    title: 'Tested party: an insurance broker. Accept insurance agencies and brokerages, reject investment advice and fund firms.',
    dataset: 'ccc',
    accept: { naics: ['5242'], activity: SERVICES },
    reject: { naics: ['5239'], activity: SERVICES },
    criteria: {
      accept: ['insurance agencies and brokerages placing policies with insurers'],
      reject: ['investment management, portfolio advice and other financial investment activities'],
    },
    paraphrases: [
      { accept: ['insurance broker'], reject: ['investment manager'] },
      { accept: ['The company finds insurance coverage for its clients'], reject: ['The company manages investment portfolios'] },
    ],
  },
  {
    id: 'gen2-pharma-makers-vs-health-practitioners',
    title: 'Tested party: a pharmaceutical manufacturer. Accept drug and medicine makers, reject health practitioners.',
    dataset: 'ccc',
    accept: { naics: ['3254'], activity: MAKER },
    reject: { naics: ['6213'], activity: SERVICES },
    criteria: {
      accept: ['manufacturing of pharmaceutical and medicine products'],
      reject: ['health care practitioners treating patients, such as physiotherapists and chiropractors'],
    },
    paraphrases: [
      { accept: ['drug manufacturer'], reject: ['clinic'] },
      { accept: ['The company produces medicines or natural health products'], reject: ['The company treats patients in its practice'] },
    ],
  },
  {
    id: 'gen2-auto-parts-makers-vs-dealers',
    title: 'Tested party: an automotive parts manufacturer. Accept motor vehicle parts makers, reject car dealers.',
    dataset: 'ccc',
    accept: { naics: ['3363'], activity: MAKER },
    reject: { naics: ['4411'], activity: RETAIL },
    criteria: {
      accept: ['manufacturing of motor vehicle parts and components'],
      reject: ['retail sale of new and used cars by dealerships'],
    },
    paraphrases: [
      { accept: ['auto parts manufacturer'], reject: ['car dealership'] },
      { accept: ['The company produces components for vehicles'], reject: ['The company sells cars to drivers'] },
    ],
  },
  {
    id: 'gen2-landscapers-vs-cleaners',
    title: 'Tested party: a landscaping contractor. Accept landscaping services, reject janitorial and cleaning services.',
    dataset: 'ccc',
    accept: { naics: ['56173'], activity: SERVICES },
    reject: { naics: ['56172'], activity: SERVICES },
    criteria: {
      accept: ['landscaping, lawn care and grounds maintenance services'],
      reject: ['janitorial and building cleaning services'],
    },
    paraphrases: [
      { accept: ['landscaper'], reject: ['cleaning company'] },
      { accept: ['The company designs and maintains gardens and grounds'], reject: ['The company cleans offices and buildings'] },
    ],
  },
  {
    id: 'gen2-restaurants-vs-food-makers',
    title: 'Tested party: a restaurant operator. Accept quick-service eating places, reject food manufacturers.',
    dataset: 'ccc',
    accept: { naics: ['7222'], activity: RETAIL },
    reject: { naics: ['3119'], activity: MAKER },
    criteria: {
      accept: ['restaurants and eating places serving meals and drinks to customers'],
      reject: ['manufacturing of packaged food products such as snacks, sauces and coffee'],
    },
    paraphrases: [
      { accept: ['restaurant chain'], reject: ['food manufacturer'] },
      { accept: ['The company serves food to guests'], reject: ['The company produces food in a plant for grocery stores'] },
    ],
  },
  {
    id: 'gen2-aerospace-makers-vs-airlines',
    title: 'Tested party: an aerospace manufacturer. Accept aerospace and defense makers, reject airlines and air freight carriers.',
    dataset: 'sp500',
    accept: { gics: ['Aerospace & Defense'] },
    reject: { gics: ['Passenger Airlines', 'Air Freight & Logistics'] },
    criteria: {
      accept: ['manufacturing of aircraft, engines, aerospace parts and defense systems'],
      reject: ['air transportation of passengers or freight'],
    },
    paraphrases: [
      { accept: ['aerospace manufacturer'], reject: ['airline'] },
      { accept: ['The company builds aircraft and their systems'], reject: ['The company flies passengers or parcels'] },
    ],
  },
  {
    id: 'gen2-aircraft-parts-makers-vs-repair-shops',
    title: 'Tested party: an aerospace parts manufacturer. Accept aerospace product makers, reject commercial and industrial equipment repair shops.',
    dataset: 'ccc',
    accept: { naics: ['3364'], activity: MAKER },
    reject: { naics: ['8113'], activity: SERVICES },
    criteria: {
      accept: ['manufacturing of aircraft, aircraft engines and aerospace parts'],
      reject: ['repair and maintenance of commercial and industrial machinery'],
    },
    paraphrases: [
      { accept: ['aerospace parts maker'], reject: ['machinery repair shop'] },
      { accept: ['The company manufactures components for aircraft'], reject: ['The company fixes equipment owned by its customers'] },
    ],
  },
];
