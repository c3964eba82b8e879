export { FarList, type FarListProps } from './FarList.tsx';
export { FarCreateForm, type FarCreateFormProps, type FarCreateInput, type FarClientOption } from './FarCreateForm.tsx';
