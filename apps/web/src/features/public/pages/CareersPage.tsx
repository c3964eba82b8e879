import { CardGrid, InlineLink, PositionsTable, Section } from '@quartile/ui/fragments/Marketing';
import { site } from '../../../content/site.ts';
import { MarketingPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';
import * as styles from '../public.css.ts';

export default function CareersPage() {
  const { copy } = usePublicCopy();
  const c = copy.careers;
  // "send a resume to {email}" with the address as a mailto link.
  const [before, after = ''] = c.apply.split('{{email}}');
  return (
    <MarketingPage page={c} heroActions={[{ label: copy.cta.viewOpenPositions, href: '#positions' }]}>
      <Section id="why" title={c.whyTitle} tone="sunken">
        <CardGrid items={c.why} columns={3} />
      </Section>
      <Section id="positions" title={c.positionsTitle}>
        <PositionsTable
          label={c.positionsTitle}
          regionLabel={c.positionsTable}
          columns={c.columns}
          positions={site.openRoles}
          footer={
            <span className={styles.mailLine}>
              {before}
              <InlineLink href={`mailto:${site.careersEmail}`}>{site.careersEmail}</InlineLink>
              {after}
            </span>
          }
        />
      </Section>
    </MarketingPage>
  );
}
