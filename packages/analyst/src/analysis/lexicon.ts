/**
 * The transfer-pricing lexicon of the local provider: business-model concepts a TP analyst screens
 * on (distributor vs manufacturer, software vs IT services, contract research vs drug developer,
 * logistics services vs transport asset owners, ...), each with cue patterns and scope rules.
 * Cues are matched per sentence; scope rules discount a cue that is negated, historical, a minor
 * activity ("also"), about customers ("serving the pharmaceutical industry") or about a product
 * channel ("sold through distributors"). Nothing here names a company.
 */
import type { TnmmFunction } from '../types.ts';

export interface Concept {
  readonly id: string;
  /** How the reasoning names a company with this activity. */
  readonly noun: string;
  readonly fn: TnmmFunction | null;
  readonly cues: RegExp;
  /** Text right after a cue that voids it (e.g. "produces software" is not manufacturing). */
  readonly voidAfter?: RegExp;
  /** Text right before a cue that voids it (e.g. "sold through distributors"). */
  readonly voidBefore?: RegExp;
  /**
   * Whether a company with this activity names it when it describes itself (distributors say
   * "distributor", banks "bank"), so that its absence from a plain business description means the
   * company does not do it. Manufacturers often describe only their products ("supplier of paints",
   * "aerospace and defense company"): false. Default true.
   */
  readonly namedWhenPresent?: boolean;
  /** Text right before a cue showing the activity is about the company's own products (discounted to 0.2). */
  readonly ownGoodsBefore?: RegExp;
  /**
   * Narrower concepts this one covers: "financial services" is met by a bank, an insurer or a
   * payments company alike, while "banking" vs "payment processing" can still tell them apart.
   */
  readonly includes?: readonly string[];
}

const re = (parts: readonly string[]): RegExp => new RegExp(`\\b(?:${parts.join('|')})\\b`, 'gi');
const CUSTOMER_AFTER = /^[\w\s,&-]{0,30}?\b(sectors?|industr(y|ies)|customers?|clients?|companies|markets?|laborator(y|ies)|partners?|manufacturers)\b/i;

