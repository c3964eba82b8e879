export {
  ComboInput,
  ComboOption,
  ComboOptions,
  type ComboInputProps,
  type ComboOptionProps,
  type ComboOptionsProps,
} from './ComboBoxParts.tsx';
