import { MESSAGES } from '@quartile/domain';
import { useEffect } from 'react';
import { InquiryForm, SchedulingWidget, ThankYou, inquiryPanel } from '@quartile/ui/fragments/InquiryForm';
import { schedulingWidgetUrl, site } from '../../content/site.ts';
import { usePublicCopy } from './hooks/useCopy.ts';
import { useReachable } from './hooks/useReachable.ts';
import { useInquiry, type InquiryType } from './inquiry.ts';
import * as styles from './public.css.ts';

export interface InquiryPanelProps {
  inquiryType: InquiryType;
  title: string;
  submitLabel: string;
  /** Told when the Thank You view appears. */
  onSubmitted?: () => void;
}

/** The booking calendar offered once a request is in (dark theme, month view). */
export function BookingCalendar({ url, title }: { url: string; title: string }) {
  const { copy } = usePublicCopy();
  const availability = useReachable(url);
  return (
    <SchedulingWidget
      url={schedulingWidgetUrl(url)}
      linkUrl={url}
      title={title}
      availability={availability}
      fallbackText={copy.widget.fallback}
      linkLabel={copy.widget.link}
      newTabLabel={copy.widget.newTab}
    />
  );
}

/** The inquiry form in its card; replaced for good by the Thank You view after success. */
export function InquiryPanel({ inquiryType, title, submitLabel, onSubmitted }: InquiryPanelProps) {
  const { copy, t } = usePublicCopy();
  const { state, serverErrors, submit } = useInquiry(inquiryType);
  useEffect(() => {
    if (state === 'submitted') onSubmitted?.();
  }, [state, onSubmitted]);

  if (state === 'submitted') {
    return (
      <div className={inquiryPanel}>
        <ThankYou title={copy.thankYou.title} message={copy.thankYou.message} bookNow={copy.thankYou.bookNow}>
          <BookingCalendar url={site.bookingUrl} title={copy.widget.bookingTitle} />
        </ThankYou>
      </div>
    );
  }

  return (
    <section className={inquiryPanel} aria-labelledby={`${inquiryType}-form-title`}>
      <h2 id={`${inquiryType}-form-title`} className={styles.panelTitle}>
        {title}
      </h2>
      <InquiryForm
        status={state === 'submitting' ? 'submitting' : 'editing'}
        serverErrors={serverErrors}
        onSubmit={(values) => void submit(values)}
        labels={{
          form: copy.form.form,
          name: copy.form.name,
          email: copy.form.email,
          companySize: copy.form.companySize,
          placeholder: copy.form.placeholder,
          sizeOption: (band) => t('form.sizeOption', { band }),
          submit: submitLabel,
          submitting: MESSAGES.inquirySending,
          honeypot: copy.form.honeypot,
        }}
      />
      <p className={styles.panelNote}>{copy.form.privacyNote}</p>
    </section>
  );
}
