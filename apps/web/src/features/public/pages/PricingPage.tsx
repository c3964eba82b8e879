import { Checklist } from '@quartile/ui/fragments/Marketing';
import { InquiryPanel } from '../InquiryPanel.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';
import { useDocumentMeta } from '../hooks/useDocumentMeta.ts';
import * as styles from '../public.css.ts';

export default function PricingPage() {
  const { copy } = usePublicCopy();
  const p = copy.pricing;
  useDocumentMeta(p.meta);
  return (
    <div className={styles.inquiryLayout}>
      <div className={styles.inquiryCopy}>
        <p className={styles.eyebrow}>{p.eyebrow}</p>
        <h1 className={styles.title}>{p.title}</h1>
        <p className={styles.lead}>{p.lead}</p>
        <Checklist items={p.points} />
      </div>
      <InquiryPanel inquiryType="PricingPage" title={p.formTitle} submitLabel={copy.form.submitPricing} />
    </div>
  );
}
