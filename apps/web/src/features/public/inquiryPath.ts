/**
 * The contract path of the inquiry call. The inquiry forms show their own errors (toast by the
 * spec's precedence plus field errors), so the app's error middleware must ignore this path:
 * `ignore: (schemaPath) => schemaPath === INQUIRY_PATH`. Kept in its own import-free module so
 * the app's start-up code can read it without loading the forms.
 */
export const INQUIRY_PATH = '/submitInquiry/';
