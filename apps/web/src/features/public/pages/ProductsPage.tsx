import { CardGrid, Section, Steps } from '@quartile/ui/fragments/Marketing';
import { demoThenPricing, MarketingPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';

export default function ProductsPage() {
  const { copy } = usePublicCopy();
  const p = copy.products;
  return (
    <MarketingPage
      page={p}
      heroActions={demoThenPricing(copy.cta)}
      ctaActions={[
        { label: copy.cta.scheduleADemo, href: '/contact' },
        { label: copy.cta.viewPricingPlans, href: '/pricing' },
      ]}
    >
      <Section id="workflow" title={p.workflowTitle}>
        <Steps items={p.workflow} />
      </Section>
      <Section id="use-cases" title={p.useCasesTitle} lead={p.useCasesLead} tone="sunken">
        <CardGrid items={p.useCases} columns={4} />
      </Section>
      <Section id="integrations" title={p.integrationsTitle}>
        <CardGrid items={p.integrations} columns={3} />
      </Section>
    </MarketingPage>
  );
}
