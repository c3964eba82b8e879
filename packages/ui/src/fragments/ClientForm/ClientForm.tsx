import type { ClientInput } from '@quartile/api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FormFooter } from '../../components/FormFooter/FormFooter.tsx';
import { ChoiceSelect } from '../../components/Select/Select.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { CountryPicker, REGIONS, regionForCountry } from '../CountryPicker/index.ts';
import {
  COMPARABLE_DATABASES,
  DATABASE_REGIONS,
  emptyClientValues,
  validateClientValues,
  valuesToClientInput,
  type ClientField,
  type ClientFormErrors,
  type ClientFormValues,
} from './clientFormValues.ts';
import * as styles from './ClientForm.css.ts';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';

export interface ClientFormProps {
  /** Starting values (an existing client when editing). */
  initialValues?: Partial<ClientFormValues>;
  submitLabel?: string;
  /** Receives the validated input; the form stays filled so a failure can be retried. */
  onSubmit: (input: ClientInput) => void;
  onCancel?: () => void;
  isPending?: boolean;
  /** A failure to show above the buttons, e.g. 'Failed to create client'. */
  formError?: string | null;
  /** Field messages from the server. */
  fieldErrors?: ClientFormErrors;
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={styles.required} aria-hidden="true">
        *
      </span>
    </>
  );
}

/** Create or edit a client: name, country and website are required; the region follows the country until chosen. */
export function ClientForm({ initialValues, submitLabel = 'Create client', onSubmit, onCancel, isPending = false, formError, fieldErrors }: ClientFormProps) {
  const [values, setValues] = useState<ClientFormValues>({ ...emptyClientValues, ...initialValues });
  const [regionChosen, setRegionChosen] = useState(Boolean(initialValues?.region) && initialValues?.region !== regionForCountry(initialValues?.country));
  const [submitted, setSubmitted] = useState(false);
  const localErrors = submitted ? validateClientValues(values) : {};
  const errors: ClientFormErrors = { ...fieldErrors, ...localErrors };
  const error = (f: ClientField) => errors[f];

  const set = (f: ClientField) => (v: string) => setValues((old) => ({ ...old, [f]: v }));
  /** A text field's value, change, disabled state and message. */
  const textField = (f: ClientField) => ({ value: values[f], onChange: set(f), isDisabled: isPending, isInvalid: Boolean(error(f)), errorMessage: error(f) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = validateClientValues(values);
    if (Object.keys(problems).length > 0) {
      const form = event.currentTarget;
      // Move focus to the first field that now shows its message.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit(valuesToClientInput(values));
  };

  const databaseOptions = [...COMPARABLE_DATABASES, ...(values.database_name && !COMPARABLE_DATABASES.includes(values.database_name as never) ? [values.database_name] : [])];

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria" aria-busy={isPending}>
      <fieldset className={styles.section} disabled={isPending}>
        <legend className={styles.legend}>Company</legend>
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField
              name="name"
              label={<RequiredLabel>Name</RequiredLabel>}
              isRequired
              {...textField('name')}
              autoComplete="organization"
            />
          </div>
          <CountryPicker
            name="country"
            label={<RequiredLabel>Country</RequiredLabel>}
            value={values.country}
            onChange={(name, country) => {
              setValues((old) => ({ ...old, country: name, region: regionChosen ? old.region : (country?.region ?? old.region) }));
            }}
            isRequired
            isDisabled={isPending}
            isInvalid={Boolean(error('country'))}
            errorMessage={error('country')}
          />
          <ChoiceSelect
            name="region"
            label="Region"
            placeholder="Choose a region"
            description={regionChosen ? undefined : 'Follows the country until you choose one.'}
            options={REGIONS}
            value={values.region || null}
            onChange={(key) => {
              setRegionChosen(true);
              set('region')(String(key ?? ''));
            }}
            isDisabled={isPending}
          />
          <div className={styles.wide}>
            <TextField
              name="website"
              label={<RequiredLabel>Website</RequiredLabel>}
              type="url"
              inputMode="url"
              placeholder="https://www.example.com"
              isRequired
              {...textField('website')}
            />
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.section} disabled={isPending}>
        <legend className={styles.legend}>Point of contact</legend>
        <div className={styles.grid}>
          <TextField name="poc_name" label="Point of contact name" value={values.poc_name} onChange={set('poc_name')} isDisabled={isPending} autoComplete="off" />
          <TextField
            name="poc_contact"
            label="Point of contact number"
            type="tel"
            {...textField('poc_contact')}
            autoComplete="off"
          />
        </div>
      </fieldset>

      <fieldset className={styles.section} disabled={isPending}>
        <legend className={styles.legend}>Comparables</legend>
        <div className={styles.grid}>
          <ChoiceSelect
            name="database_name"
            label="Comparables database"
            placeholder="Choose a database"
            options={databaseOptions}
            value={values.database_name || null}
            onChange={(key) => set('database_name')(String(key ?? ''))}
            isDisabled={isPending}
          />
          <ChoiceSelect
            name="database_region"
            label="Database region"
            placeholder="Choose a region"
            options={DATABASE_REGIONS}
            value={values.database_region || null}
            onChange={(key) => set('database_region')(String(key ?? ''))}
            isDisabled={isPending}
          />
          <div className={styles.wide}>
            <TextAreaField
              name="other_details"
              label="Other details"
              placeholder="Fiscal year end, intercompany agreements, anything the team should know"
              value={values.other_details}
              onChange={set('other_details')}
              isDisabled={isPending}
            />
          </div>
        </div>
      </fieldset>

      <FormFooter error={formError} submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
    </Form>
  );
}
