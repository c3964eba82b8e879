/**
 * Public routes (product-spec §2 "Routes treated as public"): no refresh is attempted on load
 * for these paths or any subpath of them: /, /login, /register, /resetPassword, /forgot-password,
 * /reset-password-confirm, /about, /contact, /careers, /products, /pricing. Any other path is
 * protected. "/" matches only itself (otherwise every path would be public). Subpath means the
 * prefix followed by "/"; "/aboutus" is not a subpath of "/about". Query string and hash are
 * ignored, as is a trailing slash.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/resetPassword',
  '/forgot-password',
  '/reset-password-confirm',
  '/about',
  '/contact',
  '/careers',
  '/products',
  '/pricing',
] as const;

/** Marketing pages flagged public for styling (§2 "Public pages"). */
export const MARKETING_ROUTES = ['/', '/products', '/benchmarking', '/pricing', '/about', '/contact', '/careers', '/privacy-policy', '/terms-of-service'] as const;

function normalize(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '') || '/';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

export function isPublicRoute(path: string): boolean {
  const p = normalize(path);
  return PUBLIC_ROUTES.some((r) => (r === '/' ? p === '/' : p === r || p.startsWith(`${r}/`)));
}

export function isMarketingRoute(path: string): boolean {
  const p = normalize(path);
  return (MARKETING_ROUTES as readonly string[]).includes(p);
}
