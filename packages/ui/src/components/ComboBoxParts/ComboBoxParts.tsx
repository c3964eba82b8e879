// The inside of a searchable RAC ComboBox that the create forms and the country picker share: the input with its
// open button, and the popover of options with a check on the selected one. The ComboBox itself, its label and
// its footer stay with each field, which decide what is searched and how a choice is kept.
import type { ReactNode } from 'react';
import { Button as RACButton, Group, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons.tsx';
import * as comboBox from '../../styles/comboBox.css.ts';
import { noOutline } from '../../styles/utilities.css.ts';
import * as field from '../Field/Field.css.ts';
import * as pop from '../Popover/Popover.css.ts';

export interface ComboInputProps {
  placeholder: string;
  /** The open button's accessible name, e.g. "Show clients". */
  buttonLabel: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
}

/** The text box of a combo box with the chevron button that opens its options. */
export function ComboInput({ placeholder, buttonLabel, isDisabled, isInvalid }: ComboInputProps) {
  return (
    <Group className={field.inputGroup} isDisabled={isDisabled} isInvalid={isInvalid}>
      <Input className={field.input} placeholder={placeholder} />
      <RACButton className={comboBox.trigger} aria-label={buttonLabel}>
        <ChevronDownIcon />
      </RACButton>
    </Group>
  );
}

export interface ComboOptionsProps<T extends object> {
  /** What the popover says when nothing matches the typed text. */
  emptyText: ReactNode;
  /** One ComboOption per item of the ComboBox's `items`. */
  children: (item: T) => ReactNode;
}

/** The popover of a combo box's options. */
export function ComboOptions<T extends object>({ emptyText, children }: ComboOptionsProps<T>) {
  return (
    <Popover className={pop.popover} offset={4}>
      <ListBox<T> className={noOutline} renderEmptyState={() => <div className={comboBox.empty}>{emptyText}</div>}>
        {children}
      </ListBox>
    </Popover>
  );
}

export interface ComboOptionProps {
  id: string;
  textValue: string;
  children: ReactNode;
}

/** One option, with a check when it is the selected one. */
export function ComboOption({ id, textValue, children }: ComboOptionProps) {
  return (
    <ListBoxItem id={id} textValue={textValue} className={pop.item}>
      {({ isSelected }) => (
        <>
          {children}
          {isSelected ? <CheckIcon className={pop.itemCheck} /> : null}
        </>
      )}
    </ListBoxItem>
  );
}
