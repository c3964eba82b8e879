import {
  Button as RACButton,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../../icons/icons.tsx';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as field from '../Field/Field.css.ts';
import { clearButton, root } from './SearchField.css.ts';

export interface SearchFieldProps extends RACSearchFieldProps, FieldChromeProps {
  placeholder?: string;
}

/** Search input with a clear button; Escape clears, Enter submits (`onSubmit`). */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={composeClass(root, className)}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={field.inputGroup} isDisabled={props.isDisabled}>
        <span className={field.adornment}>
          <SearchIcon />
        </span>
        <Input className={field.input} placeholder={placeholder} />
        <RACButton className={[field.inlineButton, clearButton].join(' ')} aria-label="Clear search">
          <CloseIcon size={14} />
        </RACButton>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACSearchField>
  );
}

function composeClass(base: string, extra: RACSearchFieldProps['className']): RACSearchFieldProps['className'] {
  if (typeof extra === 'function') return (state) => [base, extra(state)].join(' ');
  return [base, extra].filter(Boolean).join(' ');
}

