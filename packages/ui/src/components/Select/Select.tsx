import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons.tsx';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as pop from '../Popover/Popover.css.ts';
import * as styles from './Select.css.ts';

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children'>, FieldChromeProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

export function Select<T extends object>({ label, description, errorMessage, items, children, className, ...props }: SelectProps<T>) {
  return (
    <RACSelect {...props} className={[styles.root, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <RACButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </RACButton>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={pop.popover} offset={4}>
        <ListBox items={items} style={{ outline: 'none' }}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export function SelectItem(props: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={pop.item}>
      {(state) => (
        <>
          <span style={{ flex: 1 }}>{typeof props.children === 'function' ? props.children(state) : props.children}</span>
          {state.isSelected ? <CheckIcon className={pop.itemCheck} /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

export interface ChoiceSelectProps<K extends string> extends Omit<SelectProps<object>, 'children' | 'items' | 'selectedKey' | 'onSelectionChange' | 'value' | 'onChange'> {
  /** The choices, in their order. */
  options: readonly K[];
  /** Each choice's text; the choice itself by default. */
  optionLabel?: (option: K) => string;
  /** The chosen one; null for none yet (the placeholder shows). */
  value: K | null;
  onChange: (value: K | null) => void;
}

/** A Select over a fixed list of string choices (a region, a method, a reason). */
export function ChoiceSelect<K extends string>({ options, optionLabel = (option) => option, value, onChange, ...props }: ChoiceSelectProps<K>) {
  return (
    <Select {...props} selectedKey={value} onSelectionChange={(key) => onChange(key as K | null)}>
      {options.map((option) => (
        <SelectItem key={option} id={option}>
          {optionLabel(option)}
        </SelectItem>
      ))}
    </Select>
  );
}