export const CONCEPTS: readonly Concept[] = [
  {
    id: 'distribution',
    noun: 'a distributor / wholesaler',
    fn: 'full-fledged distributor',
    cues: re(['distribut(?:or|ors|ion|es|ing|e)', 'wholesal(?:e|er|ers|ing)', 'resell(?:s|er|ers|ing)?', 'resale', 'supply company', 'trading compan(?:y|ies)', 'import(?:er|ers) and distribut\\w*', 'broadline', 'marketing and distributing', '(?:made|manufactured|produced) by (?:others|third parties|other (?:companies|manufacturers))', 'suppliers? of', 'sells', 'selling', 'export(?:s|ers?|ing)?', 'sale of', 'sales of', 'dealers?', 'dealerships?', 'importers?', 'from (?:other|third-party) (?:manufacturers|suppliers|producers)', 'dealers? (?:of|for) ']),
    // "sold through distributors" (a channel), "energy distribution" (a utility's grid).
    voidBefore: /\b(through|via|by|to|with|from|of)\s+(its\s+|a\s+|an\s+|the\s+)?(network\s+of\s+|global\s+|independent\s+|third-party\s+|authori[sz]ed\s+)*$|\b(through|via)\s+(?:(?!to\b|into\b|becom)[\w,'-]+\s+){0,10}$|\b(energy|power|electricity|electric|natural gas|gas|water|film|content|media)\s+$/i,
    // "designs, manufactures and distributes", "manufacturing and distributing": a maker selling
    // its own products is a manufacturer, not a distributor (the distribution is of its own goods).
    // "We manufacture and distribute", "formulator, manufacturer and distributor of coatings" too.
    ownGoodsBefore: /\b(manufactur(?:e|es|ing|ers?)|produc(?:es|ing|ers?)|make|makes|making|makers?|fabricat(?:e|es|ing|ors?)|assembl(?:e|es|ing)|brews|brewing|process(?:es|ing))\b[\w\s,-]{0,40}$/i,
    voidAfter: /^\s*(network|grid|channels?|partners?|agreements?|rights|systems? operator|of (electricity|power|natural gas|gas|water|content|dividends|shares)|(?:its |their |our )?(?:own )?products\b)/i,
  },
  {
    id: 'manufacturing',
    namedWhenPresent: false,
    noun: 'a manufacturer',
    fn: 'full-fledged manufacturer',
    // The participle says who made the goods only beside another verb of the company's own ("custom
    // designed and manufactured semitrailers") or its own plant ("manufactured in our plant");
    // "tools manufactured in the UK" or "by third parties" are goods it buys.
    cues: re(['manufactur(?:e|es|er|ers|ing)', '(?<=\\b(?:designed|engineered|developed|built|assembled)\\s+(?:and\\s+)?)manufactured', 'manufactured(?=\\s+(?:in|at)\\s+(?:our|its|their)\\b)', 'produc(?:e|es|er|ers)', 'production', 'factor(?:y|ies)', 'plants', 'fabricat(?:es|ion|or)', 'maker of', 'makes', 'assembl(?:es|y plants)', 'mills?', 'foundr(?:y|ies)', '(?:auto|car)makers?', 'processors? (?:and marketers? )?of', 'packaged (?:and [a-z]+ )?(?:foods|meats|goods)', 'meat ?pack(?:ing|ers?)', 'bottl(?:es|ing|ers)', '(?:food|beverage|chemicals?|steel|auto parts|aerospace|(?:aerospace and )?defen[cs]e|industrial|packaging|paper|cosmetics|tobacco|appliance|machinery|equipment|electronics|power management|water treatment|water technology|consumer products|confectionery|brewing|meat|apparel|medical (?:devices?|technolog(?:y|ies)|equipment)|semiconductors?|chip|hardware|computer|networking|tire|toy|furniture|building materials|construction materials|cement|glass|textile|footwear)(?: technology)? (?:company|corporation|group|conglomerate|provider|manufacturer|maker)', 'chipmakers?', 'defen[cs]e contractors?']),
    // "a manufacturers' representative" is an agent; "all makes and models" are brands it services.
    // "produces software", "production of oil": what is made is no goods. The words up to it stop at a
    // clause about the goods ("manufactures components that improve energy efficiency").
    voidAfter: /^(?:'s?)?\s+(?:representatives?|reps?|agents?|and models)\b|^\s*(?:(?!(?:that|which|to|for|used|designed)\b)\w+\s+){0,3}?(software|content|films?|movies|shows|programs|television|games|music|records|reports|research|data|analytics|power(?! tools| systems| equipment)|electricity|energy(?! drinks| bars)|revenue|returns|results|income|oil|natural gas|insights)\b/i,
    // "for manufacturers", "serving producers": customers. "a range of packaged foods" is its own offering.
    // "oil production", "film production": extraction and media, not making goods.
    voidBefore: /\b(for|to|serving|with|by|(?<!(?:range|variety|portfolio|lines?|selection) )of)\s+(\w+\s+){0,2}$|\bfast[- ]$|\b(oil|gas|petroleum|crude|hydrocarbon|energy|power|electricity|film|television|TV|music|media|content|video|event|theatre|theater|crop)\s+$/i,
  },
  {
    id: 'contract_manufacturing',
    namedWhenPresent: false,
    noun: 'a contract manufacturer',
    fn: 'contract manufacturer',
    cues: re(['contract manufactur\\w*', 'toll manufactur\\w*', 'electronic manufacturing services', 'manufacturing services', 'on behalf of (?:its |their )?customers']),
  },
  {
    id: 'retail',
    noun: 'a retailer',
    fn: 'retailer',
    cues: re(['retail(?:er|ers)?', 'stores?', 'showrooms?', 'supermarkets?', 'department store', 'e-commerce', 'online marketplace', 'directly to consumers']),
    voidAfter: /^\s*(complex|space|properties|property|real estate|centers?|parks?|REITs?)\b/i,
    // "sold to retailers", "sold through retail stores": a channel for its products, not its own shops.
    voidBefore: /\b(to|for|serving|supplies|supplying|(?:through|via)(?!\s+(?:its|their|company-\w+)\b))\s+(\w+\s+){0,3}$/i,
  },
  {
    id: 'software',
    noun: 'a software / platform owner',
    fn: 'software/IP owner',
    cues: re(['software', 'SaaS', 'software-as-a-service', 'cloud-based', 'cloud computing platform', 'cloud platform', 'electronic design automation', 'database management systems', 'enterprise applications', 'operating systems?', 'licens(?:es|ing) (?:its|of)', 'firewalls', 'anti-virus', 'cybersecurity products', 'web browsers?']),
    voidAfter: /^\s*(services|consult\w*|implementation|integration|reseller|development services)/i,
  },
  {
    id: 'it_services',
    noun: 'an IT / professional services provider',
    fn: 'IT services',
    cues: re(['IT services', 'information technology services', 'technology services', 'consulting', 'consultancy', 'professional services', 'outsourc(?:ing|ed)', 'advisory', 'systems integration', 'managed services', 'business process', 'service provider', 'corporate services', 'operations services', 'research and advisory']),
    voidBefore: /\b(clinical|contract research|development and commercial|drug development)\s+$/i,
  },
  {
    id: 'contract_research',
    noun: 'a provider of research, laboratory and analytical services and tools',
    fn: 'contract R&D',
    cues: re(['contract research', 'clinical research', 'CRO', 'drug development services', 'development and commercial outsourcing', 'outsourcing services', 'analytical instrument(?:s|ation)?', 'laboratory (?:instruments?|equipment|services|workflows?|informatics|products)', 'scientific instrumentation', 'instrumentation', 'analytical', 'reagents', 'consumables', 'life sciences? tools', 'weighing instruments', 'chromatography', 'mass spectrometry', 'testing services', 'research services', 'laboratory-dependent', 'laboratories']),
  },
  {
    id: 'drug_development',
    noun: 'a drug developer owning its pipeline',
    fn: 'software/IP owner',
    cues: re(['biopharmaceutical', 'pharmaceutical (?:company|corporation|companies|manufacturer)', 'pharmaceuticals?', 'medications?', 'biotechnology (?:company|firm|firms)', 'drugs?', 'medicines?', 'therap(?:y|ies|eutics)', 'vaccin(?:e|es|ations)', 'pipeline', 'FDA', 'Food and Drug Administration', 'approved by', 'develops and commercializes', 'commerciali[sz]es', 'drug discovery', 'biologics', 'prescription', 'antiviral', 'recombinant DNA', 'molecular biology', 'rational drug design', 'blockbuster']),
    voidAfter: CUSTOMER_AFTER,
    voidBefore: /\b(to|for|serving|by|outsourcing|services|development)\s+(the\s+)?(\w+\s+){0,2}$/i,
  },
  {
    id: 'logistics',
    noun: 'a logistics / freight services provider',
    fn: 'routine service provider',
    cues: re(['logistics', 'freight forward(?:ing|er|ers)', 'third-party logistics', '3PL', 'supply chain (?:management|services|solutions|consulting)', 'package delivery', 'delivery services', 'parcel', 'courier', 'shipping', 'brokerage', 'warehousing', 'less than truckload', 'truckload', 'LTL', 'transportation services', 'transportation management', 'intermodal', 'expedited', 'freight transportation', 'trucking', 'multimodal', 'freight line', 'moving (?:company|services)', 'movers', 'hauling', 'haulage', 'cartage']),
  },
  {
    id: 'passenger_air',
    noun: 'a passenger airline operating its own fleet',
    fn: 'routine service provider',
    cues: re(['airlines?', 'air lines', '(?:legacy|low-cost|flag|major|regional) carriers?', 'flights', 'passengers?', 'departures', 'destinations', 'hubs', 'airline alliance', 'frequent flyer']),
    voidBefore: /\b(cargo|freight|delivery drone|parcel)\s+$/i,
  },
  {
    id: 'rail',
    noun: 'a railroad operator owning its network',
    fn: 'routine service provider',
    cues: re(['railroads?', 'railways?', 'rail transportation', 'rail network', 'route miles', 'trackage', 'locomotives', 'Class I', 'freight railroad']),
  },
  {
    id: 'financial',
    noun: 'a financial services company',
    fn: 'financial',
    cues: re(['financial services', 'financial institutions?', 'financial holding', 'finance company', 'financial services holding company']),
    // "provides financial institutions with ...", "for banks and financial institutions": customers.
    voidBefore: /\b(provides|to|for|serving|serves|between|with)\s+(the\s+|other\s+|its\s+)?(\w+\s+){0,2}$/i,
    includes: ['banking', 'insurance', 'asset_management', 'payments', 'exchanges_data'],
  },
  {
    id: 'banking',
    noun: 'a bank / lender',
    fn: 'financial',
    cues: re(['banks?', 'banking', 'bank holding company', 'deposits', 'lending', 'lender', 'loans', 'mortgages?', 'consumer finance', 'savings and loan']),
    // "food bank", "data bank" are not banks; "between the banks of merchants", "provides banks with",
    // "card-issuing banks": a payments network's customers.
    voidBefore: /\b(food|blood|data|memory|sperm|seed|gene|river|issuing|acquiring)\s+$|\b(provides|to|for|serving|serves|between|with)\s+(the\s+|other\s+|its\s+)?(\w+\s+){0,2}$/i,
  },
  {
    id: 'insurance',
    noun: 'an insurer / insurance broker',
    fn: 'financial',
    cues: re(['insurance', 'insurers?', 'reinsurance', 'reinsurers?', 'underwrit(?:es|ing|ers?)', 'policyholders', 'annuities', 'insurance brok(?:er|ers|erage)']),
  },
  {
    id: 'asset_management',
    noun: 'an asset manager / investment firm',
    fn: 'financial',
    cues: re(['asset management', 'asset managers?', 'investment management', 'wealth management', 'custody', 'mutual funds', 'private equity', 'investment bank(?:s|ing)?', 'securities brokerage', 'brokerage and', 'broker-dealer', 'alternative investments?']),
  },
  {
    id: 'payments',
    noun: 'a payments company',
    fn: 'financial',
    cues: re(['payment processing', 'payments? (?:company|network|networks|technology|solutions|services|processors?|products)', 'card networks?', 'merchant acquir\\w*', 'transaction processing', '(?:electronic|digital|online|mobile) payments', 'payment cards?', 'process(?:es|ing)? (?:\\w+ ){0,2}payments', '(?:electronic )?funds? transfers?']),
  },
  {
    id: 'exchanges_data',
    noun: 'an exchange / financial data provider',
    fn: 'financial',
    cues: re(['stock exchanges?', '(?:securities|futures|options|derivatives) exchanges?', 'exchanges and clearing', 'clearing ?houses?', 'market data', 'financial (?:data|information|analytics)', 'credit ratings?', 'ratings? agenc(?:y|ies)', 'stock market indexes', '(?:stock|market|equity) ind(?:ices|exes)']),
  },
  {
    id: 'health_services',
    noun: 'a health care services provider',
    fn: 'routine service provider',
    cues: re(['hospitals?', 'health ?care (?:services|facilities|provider|providers|system|systems|organi[sz]ation)', 'health services', 'clinics', 'outpatient', 'home (?:health|nursing|care)', 'hospice', 'nursing(?: homes| facilities| care| services)?', 'care homes', 'assisted living', 'dialysis', 'physician practices?', 'managed (?:health )?care', 'health (?:plans?|benefits)', 'health insur(?:ance|er)', 'pharmacy benefits? manag\\w*', 'diagnostic (?:testing|laboratories|services)', 'clinical laborator(?:y|ies)', 'urgent care']),
    // "sold to hospitals", "used in hospitals and clinics", "sales from the healthcare system": customers, not the company.
    voidBefore: /\b(to|for|in|by|from|serving|serves|supplying|supplies|with|at)\s+([\w.'-]+\s+){0,5}$/i,
  },
  {
    id: 'technical_services',
    noun: 'an engineering, construction or facility services provider',
    fn: 'routine service provider',
    cues: re(['engineering and construction', 'construction (?:services|company|firm|contractor|management)', 'general contractors?', 'specialty contractors?', 'engineering (?:services|firm|consult\\w*)', 'infrastructure services', 'facilit(?:y|ies) (?:services|management|maintenance)', 'maintenance (?:services|and repair)', 'repair services', 'repair(?:s|ing)?', 'installation services', 'environmental services', 'waste (?:management|collection|disposal)', 'recycling services', 'pest control', 'janitorial', 'cleaning services', 'uniform (?:rental|services)', 'security services', 'field services', 'technical services', 'inspection services']),
    voidBefore: /\b(to|for|serving|serves|supplying|supplies)\s+([\w.'-]+\s+){0,2}$/i,
  },
  {
    id: 'business_services',
    noun: 'a business support services provider',
    fn: 'routine service provider',
    cues: re(['staffing', 'employment services', 'recruit(?:ment|ing) (?:services|firm|company)', 'human (?:resources?|capital) (?:services|outsourcing|management|consulting)', 'HR (?:services|outsourcing)', 'payroll', 'professional employer', 'temporary (?:staffing|workers|employees)', '(?:call|contact) cent(?:er|re)s', 'credit reporting', 'background screening', 'business services', 'support services', 'outsourced services']),
  },
  {
    id: 'hospitality',
    noun: 'a restaurant, hotel or leisure operator',
    // Sells to consumers at its own locations.
    fn: 'retailer',
    cues: re(['restaurants?', 'fast[- ]food', 'casual dining', 'coffee ?houses?', 'coffee chain', 'hotels?', 'resorts?', 'lodging', 'hospitality', 'casinos?', 'cruises?', 'cruise (?:lines?|ships?)', 'theme parks?', 'online travel', 'travel (?:agency|booking)', 'vacation rentals?']),
    // "food to restaurants and hotels", "serving hotels": a supplier's customers.
    voidBefore: /\b(to|for|serving|serves|supplying|supplies|such as)\s+([\w.'-]+[,\s]+){0,4}$/i,
  },
  {
    id: 'utility',
    noun: 'a utility',
    fn: null,
    cues: re(['utilit(?:y|ies)', 'electric (?:company|power company)', 'power company', 'energy company', 'electricity (?:and (?:natural )?gas )?(?:to|for)', 'transmission and distribution', 'natural gas distribution', 'generat(?:ing|ion) (?:capacity|stations|plants|facilities)', 'power plants', 'nuclear (?:power|plants|generating)', 'megawatts', 'wastewater']),
    // "utility vehicles", "power plant equipment": products; "sells to utilities": customers.
    voidAfter: /^\s*(vehicles?|trucks?|knives?|products|equipment|systems|solutions|technolog\w*|engines|turbines|customers|industry|industries|sectors?|markets?|companies|segment|software)\b/i,
    voidBefore: /\b(to|for|serving|serves|supplying|supplies|by|with)\s+([\w.'-]+\s+){0,3}$/i,
  },
  {
    id: 'extraction',
    noun: 'an oil, gas or mining company',
    fn: null,
    cues: re(['oil and (?:natural )?gas (?:exploration|production|company|producer|industry)', 'exploration and production', 'petroleum (?:company|exploration|refining)', 'upstream', 'drilling', 'crude oil', 'barrels', 'oil ?fields?', 'shale', 'mining (?:company|operations)', 'mines', 'miners?', 'refiner(?:y|ies|s)', 'refining', 'midstream', 'pipelines?']),
    voidBefore: /\b(to|for|serving|serves|supplying|supplies)\s+([\w.'-]+\s+){0,2}$/i,
  },
  {
    id: 'real_estate',
    noun: 'a real estate owner',
    fn: null,
    cues: re(['real estate investment trusts?', 'REITs?', 'real estate (?:company|firm|investment|development)', 'landlords?', 'propert(?:y|ies) (?:owner|developer|management)', 'owns(?:,)? (?:and )?(?:operates|manages|leases|develops) (?:\\w+ ){0,4}(?:properties|buildings|apartments|communities|towers|centers|malls|facilities)', 'apartment communities', 'shopping (?:centers|malls)', 'office (?:buildings|properties)', 'self-storage']),
  },
  {
    id: 'homebuilding',
    noun: 'a homebuilder',
    fn: null,
    cues: re(['homebuild(?:er|ers|ing)', 'home ?builders?', 'builds? (?:and sells? )?(?:new |single-family )?homes', 'residential construction', 'single-family homes']),
  },
  {
    id: 'telecom',
    noun: 'a telecommunications operator',
    fn: 'routine service provider',
    cues: re(['telecommunications? (?:company|services|provider|operator|carrier|conglomerate)', 'telecom (?:company|services|operator|provider)', 'wireless (?:carrier|operator|services|network)', 'mobile (?:network )?operator', 'broadband', 'cable (?:television|operator|company|provider|systems)', 'satellite (?:television|TV)', 'internet service provider', 'subscribers', 'fib(?:er|re)(?:-optic)? networks?', 'phone service']),
    voidAfter: /^\s*(equipment|devices|chips|infrastructure equipment)/i,
  },
  {
    id: 'holding',
    namedWhenPresent: false,
    noun: 'a holding company',
    fn: 'holding',
    cues: re(['holding company', 'holdings company', 'investment holding']),
  },
  {
    id: 'diversified',
    namedWhenPresent: false,
    noun: 'a diversified group',
    fn: 'diversified',
    cues: re(['conglomerate', 'diversified', 'several segments', 'multiple segments']),
  },
  {
    id: 'commission_agent',
    namedWhenPresent: false,
    noun: 'a commission agent',
    fn: 'commission agent',
    cues: re(['commission agent', 'sales agent', 'commissionaire', 'on a commission basis', 'sales representative(?:s)? for', "manufacturers?(?:'s?)? (?:representatives?|reps?|agents?)"]),
  },
  {
    id: 'limited_risk',
    namedWhenPresent: false,
    noun: 'a limited-risk distributor',
    fn: 'limited-risk distributor',
    cues: re(['limited[- ]risk', 'low[- ]risk distributor', 'buy-sell', 'on behalf of (?:its|the) (?:parent|group)']),
  },
];

/**
 * Concepts that are a business function of their own, for reading a company's core function
 * (narrower concepts such as banking count through their broader one, financial).
 */
export const FUNCTION_CONCEPTS: readonly string[] = [
  'distribution',
  'manufacturing',
  'contract_manufacturing',
  'retail',
  'software',
  'it_services',
  'business_services',
  'technical_services',
  'contract_research',
  'drug_development',
  'health_services',
  'logistics',
  'passenger_air',
  'rail',
  'telecom',
  'hospitality',
  'financial',
  'holding',
  'utility',
  'extraction',
  'real_estate',
  'homebuilding',
];

export const CONCEPT_BY_ID: ReadonlyMap<string, Concept> = new Map(CONCEPTS.map((c) => [c.id, c]));

/**
 * Words about ownership and independence, not about an activity: the classifications do not carry
 * them ("independent" would read as NAICS "Independent Artists"), so the classification reading
 * leaves them out and only the lexicon and the Review Analyst read them.
 */
export const OWNERSHIP_WORDS = /\b(?:independent(?:ly)?|listed|publicly|privately|subsidiar(?:y|ies)|owned|controlled|shareholders?|parent|affiliated|related part(?:y|ies))\b/gi;

/** Negation / historical scope: text before a cue in the same sentence. */
// "non" negates only the word it is joined to ("a non-manufacturing company"), not the sentence:
// "a non-unionized designer and manufacturer of packaging systems" is a manufacturer.
export const NEGATION_BEFORE = /\b(not|no longer|never|neither|nor|without|none of|ceased|stopped|exited)\b[^.;:]{0,40}$|\bnon-?\s*$/i;
export const HISTORICAL = /\b(formerly(?! known| called| named)|previously|prior to|historically|originally|until \d{4}|from \d{4} to \d{4}|used to|was (?:once|originally)|sold (?:its|the)|divested|spun off|spin-?off)\b/i;
export const MINOR = /\b(also|additionally|in addition|as well as|among other|minor|small)\b/i;

/** Controlled product / service tag vocabulary with cue patterns. */
export const TAG_CUES: ReadonlyArray<readonly [string, RegExp]> = [
  ['automotive', re(['automotive', 'auto parts', 'vehicles?', 'cars', 'trucks'])],
  ['industrial', re(['industrial', 'machinery', 'equipment', 'tools', 'fasteners'])],
  ['building products', re(['building products', 'construction (?:materials|supplies)', 'HVAC', 'water heaters', 'plumbing'])],
  ['electrical', re(['electrical', 'electronic components', 'connectors', 'power systems'])],
  ['electronics', re(['electronics?', 'semiconductors?', 'chips', 'integrated circuits', 'hardware'])],
  ['food & beverage', re(['food', 'foodservice', 'beverages?', 'snacks', 'meat', 'drinks'])],
  ['consumer goods', re(['consumer (?:goods|products)', 'household products', 'personal care', 'apparel', 'toys'])],
  ['pharmaceuticals', re(['pharmaceuticals?', 'drugs?', 'medicines?', 'biopharmaceutical', 'vaccines?'])],
  ['medical devices & supplies', re(['medical (?:devices|products|supplies|equipment)', 'surgical', 'dental', 'diagnostics?'])],
  ['life sciences', re(['life sciences?', 'laboratory', 'analytical instruments?', 'clinical research', 'reagents'])],
  ['healthcare services', re(['health ?care services', 'hospitals?', 'clinics', 'dialysis', 'patients'])],
  ['chemicals', re(['chemicals?', 'coatings', 'plastics', 'polymers', 'fertili[sz]ers'])],
  ['energy', re(['oil', 'natural gas', 'electricity', 'energy', 'utility', 'power generation'])],
  ['software', re(['software', 'SaaS', 'cloud-based', 'applications'])],
  ['cloud & infrastructure', re(['cloud', 'data centers?', 'hosting', 'content delivery'])],
  ['cybersecurity', re(['cybersecurity', 'security', 'firewalls?', 'anti-virus'])],
  ['IT services', re(['IT services', 'information technology', 'consulting', 'outsourcing', 'systems integration'])],
  ['research & advisory', re(['research and advisory', 'advisory', 'analytics', 'data and analytics'])],
  ['logistics', re(['logistics', 'freight', 'warehousing', 'supply chain', 'forwarding', 'shipping', 'delivery'])],
  ['aviation', re(['airlines?', 'aircraft', 'aviation', 'aerospace', 'flights'])],
  ['rail', re(['rail(?:road|way)s?', 'rail transportation', 'locomotives'])],
  ['telecommunications', re(['telecommunications?', 'wireless', 'broadband', 'telecom'])],
  ['media & entertainment', re(['media', 'entertainment', 'broadcasting', 'films?', 'television', 'games'])],
  ['financial services', re(['banks?', 'banking', 'insurance', 'asset management', 'payments?', 'financial services'])],
  ['real estate', re(['real estate', 'REIT', 'properties', 'leasing'])],
  ['retail', re(['retail', 'stores', 'e-commerce', 'supermarkets?'])],
  ['wholesale & distribution', re(['distribut(?:or|ors|ion|es|ing)', 'wholesal(?:e|er|ers)', 'resell(?:s|er|ers)?'])],
  ['manufacturing', re(['manufactur(?:e|es|er|ers|ing)', 'factor(?:y|ies)', 'production'])],
  ['equipment rental', re(['rental', 'rents', 'leasing of equipment'])],
  ['agriculture', re(['agricultur\\w*', 'farm', 'crops?', 'seeds'])],
];

export const TAG_VOCABULARY: readonly string[] = TAG_CUES.map(([t]) => t);
