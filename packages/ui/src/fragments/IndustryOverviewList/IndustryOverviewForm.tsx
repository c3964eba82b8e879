import { INDUSTRIES, MESSAGES } from '@quartile/domain';
import { useState, type FormEvent } from 'react';
import { Button as RACButton, ComboBox, Form, Group, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { FormFooter } from '../../components/FormFooter/FormFooter.tsx';
import { FieldFooter, FieldLabel } from '../../components/Field/Field.tsx';
import * as field from '../../components/Field/Field.css.ts';
import * as pop from '../../components/Popover/Popover.css.ts';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons.tsx';
import { CountryPicker } from '../CountryPicker/index.ts';
import * as styles from './IndustryOverviewList.css.ts';
import { noOutline } from '../../styles/utilities.css.ts';

export interface IndustryOverviewInput {
  industry: string;
  country: string;
}

export interface IndustryOverviewFormProps {
  onSubmit: (input: IndustryOverviewInput) => void;
  onCancel?: () => void;
  isPending?: boolean;
  /** 'Failed to create industry overview. Please try again.' after a failed request. */
  formError?: string | null;
  fieldErrors?: Partial<Record<keyof IndustryOverviewInput, string>>;
}

const fold = (text: string) => text.trim().toLowerCase();

/** Industry from the list or typed in (a custom entry), and a country. Both are required. */
export function IndustryOverviewForm({ onSubmit, onCancel, isPending = false, formError, fieldErrors }: IndustryOverviewFormProps) {
  const [industry, setIndustry] = useState('');
  const [country, setCountry] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    industry: fieldErrors?.industry ?? (submitted && !industry.trim() ? MESSAGES.requiredField : undefined),
    country: fieldErrors?.country ?? (submitted && !country ? MESSAGES.requiredField : undefined),
  };
  const matches = INDUSTRIES.filter(
    (i) => !industry.trim() || fold(i.label).includes(fold(industry)) || INDUSTRIES.some((x) => fold(x.label) === fold(industry)),
  );
  const listed = INDUSTRIES.some((i) => fold(i.label) === fold(industry));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!industry.trim() || !country) return;
    onSubmit({ industry: industry.trim(), country });
  };

  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria" aria-busy={isPending}>
      <ComboBox
        className={field.field}
        items={matches}
        inputValue={industry}
        onInputChange={setIndustry}
        onSelectionChange={(key) => {
          if (key !== null) setIndustry(String(key));
        }}
        allowsCustomValue
        allowsEmptyCollection
        menuTrigger="focus"
        isDisabled={isPending}
        isInvalid={Boolean(errors.industry)}
      >
        <FieldLabel>Industry</FieldLabel>
        <Group className={field.inputGroup} isDisabled={isPending} isInvalid={Boolean(errors.industry)}>
          <Input className={field.input} placeholder="Choose from the list or type your own" />
          <RACButton className={styles.comboTrigger} aria-label="Show industries">
            <ChevronDownIcon />
          </RACButton>
        </Group>
        <FieldFooter
          description={
            industry.trim() && !listed
              ? 'A custom industry: the agent looks for these words in your companies’ own descriptions and sources.'
              : 'Listed industries come with the words their companies use about themselves.'
          }
          errorMessage={errors.industry}
        />
        <Popover className={pop.popover} offset={4}>
          <ListBox
            className={noOutline}
            renderEmptyState={() => (
              <div className={styles.comboEmpty}>No listed industry matches. Keep “{industry.trim()}” as a custom industry.</div>
            )}
          >
            {(item: (typeof INDUSTRIES)[number]) => (
              <ListBoxItem id={item.label} textValue={item.label} className={pop.item}>
                {({ isSelected }) => (
                  <>
                    <span>{item.label}</span>
                    {isSelected ? <CheckIcon className={pop.itemCheck} /> : null}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <CountryPicker
        value={country}
        onChange={(name) => setCountry(name)}
        isRequired
        isDisabled={isPending}
        isInvalid={Boolean(errors.country)}
        errorMessage={errors.country}
      />
      <FormFooter error={formError} submitLabel="Create overview" isPending={isPending} onCancel={onCancel} />
    </Form>
  );
}
