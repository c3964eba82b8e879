/**
 * The industries an industry overview can be written for (product-spec §2 "Industry overviews":
 * industry from a list or a custom entry). Each listed industry names the TNMM activities that
 * define it and the words its companies use to describe themselves, so the Agents can find the
 * firm's companies of that industry in their descriptions and sources. A custom entry is matched
 * on its own words.
 */
export interface IndustryDefinition {
  readonly label: string;
  /** One sentence a reader of the overview can check against the sources. */
  readonly definition: string;
  /** Words and phrases (lower case) a company of this industry uses about itself. */
  readonly keywords: readonly string[];
  /** TNMM functions (the Research Analyst's core functions) that place a company in it on their own. */
  readonly functions?: readonly string[];
}

export const INDUSTRIES: readonly IndustryDefinition[] = [
  {
    label: 'Wholesale distribution',
    definition:
      'Companies that buy finished goods from manufacturers and resell them to businesses, holding inventory and running sales, warehousing and logistics.',
    keywords: ['distributor', 'distribution', 'wholesale', 'wholesaler', 'distributes', 'resells', 'industrial supply', 'supplies'],
    functions: ['full-fledged distributor', 'limited-risk distributor', 'commission agent'],
  },
  {
    label: 'Industrial machinery and components',
    definition: 'Manufacturers of machinery, equipment, engines, tools and the components that go into them, sold to industrial customers.',
    keywords: ['machinery', 'equipment', 'engines', 'industrial', 'tools', 'components', 'manufacturer', 'pumps', 'compressors'],
  },
  {
    label: 'Electronic components',
    definition: 'Makers of connectors, sensors, cables, optical and electronic components and instruments for other manufacturers.',
    keywords: ['electronic', 'connectors', 'sensors', 'instruments', 'cables', 'optical', 'interconnect', 'components'],
  },
  {
    label: 'Semiconductors',
    definition: 'Designers and manufacturers of integrated circuits, processors and other semiconductor devices.',
    keywords: ['semiconductor', 'semiconductors', 'chips', 'integrated circuits', 'processors', 'microprocessors', 'microcontrollers'],
  },
  {
    label: 'Aerospace and defense',
    definition: 'Manufacturers of aircraft, engines, defense systems and aerospace components, and the services around them.',
    keywords: ['aerospace', 'defense', 'defence', 'aircraft', 'missiles', 'military', 'jet engines', 'airplanes'],
  },
  {
    label: 'Building products',
    definition:
      'Manufacturers of products used in construction and renovation: heating and cooling, plumbing, cabinets, coatings and materials.',
    keywords: ['building products', 'hvac', 'plumbing', 'cabinets', 'faucets', 'air conditioning', 'construction', 'heating'],
  },
  {
    label: 'Specialty chemicals',
    definition: 'Producers of paints, coatings, adhesives and other formulated chemicals sold to industrial and consumer markets.',
    keywords: ['chemicals', 'chemical', 'coatings', 'paints', 'paint', 'adhesives', 'resins', 'specialty materials'],
  },
  {
    label: 'Logistics and freight forwarding',
    definition: 'Providers of freight forwarding, transportation management, customs brokerage, warehousing and parcel delivery.',
    keywords: ['logistics', 'freight', 'forwarding', 'shipping', 'transportation', 'customs brokerage', 'delivery', 'supply chain'],
  },
  {
    label: 'IT services',
    definition: 'Providers of IT consulting, systems integration, outsourcing and technology services to businesses.',
    keywords: ['it services', 'consulting', 'outsourcing', 'information technology', 'technology services', 'systems integration'],
    functions: ['IT services'],
  },
  {
    label: 'Software',
    definition: 'Developers of software products licensed or sold as a service to businesses and consumers.',
    keywords: ['software', 'saas', 'cloud', 'applications', 'licenses', 'subscription'],
    functions: ['software/IP owner'],
  },
  {
    label: 'Pharmaceuticals',
    definition: 'Companies that develop, manufacture and market prescription and over-the-counter drugs.',
    keywords: ['pharmaceutical', 'pharmaceuticals', 'drugs', 'prescription', 'therapies', 'medicines'],
  },
  {
    label: 'Automotive components',
    definition: 'Manufacturers and distributors of parts, systems and accessories for cars, trucks and other vehicles.',
    keywords: ['automotive', 'auto parts', 'vehicles', 'trucks', 'replacement parts', 'aftermarket'],
  },
  {
    label: 'Electric utilities',
    definition: 'Companies that generate, transmit and distribute electricity to residential, commercial and industrial customers.',
    keywords: ['electric utility', 'electric power', 'electricity', 'utility', 'utilities', 'power generation', 'natural gas', 'kilowatt'],
  },
  {
    label: 'Banking and financial services',
    definition: 'Banks and other providers of lending, deposits, payments, investment and wealth management services.',
    keywords: ['bank', 'banking', 'financial services', 'lending', 'deposits', 'investment banking', 'wealth management'],
    functions: ['financial'],
  },
  {
    label: 'Restaurants and food service',
    definition: 'Operators and franchisors of restaurants and other food-service outlets.',
    keywords: ['restaurant', 'restaurants', 'fast food', 'franchise', 'food service'],
  },
];

const byLabel = new Map(INDUSTRIES.map((i) => [i.label.toLowerCase(), i]));

/** The listed industry of that name (case-insensitive), or undefined for a custom entry. */
export const findIndustry = (label: string): IndustryDefinition | undefined => byLabel.get(label.trim().toLowerCase());
