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
