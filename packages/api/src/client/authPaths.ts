/** The calls that never carry a bearer token (spec section 7). */
export const AUTH_PATHS = ['/login/', '/register/', '/refreshToken/', '/password-reset/request/', '/password-reset/confirm/'] as const;

export type AuthPath = (typeof AUTH_PATHS)[number];

export function isAuthPath(schemaPath: string): schemaPath is AuthPath {
  return (AUTH_PATHS as readonly string[]).includes(schemaPath);
}
