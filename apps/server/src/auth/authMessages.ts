// What sign-in, registration, password reset and invitations answer (spec sections 4 and 7).
export const AUTH_MESSAGES = {
  badCredentials: 'Unable to log in with the provided credentials.',
  emailTaken: 'An account with this e-mail already exists. Log in or reset your password.',
  noSession: 'Your session has ended. Please log in again.',
  reusedSession: 'This session was ended for your security. Please log in again.',
  loggedOut: 'You have been logged out.',
  resetRequested: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  resetInvalid: 'This reset link is invalid or has expired. Request a new one.',
  resetDone: 'Your password has been reset. You can now log in.',
  inviteInvalid: 'This invitation is invalid or has expired. Ask your administrator for a new one.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
} as const;
