export { ChoiceSelect, Select, SelectItem, type ChoiceSelectProps, type SelectProps } from './Select.tsx';
