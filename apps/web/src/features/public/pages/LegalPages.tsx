import { LegalPage, type LegalSection } from '@quartile/ui/fragments/LegalPage';
import { site } from '../../../content/site.ts';
import { usePublicCopy } from '../hooks/useCopy.ts';
import { useDocumentMeta } from '../hooks/useDocumentMeta.ts';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

function useLegal(kind: 'privacy' | 'terms') {
  const { copy } = usePublicCopy();
  const page = copy[kind];
  useDocumentMeta(page.meta);
  const values = { company: site.companyLegalName, email: kind === 'privacy' ? site.privacyEmail : site.legalEmail };
  const sections: LegalSection[] = page.sections.map((s) => ({
    id: s.id,
    heading: s.heading,
    ...('paragraphs' in s ? { paragraphs: s.paragraphs.map((p) => fill(p, values)) } : {}),
    ...('items' in s ? { items: s.items.map((i) => fill(i, values)) } : {}),
  }));
  return { copy, page, sections, intro: fill(page.intro, values) };
}

/** One legal page (privacy policy or terms), its placeholders filled with the company's details. */
function LegalCopyPage({ kind }: { kind: 'privacy' | 'terms' }) {
  const { copy, page, sections, intro } = useLegal(kind);
  return (
    <LegalPage
      eyebrow={copy.legal.eyebrow}
      title={page.title}
      updated={page.updated}
      intro={intro}
      contentsLabel={copy.legal.contents}
      sections={sections}
    />
  );
}

export function PrivacyPolicyPage() {
  return <LegalCopyPage kind="privacy" />;
}

export function TermsOfServicePage() {
  return <LegalCopyPage kind="terms" />;
}
