import { Announcement, CardGrid, Section, Stats } from '@quartile/ui/fragments/Marketing';
import { lazy, Suspense } from 'react';
import { MarketingPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import * as styles from '../public.css.ts';

// The globe is its own chunk and is never loaded on narrow screens (spec: hidden below 768px).
const Globe = lazy(() => import('@quartile/ui/fragments/Globe'));

/** Financial centres where cross-border transactions meet. */
const MARKERS = [
  { location: [19.076, 72.8777] as [number, number], size: 0.06 },
  { location: [51.5072, -0.1276] as [number, number] },
  { location: [40.7128, -74.006] as [number, number] },
  { location: [1.3521, 103.8198] as [number, number] },
  { location: [50.1109, 8.6821] as [number, number] },
  { location: [35.6762, 139.6503] as [number, number] },
  { location: [25.2048, 55.2708] as [number, number] },
  { location: [-33.8688, 151.2093] as [number, number] },
];

function HeroGlobe({ label }: { label: string }) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) return null;
  const appearance = document.documentElement.dataset['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <Suspense fallback={<div className={styles.globeSlot} />}>
      <Globe label={label} markers={MARKERS} appearance={appearance} />
    </Suspense>
  );
}

export default function HomePage() {
  const { copy } = usePublicCopy();
  const home = copy.home;
  return (
    <MarketingPage
      page={home}
      above={<Announcement badge={home.announcementBadge} text={home.announcement} href="/benchmarking" />}
      heroActions={[
        { label: copy.cta.requestDemo, href: '/contact' },
        { label: copy.cta.viewPricingPlans, href: '/pricing' },
      ]}
      aside={<HeroGlobe label={home.globeLabel} />}
      ctaActions={[
        { label: copy.cta.startYourJourney, href: '/contact' },
        { label: copy.cta.scheduleADemo, href: '/demo' },
      ]}
    >
      <Section id="features" title={home.featuresTitle} lead={home.featuresLead}>
        <CardGrid items={home.features} columns={3} />
        <div className={styles.statsGap}>
          <Stats label={home.statsLabel} items={home.stats} />
        </div>
      </Section>
    </MarketingPage>
  );
}
