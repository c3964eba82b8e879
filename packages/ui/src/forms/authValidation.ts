// Client-side checks of the sign-in screens. The password rules mirror the server's policy
// (length and character mix) so people learn them before submitting; the server has the last word.
import { isValidEmail, MESSAGES, validateRequired } from '@quartile/domain';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULE_LENGTH = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_RULE_MIX = 'Use letters and at least one number or symbol.';
export const PASSWORDS_DIFFER = 'The passwords do not match.';
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with letters and a number or symbol.`;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function validateEmail(value: string): string | null {
  return validateRequired(value) ?? (isValidEmail(value) ? null : MESSAGES.invalidEmail);
}

export function validateNewPassword(value: string): string | null {
  if (validateRequired(value)) return MESSAGES.requiredField;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_RULE_LENGTH;
  if (!/[A-Za-z]/.test(value) || !/[^A-Za-z]/.test(value)) return PASSWORD_RULE_MIX;
  return null;
}

/** Keeps only the messages that are set. */
export function compact<K extends string>(errors: Record<K, string | null>): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) out[key] = message;
  }
  return out;
}
