import { AgentCards, CardGrid, Section } from '@quartile/ui/fragments/Marketing';
import { demoThenPricing, MarketingPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';

export default function BenchmarkingPage() {
  const { copy } = usePublicCopy();
  const b = copy.benchmarking;
  return (
    <MarketingPage
      page={b}
      heroActions={demoThenPricing(copy.cta)}
      ctaActions={[
        { label: copy.cta.startFreeTrial, href: '/contact' },
        { label: copy.cta.scheduleDemo, href: '/demo' },
      ]}
    >
      <Section id="agents" title={b.agentsTitle} tone="sunken">
        <AgentCards agents={b.agents} />
      </Section>
      <Section id="capabilities" title={b.featuresTitle}>
        <CardGrid items={b.features} columns={3} />
      </Section>
    </MarketingPage>
  );
}
