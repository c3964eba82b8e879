// English copy of the public website (namespace 'public'). Texts the spec fixes are quoted
// exactly: headlines, card titles, stats, calls to action, taglines and legal figures.
// Company facts, people and URLs are not here: they come from src/content/site.ts.

const cta = {
  requestDemo: 'Request Demo',
  scheduleADemo: 'Schedule a Demo',
  startYourJourney: 'Start Your Journey',
  viewPricingPlans: 'View Pricing Plans',
  viewPricing: 'View Pricing',
  startFreeTrial: 'Start Free Trial',
  scheduleDemo: 'Schedule Demo',
  getInTouch: 'Get in Touch',
  viewOpenPositions: 'View Open Positions',
};

export const en = {
  loading: 'Loading...',
  cta,
  layout: {
    homeLabel: 'Quartile home',
    navLabel: 'Main',
    menu: 'Menu',
    skip: 'Skip to content',
    footerLabel: 'Site footer',
    footerTagline: 'The AI platform for transfer-pricing benchmarking: verifiable, source-linked analysis in minutes instead of days.',
    nav: {
      benchmarking: 'Benchmarking',
      pricing: 'Pricing',
      about: 'About',
      contact: 'Contact',
      login: 'Login',
      requestDemo: cta.requestDemo,
    },
    footer: {
      product: 'Product',
      company: 'Company',
      legal: 'Legal',
      connect: 'Connect',
      features: 'Features',
      benchmarking: 'Benchmarking',
      pricing: 'Pricing',
      about: 'About',
      careers: 'Careers',
      contact: 'Contact',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      scheduleADemo: cta.scheduleADemo,
    },
    companyLine: '© {{year}} {{company}}. All rights reserved.',
  },
  home: {
    meta: {
      title: 'Quartile · AI for transfer-pricing benchmarking',
      description:
        'Quartile is the AI platform for transfer pricing: verifiable, source-linked benchmarking analysis in minutes instead of days, on a zero-trust data model.',
    },
    announcementBadge: 'New',
    announcement: 'AI benchmarking studies are here',
    eyebrow: 'AI for transfer pricing',
    title: 'Transfer-pricing intelligence you can verify',
    lead: 'Quartile screens every candidate comparable against your criteria, cites its sources and hands you a defensible benchmark: analysis in minutes instead of days, on a zero-trust data model.',
    globeLabel: 'A globe marking financial centres where cross-border transactions are benchmarked',
    featuresTitle: 'Built for the work transfer-pricing teams defend',
    featuresLead: 'Every decision is traceable to its source, every file stays yours, and the slow parts of a study take minutes.',
    features: [
      {
        title: 'Uncompromising Accuracy',
        body: 'Verifiable, source-linked analysis: each accept or reject decision cites the passage it rests on, so reviewers check evidence, not claims.',
        icon: 'target',
      },
      {
        title: 'Fortress-Grade Security',
        body: 'A zero-trust data model: your clients, studies and documents are isolated to your firm and never used to train shared models.',
        icon: 'shield',
      },
      {
        title: 'Analysis at Light Speed',
        body: 'Analysis in minutes instead of days: the agents research and screen a full comparable set while your team reviews.',
        icon: 'bolt',
      },
    ],
    statsLabel: 'Quartile in numbers',
    stats: [
      { value: '10x', label: 'faster analysis' },
      { value: 'Unbeatable', label: 'accuracy rate' },
      { value: '24/7', label: 'support' },
    ],
    ctaTitle: 'See a benchmarking study come together',
    ctaBody: 'Bring a comparable set from your database; we will walk you through the analysis, the citations and the export.',
  },
  products: {
    meta: {
      title: 'Product · Quartile',
      description:
        'How Quartile works: upload documents, AI analysis, receive reports. Use cases, integrations and secure data handling for transfer-pricing teams.',
    },
    eyebrow: 'Product',
    title: 'From raw documents to an audit-ready benchmark',
    lead: 'Quartile turns company lists, annual reports and your criteria into reviewed, cited transfer-pricing analysis.',
    workflowTitle: 'How it works',
    workflow: [
      {
        title: 'Upload documents',
        body: 'Import the comparable set from your database export, with financials, websites and the tested party description.',
      },
      {
        title: 'AI analysis',
        body: 'The Research Analyst gathers sources and screens each company against your accept and reject criteria; the Review Analyst checks the work.',
      },
      {
        title: 'Receive reports',
        body: 'Review the decisions with their citations, then export the accept/reject matrix and financials to Excel for your documentation.',
      },
    ],
    useCasesTitle: 'Use cases',
    useCasesLead: 'One platform for the recurring transfer-pricing work of advisers and in-house teams.',
    useCases: [
      {
        title: 'Planning and optimization',
        body: 'Test intercompany pricing policies against market evidence before transactions are set.',
        icon: 'compass',
      },
      {
        title: 'Risk assessment',
        body: 'Spot comparability risks, related-party links and outliers before an auditor does.',
        icon: 'chart',
      },
      {
        title: 'Benchmarking studies',
        body: 'Screen hundreds of candidate comparables with cited accept and reject decisions.',
        icon: 'search',
      },
      {
        title: 'Documentation preparation',
        body: 'Export reviewed results and evidence straight into local file and master file work.',
        icon: 'document',
      },
    ],
    integrationsTitle: 'Fits the way your team already works',
    integrations: [
      {
        title: 'Real-time synchronization',
        body: 'Progress and decisions appear for the whole team as they happen, without reloading.',
        icon: 'sync',
      },
      {
        title: 'Multiple data sources',
        body: 'Combine database exports, company websites, annual reports and external profiles in one study.',
        icon: 'layers',
      },
      {
        title: 'Secure data handling',
        body: 'Firm-scoped access, encrypted transport and a zero-trust data model for client information.',
        icon: 'lock',
      },
    ],
    ctaTitle: 'Start with your next study',
    ctaBody: 'Tell us about your comparable sets and documentation cycle; we will tailor the walkthrough.',
  },
  benchmarking: {
    meta: {
      title: 'AI Benchmarking · Quartile',
      description:
        'Two specialised agents, the Research Analyst and the Review Analyst, screen 100+ companies per minute with explainable, cited accept or reject decisions.',
    },
    eyebrow: 'New · AI Benchmarking',
    title: 'Benchmarking studies with two analysts that never stop citing',
    lead: 'Two specialised agents work with your team: one researches and screens every comparable, the other checks that work. You stay in control of every decision.',
    agentsTitle: 'Meet the agents',
    agents: [
      {
        name: 'Research Analyst',
        summary: 'Finds and reads each company’s sources, then judges comparability.',
        duties: [
          'Finds company sources: website, annual report and external profiles',
          'Extracts information with citations and judges comparability',
          'Identifies the core business function from a TNMM perspective',
          'Assigns product and service tags',
        ],
        icon: 'search',
      },
      {
        name: 'Review Analyst',
        summary: 'Verifies the research and flags what a reviewer should look at twice.',
        duties: [
          'Verifies sources and citations',
          'Flags comparability risks: diversified offerings, segment mismatch, business model shifts',
          'Runs independence checks for related-party links',
          'Reviews user actions with suggestions',
        ],
        icon: 'shield',
      },
    ],
    featuresTitle: 'Everything a defensible study needs',
    features: [
      {
        title: '100+ companies per minute',
        body: 'Process 100+ companies per minute and finish studies 10x faster than manual screening.',
        icon: 'bolt',
      },
      {
        title: 'Explainable AI',
        body: 'Every company gets citations, reasoning and an accept or reject decision with its confidence.',
        icon: 'spark',
      },
      { title: 'Team collaboration', body: 'Work on one study together, with change tracking and a full audit trail.', icon: 'users' },
      {
        title: 'Detailed Excel export',
        body: 'Export the accept/reject matrix, financials and reasons in a detailed Excel workbook.',
        icon: 'export',
      },
      {
        title: 'Context-aware analysis',
        body: 'Analysis that understands the cross-border transaction being tested, not just keywords.',
        icon: 'globe',
      },
      {
        title: 'Interactive PLI adjustments',
        body: 'Choose and adjust profit level indicators interactively and see the range update.',
        icon: 'sliders',
      },
    ],
    ctaTitle: 'Run your next benchmark with Quartile',
    ctaBody: 'Start with a trial study or book a walkthrough with our transfer-pricing team.',
  },
  form: {
    form: 'Inquiry form',
    name: 'Name',
    email: 'Work e-mail',
    companySize: 'Company size',
    placeholder: 'Select...',
    sizeOption: '{{band}} employees',
    honeypot: 'Leave this field empty',
    submitPricing: 'Get Custom Quote',
    submitContact: 'Request a Demo',
    privacyNote: 'We use these details only to answer your request.',
  },
  pricing: {
    meta: {
      title: 'Pricing · Quartile',
      description: 'Get a custom quote for Quartile. Pricing depends on your needs: tell us about your team and we will get in touch.',
    },
    eyebrow: 'PRICING REQUEST',
    title: 'Get Custom Quote',
    lead: 'Pricing depends on your needs: the number of studies, comparables and users. Tell us a little about your team and we will get in touch with a quote that fits.',
    points: ['A quote sized to your study volume', 'A walkthrough on your own comparable set', 'Onboarding and support for your team'],
    formTitle: 'Tell us about your team',
  },
  contact: {
    meta: {
      title: 'Request a Demo · Quartile',
      description:
        'Request a demo of Quartile, the AI platform for transfer-pricing benchmarking. Available demo times appear after you submit the form.',
    },
    eyebrow: 'Request a Demo',
    title: 'Learn More about the product',
    lead: 'See how Quartile researches, screens and documents comparables. Submit the form and available demo times appear right away.',
    formTitle: 'Your details',
    widgetTitle: 'Discovery call',
    widgetLead: 'Prefer to pick a time first? Book a discovery call directly.',
  },
  widget: {
    fallback: 'The calendar opens on our scheduling page. Pick any time that suits you; the invitation arrives by e-mail.',
    link: 'Open the booking calendar',
    newTab: 'Open in a new tab',
    bookingTitle: 'Book your demo',
  },
  thankYou: {
    title: 'Thank You!',
    message: 'We have received your request and will be in touch shortly.',
    bookNow: 'Want to talk sooner? Book a demo now in the calendar below.',
  },
  about: {
    meta: {
      title: 'About · Quartile',
      description:
        'Our mission: make transfer-pricing intelligence available to every organization through AI. Meet the team combining transfer pricing and AI expertise.',
    },
    eyebrow: 'About Quartile',
    title: 'Transfer-pricing expertise, rebuilt around AI',
    lead: 'We build the tools we wanted as practitioners: fast enough for real deadlines, transparent enough to defend.',
    missionTitle: 'Our Mission',
    mission: [
      'Make transfer-pricing intelligence available to every organization through AI.',
      'Benchmarking has long meant days of manual screening and evidence that is hard to trace. We believe every organization that prices cross-border transactions deserves analysis that is fast, consistent and verifiable, with every conclusion linked to its source.',
    ],
    valuesTitle: 'Our Values',
    values: [
      {
        title: 'Innovation First',
        body: 'We apply new AI methods where they make the work better, and prove it with evidence.',
        icon: 'spark',
      },
      {
        title: 'Client Success',
        body: 'A study is only done when our clients can defend it. Their outcomes set our priorities.',
        icon: 'heart',
      },
      {
        title: 'Global Perspective',
        body: 'Transfer pricing crosses borders; so do our data sources, our team and our thinking.',
        icon: 'globe',
      },
      { title: 'Excellence Always', body: 'Precise numbers, cited sources and careful review, every time.', icon: 'award' },
    ],
    teamTitle: 'Combining Transfer Pricing and AI Expertise',
    teamLead: 'Quartile is led by co-founders from both sides of the problem.',
    profile: '{{name}} on LinkedIn',
    joinTitle: 'Join Our Team',
    joinBody: 'We are hiring engineers and transfer-pricing specialists who want to change how benchmarking is done.',
    ctaTitle: 'See Quartile on your own study',
    ctaBody: 'Talk to us about your benchmarking workload and documentation cycle.',
  },
  careers: {
    meta: {
      title: 'Careers · Quartile',
      description: 'Open positions at Quartile: AI Engineer and Transfer Pricing Domain Expert, full-time, remote or hybrid.',
    },
    eyebrow: 'Careers',
    title: 'Build the future of transfer pricing',
    lead: 'Join a small team turning expert transfer-pricing judgement into software that professionals trust.',
    whyTitle: 'Why Work at Quartile',
    why: [
      {
        title: 'Meaningful problems',
        body: 'Help multinational groups and their advisers reach defensible answers faster.',
        icon: 'target',
      },
      { title: 'Experts on both sides', body: 'Work daily with transfer-pricing practitioners and AI engineers.', icon: 'users' },
      { title: 'Remote / Hybrid', body: 'Work where you do your best work, with time together when it matters.', icon: 'globe' },
    ],
    positionsTitle: 'Open Positions',
    positionsTable: 'Open positions table',
    columns: { position: 'Position', department: 'Department', location: 'Location', type: 'Type' },
    apply: 'Interested? Please send a resume to {{email}}.',
  },
  legal: {
    eyebrow: 'Legal',
    contents: 'On this page',
  },
  privacy: {
    meta: {
      title: 'Privacy Policy · Quartile',
      description: 'How Quartile collects, uses, protects and retains personal data. Last updated 8 June 2025.',
    },
    title: 'Privacy Policy',
    updated: 'Last updated 8 June 2025',
    intro:
      'This policy explains what personal data {{company}} ("we") processes when you visit our website or use the Quartile platform, why we process it, and the choices you have.',
    sections: [
      {
        id: 'data-we-collect',
        heading: 'Data we collect',
        items: [
          'Account data: your name, work e-mail, firm and role when you register or are invited.',
          'Inquiry data: the name, work e-mail and company size you send through our pricing and contact forms.',
          'Usage data: logs of how the platform is used, such as sign-ins, studies started and comparables processed.',
          'Customer content: documents, company lists and transfer-pricing data you upload for analysis.',
        ],
      },
      {
        id: 'how-we-use-data',
        heading: 'How we use data',
        paragraphs: [
          'We use personal data to provide and secure the platform, to answer your requests, to bill for usage, and to meet legal obligations. We do not sell personal data, and customer content is not used to train models shared with other customers.',
        ],
      },
      {
        id: 'retention',
        heading: 'Data retention',
        paragraphs: ['We keep data only as long as we need it for the purposes above or as the law requires:'],
        items: [
          'Account data: 7 years after the account is closed.',
          'Usage logs: 2 years.',
          'Communication records: 3 years.',
          'Transfer-pricing data: typically 5-10 years, in line with the documentation and audit periods that apply to you.',
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'Access to customer data is limited to your firm under a zero-trust model, data is encrypted in transit, and access by our staff is restricted and logged.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'You may ask for access to, correction of, or deletion of your personal data, and you may object to or restrict some processing. Write to {{email}}; we answer within 30 days.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'We will post any change on this page and update the date above. Material changes are announced to account holders by e-mail.',
        ],
      },
    ],
  },
  terms: {
    meta: {
      title: 'Terms of Service · Quartile',
      description:
        'The terms that govern the use of the Quartile platform: eligibility, fees, liability, governing law and dispute resolution.',
    },
    title: 'Terms of Service',
    updated: 'Last updated 8 June 2025',
    intro:
      'These terms govern your use of the Quartile platform provided by {{company}}. By creating an account or using the platform you accept them.',
    sections: [
      {
        id: 'eligibility',
        heading: 'Eligibility',
        paragraphs: ['You must be at least 18 years old and authorised to act for the organization on whose behalf you use the platform.'],
      },
      {
        id: 'accounts',
        heading: 'Accounts and acceptable use',
        paragraphs: [
          'You are responsible for the activity under your account and for keeping your credentials confidential. You may not misuse the platform, probe it for vulnerabilities, or upload content you have no right to process.',
        ],
      },
      {
        id: 'fees',
        heading: 'Fees and changes to prices',
        paragraphs: [
          'Fees are set out in your order or quote. We give at least 30 days’ notice of any price change before it applies to you.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Your content and professional judgement',
        paragraphs: [
          'You keep all rights to the content you upload. The platform supports, and does not replace, your professional judgement: you remain responsible for the transfer-pricing positions you take.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'To the extent the law allows, our total liability for any claim arising from the platform is limited to the amount you paid us in the previous 12 months.',
        ],
      },
      {
        id: 'law',
        heading: 'Governing law and disputes',
        paragraphs: [
          'These terms are governed by the laws of India. Any dispute is first referred to mediation; if it is not resolved, it goes to arbitration, in Mumbai.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Questions about these terms: {{email}}.'],
      },
    ],
  },
} as const;

export type PublicCopy = typeof en;
