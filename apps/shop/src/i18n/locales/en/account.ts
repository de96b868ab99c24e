/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `account`, log in, register, forgot password.
 * Every other language has exactly these keys (`Strings<'account'>`, i18n/locales.test.ts).
 */
export const strings = {
  account: 'Account, email or phone',
  accountPlaceholder: 'Enter account, email or phone',
  password: 'Password',
  passwordPlaceholder: 'Enter password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  login: 'Log in',
  loggingIn: 'Logging in…',
  loginSuccess: 'Welcome back',
  register: 'Register',
  registering: 'Registering…',
  registerSuccess: 'Account created',
  forgotPassword: 'Forgot password?',
  noAccount: 'No account yet? Register',
  haveAccount: 'Already registered? Log in',
  username: 'Account',
  email: 'Email',
  mobile: 'Mobile phone',
  confirmPassword: 'Confirm password',
  inviteCode: 'Invitation code (optional)',
  clear: 'Clear',
  forgotIntro:
    'For your security, a login password is reset by customer service. Contact customer service with your account name and the email or phone number you registered with.',
  forgotSteps: 'After the reset, log in with the new password and change it under Security.',
  backToLogin: 'Back to log in',
}
