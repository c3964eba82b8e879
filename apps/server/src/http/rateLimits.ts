// Per-operation rate limits for the calls an attacker would hammer: sign-in, registration,
// password reset, invitations and the public forms. Config.rateLimitScale (RATE_LIMIT_SCALE)
// multiplies them, for test suites that sign in many times from one address.

const LIMITS: Record<string, { max: number; timeWindow: string }> = {
  login: { max: 10, timeWindow: '1 minute' },
  register: { max: 5, timeWindow: '1 minute' },
  refreshToken: { max: 60, timeWindow: '1 minute' },
  requestPasswordReset: { max: 5, timeWindow: '1 minute' },
  confirmPasswordReset: { max: 10, timeWindow: '1 minute' },
  acceptInvite: { max: 10, timeWindow: '1 minute' },
  changePassword: { max: 10, timeWindow: '1 minute' },
  submitInquiry: { max: 5, timeWindow: '1 minute' },
  submitSupportRequest: { max: 5, timeWindow: '1 minute' },
};

export function rateLimitFor(operationId: string, scale = 1): { max: number; timeWindow: string } | null {
  const limit = LIMITS[operationId];
  return limit ? { ...limit, max: Math.max(1, Math.round(limit.max * scale)) } : null;
}
