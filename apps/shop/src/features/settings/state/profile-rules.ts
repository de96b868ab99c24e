import {
  type EndpointRequest,
  parseRequest,
  type UserInfo,
  userProfile,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { firstIssueByField } from '../../../lib/field-issues'

export const PROFILE_FIELDS = ['nickname', 'email', 'mobile'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
export type ProfileValues = Record<ProfileField, string>
export type ProfileErrors = Partial<Record<ProfileField, ValidationMessageKey>>

export function profileValuesOf(user: Pick<UserInfo, ProfileField>): ProfileValues {
  return { nickname: user.nickname, email: user.email, mobile: user.mobile }
}

export type ProfileCheck =
  | { ok: true; input: EndpointRequest<typeof userProfile>; changed: boolean }
  | { ok: false; errors: ProfileErrors }

/**
 * shop-spec §5: a valid email and a valid mobile number; the given name must not be empty. Only
 * the fields that changed are sent (the call updates what it receives).
 */
export function checkProfile(values: ProfileValues, saved: ProfileValues): ProfileCheck {
  const input: EndpointRequest<typeof userProfile> = {}
  for (const field of PROFILE_FIELDS) {
    const value = values[field].trim()
    if (value !== saved[field]) input[field] = value
  }
  const parsed = parseRequest(userProfile, input)
  if (!parsed.ok) return { ok: false, errors: firstIssueByField(parsed.issues, PROFILE_FIELDS) }
  return { ok: true, input, changed: Object.keys(input).length > 0 }
}
