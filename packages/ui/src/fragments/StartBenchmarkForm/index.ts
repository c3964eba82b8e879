export {
  StartBenchmarkForm,
  FINANCIAL_YEARS,
  YEARS_REQUIRED,
  validateStartBenchmark,
  type ClientOption,
  type StartBenchmarkErrors,
  type StartBenchmarkFormProps,
} from './StartBenchmarkForm.tsx';
