// argon2id hashes and the password policy. Messages are shown to people as they are.
import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN_LENGTH = 10;

// Parameters in line with OWASP's argon2id guidance (19 MiB, 2 iterations, 1 lane).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const COMMON_PASSWORDS = new Set(['password123', 'password1234', '1234567890', 'qwertyuiop', 'letmein123', 'welcome123', 'iloveyou12', 'adminadmin', 'changeme123']);

/** Returns the policy's complaints about a password (empty when it is acceptable). */
export function passwordProblems(password: string, context: { email?: string; firstName?: string; lastName?: string } = {}): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (!/[A-Za-z]/.test(password) || !/[^A-Za-z]/.test(password)) problems.push('Use letters and at least one number or symbol.');
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) problems.push('This password is too common.');
  const personal = [context.email?.split('@')[0], context.firstName, context.lastName].filter((p): p is string => !!p && p.length >= 3);
  if (personal.some((p) => lower.includes(p.toLowerCase()))) problems.push('Do not use your name or e-mail address in the password.');
  return problems;
}
