import {
  type CallingRegion,
  composePhone,
  type EndpointRequest,
  parseRequest,
  userRegister,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { firstIssueByField } from '../../../lib/field-issues'

/** Issue #31: a shopper registers with an email or a mobile, one of the two. */
export type ContactKind = 'email' | 'mobile'

export const REGISTER_FIELDS = [
  'username',
  'contact',
  'email',
  'mobile',
  'password',
  'confirmPassword',
  'inviteCode',
  'terms',
] as const
export type RegisterField = (typeof REGISTER_FIELDS)[number]
export type RegisterErrors = Partial<Record<RegisterField, ValidationMessageKey>>

export interface RegisterValues {
  username: string
  contactKind: ContactKind
  email: string
  /** The national part; `region` is the picker's country. */
  mobile: string
  region: CallingRegion
  password: string
  confirmPassword: string
  inviteCode: string
  termsAgreed: boolean
}

export type RegisterCheck =
  | { ok: true; input: EndpointRequest<typeof userRegister> }
  | { ok: false; errors: RegisterErrors }

/**
 * The register form's request: only the chosen contact is sent (the contract refuses both or
 * neither), the mobile as E.164 from the picker and the national part. The terms are the form's
 * own rule (issue #31: "shows the terms", required), checked with the contract's rules so every
 * message shows at once, first per field.
 */
export function checkRegister(values: RegisterValues): RegisterCheck {
  const input = {
    username: values.username,
    ...(values.contactKind === 'email'
      ? { email: values.email }
      : { mobile: composePhone(values.region, values.mobile) }),
    password: values.password,
    confirmPassword: values.confirmPassword,
    inviteCode: values.inviteCode.trim() || undefined,
  }
  const parsed = parseRequest(userRegister, input)
  const errors: RegisterErrors = parsed.ok ? {} : firstIssueByField(parsed.issues, REGISTER_FIELDS)
  if (!values.termsAgreed) errors.terms = 'validation.termsRequired'
  if (parsed.ok && !errors.terms) return { ok: true, input: parsed.data }
  return { ok: false, errors }
}
