import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
/** The end of each control's id. */
const CONTROL_ID: Record<InquiryField, string> = { name: 'name', email: 'email', company_size: 'size' };

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
  /** What each required control carries: its id and name, its message (linked), and clearing that message on edit. */
  const controlProps = (field: InquiryField) => ({
    id: `${id}-${CONTROL_ID[field]}`,
    name: field,
    required: true,
    'aria-required': 'true' as const,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
    onChange: () => clearError(field),
  });
  /** A control with its label above and its message below. */
  const fieldBox = (field: InquiryField, label: string, control: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${CONTROL_ID[field]}`} className={styles.label}>
        {label}
      </label>
      {control}
      {errors[field] ? (
        <p id={errorId(field)} className={styles.error}>
          <AlertIcon size={14} className={styles.errorIcon} />
          <span>{errors[field]}</span>
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={formRef} className={styles.form} aria-label={labels.form} noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      <fieldset className={styles.fieldset} disabled={submitting}>
        {fieldBox(
          'name',
          labels.name,
          <input {...controlProps('name')} type="text" autoComplete="name" className={styles.input} defaultValue={defaultValues?.name} />,
        )}
        {fieldBox(
          'email',
          labels.email,
          <input
            {...controlProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={styles.input}
            defaultValue={defaultValues?.email}
          />,
        )}
        {fieldBox(
          'company_size',
          labels.companySize,
          <select {...controlProps('company_size')} className={styles.select} defaultValue={defaultValues?.company_size ?? ''}>
            <option value="" disabled>
              {labels.placeholder}
            </option>
            {COMPANY_SIZES.map((band) => (
              <option key={band} value={band}>
                {labels.sizeOption(band)}
              </option>
            ))}
          </select>,
        )}
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
