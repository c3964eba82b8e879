export {
  InquiryForm,
  type InquiryFieldErrors,
  type InquiryFormLabels,
  type InquiryFormProps,
  type InquiryFormValues,
} from './InquiryForm.tsx';
export { ThankYou, type ThankYouProps } from './ThankYou.tsx';
export { SchedulingWidget, type SchedulingWidgetProps, type WidgetAvailability } from './SchedulingWidget.tsx';
export { panel as inquiryPanel } from './InquiryForm.css.ts';
// The forms report results with the app's toasts (same queue as '@quartile/ui').
export { toast } from '../../components/Toast/toastQueue.ts';
