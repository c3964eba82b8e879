import type { BenchmarkCreate } from '@quartile/api';
import { MESSAGES, validateRequired } from '@quartile/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckboxGroup, ComboBox, FieldError, Form, Text, type Key } from 'react-aria-components';
import { FormFooter } from '../../components/FormFooter/FormFooter.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { FieldFooter, FieldLabel } from '../../components/Field/Field.tsx';
import * as field from '../../components/Field/Field.css.ts';
import { ComboInput, ComboOption, ComboOptions } from '../../components/ComboBoxParts/ComboBoxParts.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as formStyles from '../../styles/form.css.ts';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import * as styles from './StartBenchmarkForm.css.ts';

/** Financial years of interest: the spec's range, 2010 to 2029. */
export const FINANCIAL_YEARS: readonly number[] = Array.from({ length: 20 }, (_, i) => 2010 + i);
export const YEARS_REQUIRED = 'Choose at least one financial year.';

export interface ClientOption {
  id: string;
  name: string;
  country?: string;
}

type Field = 'client_id' | 'name' | 'tested_party_description' | 'start_date' | 'financial_years';
export type StartBenchmarkErrors = Partial<Record<Field, string>>;

export interface StartBenchmarkFormProps {
  /** Clients matching the picker's text (the page searches the server). */
  clientOptions: readonly ClientOption[];
  onClientSearchChange?: (text: string) => void;
  isLoadingClients?: boolean;
  /** Preselected client (starting from a client's page). */
  defaultClient?: ClientOption | null;
  /** 'YYYY-MM-DD'; the start date defaults to it. */
  today: string;
  onSubmit: (input: BenchmarkCreate) => void;
  onCancel?: () => void;
  isPending?: boolean;
  formError?: string | null;
  fieldErrors?: StartBenchmarkErrors;
}

interface Values {
  client: ClientOption | null;
  name: string;
  tested_party_description: string;
  start_date: string;
  financial_years: number[];
}

export function validateStartBenchmark(v: Values): StartBenchmarkErrors {
  const errors: StartBenchmarkErrors = {};
  if (!v.client) errors.client_id = MESSAGES.requiredField;
  const name = validateRequired(v.name);
  if (name) errors.name = name;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.start_date)) errors.start_date = MESSAGES.requiredField;
  if (v.financial_years.length === 0) errors.financial_years = YEARS_REQUIRED;
  return errors;
}

function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={formStyles.required} aria-hidden="true">
        *
      </span>
    </>
  );
}

/** Start a benchmark: client, name, tested party, start date and the financial years of interest. */
export function StartBenchmarkForm({
  clientOptions,
  onClientSearchChange,
  isLoadingClients = false,
  defaultClient = null,
  today,
  onSubmit,
  onCancel,
  isPending = false,
  formError,
  fieldErrors,
}: StartBenchmarkFormProps) {
  const [values, setValues] = useState<Values>({
    client: defaultClient,
    name: '',
    tested_party_description: '',
    start_date: today,
    financial_years: [],
  });
  const [clientText, setClientText] = useState(defaultClient?.name ?? '');
  const [submitted, setSubmitted] = useState(false);
  const errors: StartBenchmarkErrors = { ...fieldErrors, ...(submitted ? validateStartBenchmark(values) : {}) };
  /** A text field's value, change, disabled state and message. */
  const textField = (key: 'name' | 'tested_party_description' | 'start_date') => ({
    value: values[key],
    onChange: (text: string) => setValues((v) => ({ ...v, [key]: text })),
    isDisabled: isPending,
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key],
  });

  // Keep the chosen client listed even when the server's matches for the text leave it out.
  const options = values.client && !clientOptions.some((c) => c.id === values.client?.id) ? [values.client, ...clientOptions] : clientOptions;

  const chooseClient = (key: Key | null) => {
    const client = options.find((c) => c.id === key) ?? null;
    setValues((v) => ({ ...v, client }));
    if (client) setClientText(client.name);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = validateStartBenchmark(values);
    if (Object.keys(problems).length > 0 || !values.client) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSubmit({
      client_id: values.client.id,
      name: values.name.trim(),
      tested_party_description: values.tested_party_description.trim(),
      start_date: values.start_date,
      financial_years: [...values.financial_years].sort((a, b) => a - b),
    });
  };

  return (
    <Form className={formStyles.form} onSubmit={submit} validationBehavior="aria" aria-busy={isPending}>
      <ComboBox<ClientOption>
        className={field.field}
        name="client_id"
        items={options}
        selectedKey={values.client?.id ?? null}
        onSelectionChange={chooseClient}
        inputValue={clientText}
        onInputChange={(text) => {
          setClientText(text);
          if (values.client && text !== values.client.name) setValues((v) => ({ ...v, client: null }));
          onClientSearchChange?.(text);
        }}
        menuTrigger="input"
        allowsEmptyCollection
        isRequired
        isDisabled={isPending}
        isInvalid={Boolean(errors.client_id)}
      >
        <FieldLabel>
          <RequiredLabel>Client</RequiredLabel>
        </FieldLabel>
        <ComboInput placeholder="Search clients by name" buttonLabel="Show clients" isDisabled={isPending} isInvalid={Boolean(errors.client_id)} />
        <FieldFooter errorMessage={errors.client_id} />
        <ComboOptions<ClientOption>
          emptyText={isLoadingClients ? 'Searching clients…' : `No client matches “${clientText}”. Add it in the Vault first.`}
        >
          {(c) => (
            <ComboOption id={c.id} textValue={c.name}>
              <span className={styles.clientItem}>
                <span>{c.name}</span>
                {c.country ? <span className={styles.clientMeta}>{c.country}</span> : null}
              </span>
            </ComboOption>
          )}
        </ComboOptions>
      </ComboBox>

      <TextField
        name="name"
        label={<RequiredLabel>Benchmark name</RequiredLabel>}
        placeholder="e.g. Nordic limited-risk distributor FY2021–2023"
        isRequired
        {...textField('name')}
      />

      <TextAreaField
        name="tested_party_description"
        label="Tested party description"
        description="Functions performed, assets used and risks assumed. The analysts can draft accept and reject criteria from it."
        rows={4}
        {...textField('tested_party_description')}
      />

      <TextField
        name="start_date"
        type="date"
        label={<RequiredLabel>Start date</RequiredLabel>}
        isRequired
        {...textField('start_date')}
      />

      <CheckboxGroup
        className={styles.years}
        name="financial_years"
        value={values.financial_years.map(String)}
        onChange={(years) => setValues((v) => ({ ...v, financial_years: years.map(Number) }))}
        isRequired
        isDisabled={isPending}
        isInvalid={Boolean(errors.financial_years)}
      >
        <div className={styles.yearsHeader}>
          <FieldLabel>
            <RequiredLabel>Financial years of interest</RequiredLabel>
          </FieldLabel>
          <span className={styles.count} aria-live="polite">
            {values.financial_years.length === 0 ? 'None selected' : `${values.financial_years.length} selected`}
          </span>
        </div>
        <div className={styles.yearGrid}>
          {FINANCIAL_YEARS.map((year) => (
            <Checkbox key={year} value={String(year)}>
              {String(year)}
            </Checkbox>
          ))}
        </div>
        <Text slot="description" className={field.description}>
          The years whose financial data the study compares, 2010 to 2029.
        </Text>
        <FieldError className={field.fieldError}>{errors.financial_years}</FieldError>
      </CheckboxGroup>

      <FormFooter error={formError} submitLabel="Start benchmark" isPending={isPending} onCancel={onCancel} />
    </Form>
  );
}
