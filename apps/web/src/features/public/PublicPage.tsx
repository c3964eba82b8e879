import { CtaBand, Hero, type CallToAction } from '@quartile/ui/fragments/Marketing';
import type { ReactNode } from 'react';
import type { PublicCopy } from './en.ts';
import { useDocumentMeta, type DocumentMeta } from './hooks/useDocumentMeta.ts';
import * as styles from './public.css.ts';

/** What every public page's copy opens with. */
interface PageCopy {
  meta: DocumentMeta;
  eyebrow: string;
  title: string;
  lead: string;
}

/** The hero's links of the product pages: a demo, then the prices. */
export const demoThenPricing = (cta: PublicCopy['cta']): CallToAction[] => [
  { label: cta.requestDemo, href: '/contact' },
  { label: cta.viewPricing, href: '/pricing' },
];

/** A marketing page's copy with its closing call to action. */
interface MarketingCopy extends PageCopy {
  ctaTitle?: string;
  ctaBody?: string;
}

export interface MarketingPageProps {
  page: MarketingCopy;
  heroActions?: readonly CallToAction[];
  /** Above the hero's title (the announcement). */
  above?: ReactNode;
  /** The hero's right column (the globe). */
  aside?: ReactNode;
  /** The closing band's links; none, no band. */
  ctaActions?: readonly CallToAction[];
  /** The sections between the hero and the closing band. */
  children: ReactNode;
}

/** A marketing page: its meta, the hero from its copy, its sections, the closing call to action. */
export function MarketingPage({ page, heroActions, above, aside, ctaActions, children }: MarketingPageProps) {
  useDocumentMeta(page.meta);
  return (
    <>
      <Hero above={above} eyebrow={page.eyebrow} title={page.title} lead={page.lead} actions={heroActions} aside={aside} />
      {children}
      {ctaActions && page.ctaTitle ? <CtaBand title={page.ctaTitle} body={page.ctaBody} actions={ctaActions} /> : null}
    </>
  );
}

/** Pricing and Contact: the page's copy (and what follows it) beside the inquiry form. */
export function InquiryPage({ page, form, children }: { page: PageCopy; form: ReactNode; children: ReactNode }) {
  useDocumentMeta(page.meta);
  return (
    <div className={styles.inquiryLayout}>
      <div className={styles.inquiryCopy}>
        <p className={styles.eyebrow}>{page.eyebrow}</p>
        <h1 className={styles.title}>{page.title}</h1>
        <p className={styles.lead}>{page.lead}</p>
        {children}
      </div>
      {form}
    </div>
  );
}
