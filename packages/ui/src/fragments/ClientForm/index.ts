export { ClientForm, type ClientFormProps } from './ClientForm.tsx';
export { TextAreaField, type TextAreaFieldProps } from '../../components/TextAreaField/TextAreaField.tsx';
export {
  clientToValues,
  validateClientValues,
  valuesToClientInput,
  COMPARABLE_DATABASES,
  DATABASE_REGIONS,
  type ClientFormErrors,
  type ClientFormValues,
} from './clientFormValues.ts';
