import * as z from 'zod/mini'
import { LANGUAGES } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { cents, idValue, noInput, nothing, timestamp } from './fields.js'
import { userGetUserInfoRoute, userLogoutRoute } from './first-view-routes.js'

/** shop-spec §3 User: the user-info object loaded after login. */
export const userInfoSchema = z.object({
  id: idValue(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  balanceCents: cents(),
  /** shop-spec §4: when false, paying shows "You have not set payment password" with go-setting. */
  payCodeSet: z.boolean(),
  language: z.enum(LANGUAGES),
  createdAt: timestamp(),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const userGetUserInfo = /*#__PURE__*/ defineEndpoint({
  ...userGetUserInfoRoute,
  request: noInput(),
  response: userInfoSchema,
})

export const userLogout = /*#__PURE__*/ defineEndpoint({
  ...userLogoutRoute,
  request: noInput(),
  response: nothing(),
})
