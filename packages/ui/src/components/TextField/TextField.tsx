import { useState } from 'react';
import {
  Button as RACButton,
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons/icons.tsx';
import { FieldFooter, FieldLabel, type FieldChromeProps } from '../Field/Field.tsx';
import * as field from '../Field/Field.css.ts';
import { root } from './TextField.css.ts';

export interface TextFieldProps extends RACTextFieldProps, FieldChromeProps {
  placeholder?: string;
  /** Adds a show/hide button; the field starts masked. Use with `type="password"`. */
  revealable?: boolean;
}

export function TextField({ label, description, errorMessage, placeholder, revealable, type, className, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;
  return (
    <RACTextField {...props} type={inputType} className={[root, className].filter(Boolean).join(' ')}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={field.inputGroup} isDisabled={props.isDisabled} isInvalid={props.isInvalid}>
        <Input className={field.input} placeholder={placeholder} />
        {revealable ? (
          <RACButton
            className={field.inlineButton}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            isDisabled={props.isDisabled}
            onPress={() => setRevealed((v) => !v)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </RACButton>
        ) : null}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
