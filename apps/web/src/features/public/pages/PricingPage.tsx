import { Checklist } from '@quartile/ui/fragments/Marketing';
import { InquiryPanel } from '../InquiryPanel.tsx';
import { InquiryPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';

export default function PricingPage() {
  const { copy } = usePublicCopy();
  const p = copy.pricing;
  return (
    <InquiryPage page={p} form={<InquiryPanel inquiryType="PricingPage" title={p.formTitle} submitLabel={copy.form.submitPricing} />}>
      <Checklist items={p.points} />
    </InquiryPage>
  );
}
