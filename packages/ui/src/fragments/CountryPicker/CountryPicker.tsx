import { useMemo, useState, type ReactNode } from 'react';
import { ComboBox, type ComboBoxProps, type Key } from 'react-aria-components';
import { FieldFooter, FieldLabel } from '../../components/Field/Field.tsx';
import * as field from '../../components/Field/Field.css.ts';
import { ComboInput, ComboOption, ComboOptions } from '../../components/ComboBoxParts/ComboBoxParts.tsx';
import { COUNTRIES, countryMatches, findCountry, type Country } from './countries.ts';
import * as styles from './CountryPicker.css.ts';

export interface CountryPickerProps
  extends Omit<ComboBoxProps<Country>, 'children' | 'items' | 'selectedKey' | 'onSelectionChange' | 'inputValue' | 'onInputChange' | 'defaultFilter' | 'value' | 'onChange' | 'defaultValue'> {
  label?: ReactNode;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** The selected country's English name (what the API stores), or '' for none. */
  value: string;
  onChange: (name: string, country: Country | null) => void;
}

/** A searchable ISO 3166 country field (RAC ComboBox): type a name, an alias (UAE) or a code (AE). */
export function CountryPicker({ label = 'Country', description, errorMessage, placeholder = 'Search countries', value, onChange, ...props }: CountryPickerProps) {
  const selected = findCountry(value);
  const [input, setInput] = useState(selected?.name ?? value);
  const [lastValue, setLastValue] = useState(value);
  // Follow a value set from outside (a reset or an edit form loading).
  if (value !== lastValue) {
    setLastValue(value);
    setInput(findCountry(value)?.name ?? value);
  }
  const showAll = selected !== undefined && input === selected.name;
  const items = useMemo(() => (showAll ? COUNTRIES : COUNTRIES.filter((c) => countryMatches(c, input))), [input, showAll]);

  const select = (key: Key | null) => {
    const country = key === null ? null : (COUNTRIES.find((c) => c.code === key) ?? null);
    if (country) setInput(country.name);
    if (country?.name !== value) onChange(country?.name ?? '', country);
  };

  return (
    <ComboBox<Country>
      {...props}
      className={field.field}
      items={items}
      selectedKey={selected?.code ?? null}
      onSelectionChange={select}
      inputValue={input}
      onInputChange={(text) => {
        setInput(text);
        if (text === '' && value !== '') onChange('', null);
      }}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <FieldLabel>{label}</FieldLabel>
      <ComboInput placeholder={placeholder} buttonLabel="Show countries" isDisabled={props.isDisabled} isInvalid={props.isInvalid} />
      <FieldFooter description={description} errorMessage={errorMessage} />
      <ComboOptions<Country> emptyText={<>No country matches “{input}”.</>}>
        {(country) => (
          <ComboOption id={country.code} textValue={country.name}>
            <span>{country.name}</span>
            <span className={styles.code} aria-hidden="true">
              {country.code}
            </span>
          </ComboOption>
        )}
      </ComboOptions>
    </ComboBox>
  );
}
