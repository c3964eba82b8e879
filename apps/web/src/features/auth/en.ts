export const en = {
  title: {
    login: 'Log in',
    register: 'Create account',
    forgotPassword: 'Reset your password',
    resetPassword: 'Choose a new password',
    acceptInvite: 'Accept your invitation',
  },
  welcome: 'Welcome to Quartile, {{name}}.',
  joined: 'Welcome to {{firm}}, {{name}}.',
} as const;
