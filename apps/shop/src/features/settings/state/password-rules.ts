import {
  type EndpointRequest,
  parseRequest,
  userResetPwd,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { firstIssueByField } from '../../../lib/field-issues'

export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const
export type PasswordField = (typeof PASSWORD_FIELDS)[number]
export type PasswordValues = Record<PasswordField, string>
export type PasswordErrors = Partial<Record<PasswordField, ValidationMessageKey>>

export const EMPTY_PASSWORDS: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' }

export type PasswordCheck =
  | { ok: true; input: EndpointRequest<typeof userResetPwd> }
  | { ok: false; errors: PasswordErrors }

/**
 * shop-spec §5 password: at least 6 characters, the new one differs from the old one, the two
 * entries match. The contract's schema holds the rules (the server checks the same).
 */
export function checkPasswordChange(values: PasswordValues): PasswordCheck {
  const parsed = parseRequest(userResetPwd, values)
  if (parsed.ok) return { ok: true, input: values }
  return { ok: false, errors: firstIssueByField(parsed.issues, PASSWORD_FIELDS) }
}
