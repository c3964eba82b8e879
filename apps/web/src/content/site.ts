// The one content and configuration file of the public website. Operators replace the SAMPLE
// values below (company, addresses, people, widget URLs) before going live; the page copy lives
// in features/public/en.ts.

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  /** Optional portrait URL; without one the page shows the member's initials. */
  readonly image?: string;
  readonly linkedin: string;
}

export interface OpenRole {
  readonly title: string;
  readonly department: string;
  readonly location: string;
  readonly type: string;
  readonly description: string;
}

export const site = {
  productName: 'Quartile',
  // SAMPLE: the legal entity behind the product (spec: a private limited company, 2025).
  companyLegalName: 'Quartile Analytics Private Limited',
  copyrightYear: 2025,
  // SAMPLE: addresses an operator replaces.
  salesEmail: 'sales@quartile.example',
  careersEmail: 'careers@quartile.example',
  privacyEmail: 'privacy@quartile.example',
  legalEmail: 'legal@quartile.example',
  registeredOffice: 'Mumbai, Maharashtra, India',
  // SAMPLE: the external scheduling widget (discovery call). The page adds the dark-theme and
  // month-view parameters; when it cannot load, visitors get a plain link to the same URL.
  schedulingUrl: 'https://cal.com/quartile/discovery-call',
  // SAMPLE: the booking calendar offered on the Thank You view.
  bookingUrl: 'https://cal.com/quartile/demo',
  // SAMPLE: both co-founders are placeholders, not real people; replace names, roles, bios and links.
  team: [
    {
      name: 'Co-founder A',
      role: 'Co-founder, Transfer Pricing',
      bio: 'Sample profile: a transfer-pricing practitioner who has led benchmarking studies and documentation for multinational groups.',
      linkedin: 'https://www.linkedin.com/',
    },
    {
      name: 'Co-founder B',
      role: 'Co-founder, AI Engineering',
      bio: 'Sample profile: an engineer who builds retrieval and language-model systems that cite their sources.',
      linkedin: 'https://www.linkedin.com/',
    },
  ] satisfies readonly TeamMember[],
  openRoles: [
    {
      title: 'AI Engineer',
      department: 'Engineering',
      location: 'Remote / Hybrid',
      type: 'Full-time',
      description: 'Build the Research and Review Analysts: source retrieval, extraction with citations and evaluation.',
    },
    {
      title: 'Transfer Pricing Domain Expert',
      department: 'Product Quality',
      location: 'Remote / Hybrid',
      type: 'Full-time',
      description: 'Define what a defensible comparable looks like and review the analysts’ decisions against it.',
    },
  ] satisfies readonly OpenRole[],
} as const;

/** The scheduling widget URL with the spec's presentation: dark theme, month view. */
export function schedulingWidgetUrl(base: string): string {
  const url = new URL(base);
  url.searchParams.set('theme', 'dark');
  url.searchParams.set('layout', 'month_view');
  url.searchParams.set('embed', 'true');
  return url.toString();
}
