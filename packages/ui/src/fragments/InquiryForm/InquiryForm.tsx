import { useId, useRef, useState, type FormEvent } from 'react';
import { COMPANY_SIZES, validateInquiry, type InquiryField } from '@quartile/domain';
import { AlertIcon } from '../../icons/icons.tsx';
import * as styles from './InquiryForm.css.ts';

export interface InquiryFormValues {
  name: string;
  email: string;
  company_size: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export interface InquiryFormLabels {
  form: string;
  name: string;
  email: string;
  companySize: string;
  /** 'Select...' */
  placeholder: string;
  sizeOption: (band: string) => string;
  submit: string;
  /** 'Sending Request...' */
  submitting: string;
  honeypot: string;
}

export type InquiryFieldErrors = Partial<Record<InquiryField, string>>;

export interface InquiryFormProps {
  labels: InquiryFormLabels;
  /** 'submitting' disables every field and the button. */
  status: 'editing' | 'submitting';
  /** Field errors from the server (first message of each list). */
  serverErrors?: InquiryFieldErrors;
  defaultValues?: Partial<InquiryFormValues>;
  onSubmit: (values: InquiryFormValues) => void;
}

const FIELDS: readonly InquiryField[] = ['name', 'email', 'company_size'];

/**
 * The pricing / contact inquiry form: name, work e-mail and company size, validated with the
 * domain's rules before anything is sent; server field errors appear under their fields.
 */
export function InquiryForm({ labels, status, serverErrors, defaultValues, onSubmit }: InquiryFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<InquiryFieldErrors>(serverErrors ?? {});
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const submitting = status === 'submitting';

  // New server errors replace what is shown (derived from props during render).
  if (serverErrors !== shownServerErrors) {
    setShownServerErrors(serverErrors);
    if (serverErrors && Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      const first = FIELDS.find((f) => serverErrors[f]);
      if (first) queueMicrotask(() => focusField(first));
    }
  }

  function focusField(field: InquiryField) {
    const element = formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  function read(form: HTMLFormElement): InquiryFormValues {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    return { name: text('name').trim(), email: text('email').trim(), company_size: text('company_size'), website: text('website') };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = read(event.currentTarget);
    const found = validateInquiry(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }
    onSubmit(values);
  }

  function clearError(field: InquiryField) {
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  const errorId = (field: InquiryField) => `${id}-${field}-error`;
  const describe = (field: InquiryField) => (errors[field] ? errorId(field) : undefined);
  const errorText = (field: InquiryField) =>
    errors[field] ? (
      <p id={errorId(field)} className={styles.error}>
        <AlertIcon size={14} className={styles.errorIcon} />
        <span>{errors[field]}</span>
      </p>
    ) : null;

  return (
    <form ref={formRef} className={styles.form} aria-label={labels.form} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <fieldset className={styles.fieldset} disabled={submitting}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {labels.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describe('name')}
            className={styles.input}
            defaultValue={defaultValues?.name}
            onChange={() => clearError('name')}
          />
          {errorText('name')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            {labels.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe('email')}
            className={styles.input}
            defaultValue={defaultValues?.email}
            onChange={() => clearError('email')}
          />
          {errorText('email')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-size`} className={styles.label}>
            {labels.companySize}
          </label>
          <select
            id={`${id}-size`}
            name="company_size"
            required
            aria-required="true"
            aria-invalid={errors.company_size ? true : undefined}
            aria-describedby={describe('company_size')}
            className={styles.select}
            defaultValue={defaultValues?.company_size ?? ''}
            onChange={() => clearError('company_size')}
          >
            <option value="" disabled>
              {labels.placeholder}
            </option>
            {COMPANY_SIZES.map((band) => (
              <option key={band} value={band}>
                {labels.sizeOption(band)}
              </option>
            ))}
          </select>
          {errorText('company_size')}
        </div>
        {/* Honeypot for bots: hidden from people and assistive technology, never focused. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${id}-website`}>{labels.honeypot}</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </fieldset>
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {labels.submitting}
          </>
        ) : (
          labels.submit
        )}
      </button>
    </form>
  );
}
