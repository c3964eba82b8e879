import { useState, type FormEvent } from 'react';
import { Button as RACButton, Disclosure, DisclosureGroup, DisclosurePanel, Form, Heading, TextArea, TextField as RACTextField } from 'react-aria-components';
import { validateRequired } from '@quartile/domain';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { FieldFooter, FieldLabel } from '../../components/Field/Field.tsx';
import { PageHeader } from '../../components/PageHeader/PageHeader.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { ChevronDownIcon } from '../../icons/icons.tsx';
import { FAQ, WORKFLOW_STEPS } from './content.ts';
import * as styles from './HelpSupport.css.ts';

export interface SupportRequestValues {
  subject: string;
  message: string;
}

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;

export interface HelpSupportProps {
  /** Sends the request; resolve `true` when it was received (the form then clears). */
  onSubmitSupport: (values: SupportRequestValues) => Promise<boolean> | boolean;
  isSending?: boolean;
  /** Messages from the server, by field. */
  fieldErrors?: Partial<Record<keyof SupportRequestValues, string>>;
  /** Where the support team can also be reached. */
  supportEmail?: string;
}

function validate(values: SupportRequestValues) {
  const errors: Partial<Record<keyof SupportRequestValues, string>> = {};
  const subject = validateRequired(values.subject) ?? (values.subject.length > SUBJECT_MAX ? `Keep the subject under ${SUBJECT_MAX} characters.` : null);
  const message = validateRequired(values.message) ?? (values.message.length > MESSAGE_MAX ? `Keep the message under ${MESSAGE_MAX.toLocaleString('en-GB')} characters.` : null);
  if (subject) errors.subject = subject;
  if (message) errors.message = message;
  return errors;
}

function ContactForm({ onSubmitSupport, isSending = false, fieldErrors = {} }: Pick<HelpSupportProps, 'onSubmitSupport' | 'isSending' | 'fieldErrors'>) {
  const [values, setValues] = useState<SupportRequestValues>({ subject: '', message: '' });
  const [submitted, setSubmitted] = useState(false);
  const local = submitted ? validate(values) : {};
  const errors = { ...fieldErrors, ...local };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) return;
    const received = await onSubmitSupport({ subject: values.subject.trim(), message: values.message.trim() });
    if (received) {
      setValues({ subject: '', message: '' });
      setSubmitted(false);
    }
  };

  return (
    <Form className={styles.form} onSubmit={(e) => void submit(e)} validationBehavior="aria" aria-busy={isSending}>
      <TextField
        label="Subject"
        name="subject"
        value={values.subject}
        onChange={(subject) => setValues((v) => ({ ...v, subject }))}
        isRequired
        isDisabled={isSending}
        isInvalid={Boolean(errors.subject)}
        errorMessage={errors.subject}
        placeholder="e.g. Range differs from our Excel workbook"
      />
      <RACTextField
        className={styles.fieldRoot}
        name="message"
        value={values.message}
        onChange={(message) => setValues((v) => ({ ...v, message }))}
        isRequired
        isDisabled={isSending}
        isInvalid={Boolean(errors.message)}
      >
        <FieldLabel>Message</FieldLabel>
        <TextArea className={styles.textArea} rows={6} placeholder="What happened, in which benchmark, and what you expected." />
        <FieldFooter description="Include the benchmark name and the company if your question is about one." errorMessage={errors.message} />
      </RACTextField>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isPending={isSending}>
          Send message
        </Button>
      </div>
    </Form>
  );
}

/** How Quartile works, answers to common questions, and a message to the support team. */
export function HelpSupport({ onSubmitSupport, isSending, fieldErrors, supportEmail }: HelpSupportProps) {
  return (
    <>
      <PageHeader title="Help & Support" description="How a benchmarking study runs in Quartile, answers to the questions transfer-pricing teams ask, and a direct line to us." />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Card id="help-workflow" title="How the benchmark workflow works">
            <ol className={styles.steps}>
              {WORKFLOW_STEPS.map((s, i) => (
                <li key={s.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {i + 1}
                  </span>
                  <div>
                    <h3 className={styles.stepTitle}>{s.title}</h3>
                    <p className={styles.stepBody}>{s.body}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Card>
          <Card id="help-faq" title="Frequently asked questions">
            <DisclosureGroup className={styles.faq} allowsMultipleExpanded>
              {FAQ.map((item) => (
                <Disclosure key={item.id} id={item.id} className={styles.disclosure}>
                  <Heading level={3} className={styles.question}>
                    <RACButton slot="trigger" className={styles.questionButton}>
                      {item.question}
                      <ChevronDownIcon className={styles.chevron} />
                    </RACButton>
                  </Heading>
                  <DisclosurePanel>
                    <p className={styles.answer}>{item.answer}</p>
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </Card>
        </div>
        <Card id="help-contact" title="Contact support">
          <p className={styles.intro}>
            Our transfer-pricing and product team replies within one business day.
            {supportEmail ? (
              <>
                {' '}
                You can also write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
              </>
            ) : null}
          </p>
          <ContactForm onSubmitSupport={onSubmitSupport} isSending={isSending} fieldErrors={fieldErrors} />
        </Card>
      </div>
    </>
  );
}

