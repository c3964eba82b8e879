// Bearer authentication for operations whose contract security requires `bearerAuth`.
// Answers 401 for a missing, invalid or expired token, or a user that no longer exists.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { verifyAccessToken } from './accessToken.ts';
import { ForbiddenError, UnauthenticatedError } from '../errors.ts';

export interface AuthContext {
  readonly userId: string;
  readonly firmId: string;
  readonly isEmployee: boolean;
  readonly role: 'owner' | 'admin' | 'member';
  readonly features: { readonly benchmarking: boolean; readonly industryOverview: boolean };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const AUTH_REQUIRED_MESSAGE = 'Authentication credentials were not provided or have expired.';

export async function authenticate(request: FastifyRequest, ctx: AppContext): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
  const claims = token ? await verifyAccessToken(ctx.config.secrets.jwtSecret, token) : null;
  if (!claims) throw new UnauthenticatedError(AUTH_REQUIRED_MESSAGE);
  const [row] = await ctx.database.sql.query<{ is_employee: boolean; role: AuthContext['role']; benchmarking: boolean; industry_overview: boolean }>(
    `select u.is_employee, u.role, f.feature_benchmarking_enabled as benchmarking, f.feature_industry_overview_enabled as industry_overview
     from users u join firms f on f.id = u.firm_id where u.id = $1 and u.firm_id = $2`,
    [claims.userId, claims.firmId],
  );
  if (!row) throw new UnauthenticatedError(AUTH_REQUIRED_MESSAGE);
  return {
    userId: claims.userId,
    firmId: claims.firmId,
    isEmployee: row.is_employee,
    role: row.role,
    features: { benchmarking: row.benchmarking, industryOverview: row.industry_overview },
  };
}

/** The signed-in caller; handlers of bearer-secured operations can rely on it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthenticatedError(AUTH_REQUIRED_MESSAGE);
  return request.auth;
}

export function requireEmployee(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.isEmployee) throw new ForbiddenError('This is available to employees of the firm only.');
  return auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.role === 'member') throw new ForbiddenError('Only a firm administrator can do this.');
  return auth;
}

/** Benchmarks are for employees of firms whose benchmarking is not switched off (spec section 6). */
export function requireBenchmarking(request: FastifyRequest): AuthContext {
  const auth = requireEmployee(request);
  if (!auth.features.benchmarking) throw new ForbiddenError('Benchmarking is not enabled for your firm.');
  return auth;
}
