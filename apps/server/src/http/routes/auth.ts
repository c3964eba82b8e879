// Sign-in, registration, refresh, logout, password reset and invitation acceptance (spec sections 4 and 7).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptInvite } from '../../auth/acceptInvite.ts';
import { AUTH_MESSAGES } from '../../auth/authMessages.ts';
import { AUTH_REQUIRED_MESSAGE } from '../../auth/guard.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../auth/passwordReset.ts';
import { clearSessionCookie, presentedRefreshToken, revokePresented, rotateSession, startSession } from '../../auth/sessions.ts';
import { login, register, type StartSession } from '../../auth/signIn.ts';
import type { Config } from '../../config/config.ts';
import { HttpError } from '../context.ts';
import type { Handlers } from '../handlers.ts';
import { assertSameOrigin } from '../origin.ts';

/** Starts the session and sets its refresh cookie on this reply. */
const sessionOn =
  (config: Config, reply: FastifyReply): StartSession =>
  (sql, userId) =>
    startSession(sql, config, reply, userId);

const hasBearerToken = (request: FastifyRequest): boolean => /^Bearer \S/.test(request.headers.authorization ?? '');

export const authHandlers = {
  async login(request, reply, ctx) {
    const { email, password } = request.body;
    return login(ctx, email, password, sessionOn(ctx.config, reply));
  },

  async register(request, reply, ctx) {
    const session = await register(ctx, request.body, sessionOn(ctx.config, reply));
    reply.code(201);
    return session;
  },

  async refreshToken(request, reply, ctx) {
    assertSameOrigin(request, ctx.config);
    const presented = presentedRefreshToken(request);
    if (!presented) throw new HttpError(401, AUTH_MESSAGES.noSession);
    const result = await ctx.database.transaction((sql) => rotateSession(sql, ctx.config, reply, presented));
    if (result.kind === 'ok') return result.session;
    clearSessionCookie(ctx.config, reply);
    throw new HttpError(401, result.kind === 'reused' ? AUTH_MESSAGES.reusedSession : AUTH_MESSAGES.noSession);
  },

  async logout(request, reply, ctx) {
    assertSameOrigin(request, ctx.config);
    const presented = presentedRefreshToken(request);
    // The contract secures logout with a bearer token or the refresh cookie: with neither, 401.
    // A bearer token only has to be present, not valid: a browser whose access token has expired
    // must still be able to sign out (nothing is revoked without a cookie anyway).
    if (!presented && !hasBearerToken(request)) throw new HttpError(401, AUTH_REQUIRED_MESSAGE);
    if (presented) await revokePresented(ctx.database.sql, presented);
    clearSessionCookie(ctx.config, reply);
    return { message: AUTH_MESSAGES.loggedOut };
  },

  async requestPasswordReset(request, _reply, ctx) {
    return requestPasswordReset(ctx, request.body.email);
  },

  async confirmPasswordReset(request, _reply, ctx) {
    return confirmPasswordReset(ctx, request.body);
  },

  async acceptInvite(request, reply, ctx) {
    return acceptInvite(ctx, request.body, sessionOn(ctx.config, reply));
  },
} satisfies Handlers;
