import { TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { FieldFooter, FieldLabel } from '../Field/Field.tsx';
import * as field from '../Field/Field.css.ts';
import * as styles from './TextAreaField.css.ts';

export interface TextAreaFieldProps extends Omit<TextFieldProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  rows?: number;
}

/** A multi-line text field with the shared label/description/error frame (no primitive exists yet). */
export function TextAreaField({ label, description, errorMessage, placeholder, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <TextField {...props} className={field.field}>
      <FieldLabel>{label}</FieldLabel>
      <TextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
