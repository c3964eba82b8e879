import { AgentCards, CardGrid, CtaBand, Hero, Section } from '@quartile/ui/fragments/Marketing';
import { usePublicCopy } from '../hooks/useCopy.ts';
import { useDocumentMeta } from '../hooks/useDocumentMeta.ts';

export default function BenchmarkingPage() {
  const { copy } = usePublicCopy();
  const b = copy.benchmarking;
  useDocumentMeta(b.meta);
  return (
    <>
      <Hero
        eyebrow={b.eyebrow}
        title={b.title}
        lead={b.lead}
        actions={[
          { label: copy.cta.requestDemo, href: '/contact' },
          { label: copy.cta.viewPricing, href: '/pricing' },
        ]}
      />
      <Section id="agents" title={b.agentsTitle} tone="sunken">
        <AgentCards agents={b.agents} />
      </Section>
      <Section id="capabilities" title={b.featuresTitle}>
        <CardGrid items={b.features} columns={3} />
      </Section>
      <CtaBand
        title={b.ctaTitle}
        body={b.ctaBody}
        actions={[
          { label: copy.cta.startFreeTrial, href: '/contact' },
          { label: copy.cta.scheduleDemo, href: '/demo' },
        ]}
      />
    </>
  );
}
