import { parseRequest, userLogin, type ValidationMessageKey } from '@crossmart/api-client'

/** shop-spec §2: log in with an account, an email or a phone number, and a password. */
export const LOGIN_MODES = ['account', 'email', 'phone'] as const
export type LoginMode = (typeof LOGIN_MODES)[number]

export interface LoginValues {
  account: string
  password: string
}

export type LoginErrors = Partial<Record<keyof LoginValues, ValidationMessageKey>>

/** The same shapes the contract checks for email and mobile on register (api-client fields.ts). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MOBILE_PATTERN = /^\+?\d{6,15}$/

/**
 * shop-spec §5 login rules: account and password are required; an email must be valid; a valid
 * mobile number is required. The contract's own rules (required fields) run first.
 */
export function validateLogin(mode: LoginMode, values: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  const parsed = parseRequest(userLogin, values)
  if (!parsed.ok) {
    for (const issue of parsed.issues) {
      const field = issue.path as keyof LoginValues
      if ((field === 'account' || field === 'password') && !errors[field]) errors[field] = issue.messageKey
    }
  }
  const account = values.account.trim()
  if (!errors.account && mode === 'email' && !EMAIL_PATTERN.test(account))
    errors.account = 'validation.emailInvalid'
  if (!errors.account && mode === 'phone' && !MOBILE_PATTERN.test(account))
    errors.account = 'validation.mobileInvalid'
  return errors
}
