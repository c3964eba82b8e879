import { useState } from 'react';
import { schedulingWidgetUrl, site } from '../../../content/site.ts';
import { SchedulingWidget } from '@quartile/ui/fragments/InquiryForm';
import { InquiryPanel } from '../InquiryPanel.tsx';
import { InquiryPage } from '../PublicPage.tsx';
import { usePublicCopy } from '../hooks/useCopy.ts';
import { useReachable } from '../hooks/useReachable.ts';
import * as styles from '../public.css.ts';

export default function ContactPage() {
  const { copy } = usePublicCopy();
  const c = copy.contact;
  const availability = useReachable(site.schedulingUrl);
  // After a request the Thank You view offers the booking calendar; one calendar is enough.
  const [submitted, setSubmitted] = useState(false);
  return (
    <InquiryPage
      page={c}
      form={
        <InquiryPanel
          inquiryType="ContactForm"
          title={c.formTitle}
          submitLabel={copy.form.submitContact}
          onSubmitted={() => setSubmitted(true)}
        />
      }
    >
      {submitted ? null : (
        <div className={styles.widgetSection}>
          <p className={styles.widgetLead}>{c.widgetLead}</p>
          <SchedulingWidget
            url={schedulingWidgetUrl(site.schedulingUrl)}
            linkUrl={site.schedulingUrl}
            title={c.widgetTitle}
            availability={availability}
            fallbackText={copy.widget.fallback}
            linkLabel={copy.widget.link}
            newTabLabel={copy.widget.newTab}
          />
        </div>
      )}
    </InquiryPage>
  );
}
