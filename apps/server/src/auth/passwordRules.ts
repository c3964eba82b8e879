// Refuses a weak password with the problems under the form's field.
import { ValidationError } from '../errors.ts';
import { passwordProblems } from './passwords.ts';

export function assertPassword(password: string, context: Parameters<typeof passwordProblems>[1], field = 'password'): void {
  const problems = passwordProblems(password, context);
  if (problems.length) throw new ValidationError(problems[0] ?? 'Choose a stronger password.', { [field]: problems });
}
