import { Actions, CardGrid, Prose, Section, TeamGrid } from '@quartile/ui/fragments/Marketing';
import { site } from '../../../content/site.ts';
import { MarketingPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';

export default function AboutPage() {
  const { copy, t } = usePublicCopy();
  const a = copy.about;
  return (
    <MarketingPage
      page={a}
      ctaActions={[
        { label: copy.cta.scheduleADemo, href: '/contact' },
        { label: copy.cta.getInTouch, href: '/contact', variant: 'secondary' },
      ]}
    >
      <Section id="mission" title={a.missionTitle}>
        <Prose paragraphs={a.mission} />
      </Section>
      <Section id="values" title={a.valuesTitle} tone="sunken">
        <CardGrid items={a.values} columns={4} />
      </Section>
      <Section id="team" title={a.teamTitle} lead={a.teamLead}>
        <TeamGrid members={site.team} profileLabel={(name) => t('about.profile', { name })} />
      </Section>
      <Section id="join" title={a.joinTitle} lead={a.joinBody} tone="sunken">
        <Actions items={[{ label: copy.cta.viewOpenPositions, href: '/careers', variant: 'secondary' }]} />
      </Section>
    </MarketingPage>
  );
}
