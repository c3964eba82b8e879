import { CardGrid, CtaBand, Hero, Section, Steps } from '@quartile/ui/fragments/Marketing';
import { usePublicCopy } from '../hooks/useCopy.ts';
import { useDocumentMeta } from '../hooks/useDocumentMeta.ts';

export default function ProductsPage() {
  const { copy } = usePublicCopy();
  const p = copy.products;
  useDocumentMeta(p.meta);
  return (
    <>
      <Hero
        eyebrow={p.eyebrow}
        title={p.title}
        lead={p.lead}
        actions={[
          { label: copy.cta.requestDemo, href: '/contact' },
          { label: copy.cta.viewPricing, href: '/pricing' },
        ]}
      />
      <Section id="workflow" title={p.workflowTitle}>
        <Steps items={p.workflow} />
      </Section>
      <Section id="use-cases" title={p.useCasesTitle} lead={p.useCasesLead} tone="sunken">
        <CardGrid items={p.useCases} columns={4} />
      </Section>
      <Section id="integrations" title={p.integrationsTitle}>
        <CardGrid items={p.integrations} columns={3} />
      </Section>
      <CtaBand
        title={p.ctaTitle}
        body={p.ctaBody}
        actions={[
          { label: copy.cta.scheduleADemo, href: '/contact' },
          { label: copy.cta.viewPricingPlans, href: '/pricing' },
        ]}
      />
    </>
  );
}
