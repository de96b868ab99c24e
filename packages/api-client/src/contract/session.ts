import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { count, listOf, noInput, nothing, timestamp } from './fields.js'

// /security: where the account is logged in, and "log out everywhere else".

/** A live login of the user. `id` is an opaque handle (never the token or its digest). */
export const sessionSchema = z.object({
  id: z.string(),
  /** The session making this request. */
  current: z.boolean(),
  createdAt: timestamp(),
  /** Last authenticated request (recorded at most once a minute); null until the first one. */
  lastUsedAt: z.nullable(timestamp()),
  expiresAt: timestamp(),
  /** The User-Agent of the last recorded request, when the client sent one. */
  userAgent: z.nullable(z.string()),
})
export type SessionInfo = z.infer<typeof sessionSchema>

export const userSessions = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/sessions',
  summary: 'Live logins of the account (current first, then most recently used)',
  auth: true,
  request: noInput(),
  response: listOf(sessionSchema),
})

export const userSessionRevoke = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/session_revoke',
  summary: 'Log out one other session by its id (an unknown id answers not found)',
  auth: true,
  request: z.object({
    id: z
      .string({ error: 'validation.idInvalid' })
      .check(z.regex(/^[0-9a-f]{16,64}$/, { error: 'validation.idInvalid' })),
  }),
  response: nothing(),
})

export const userSessionsRevokeOthers = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/session_revoke_others',
  summary: 'Log out everywhere else: revoke every other token of the user',
  auth: true,
  request: noInput(),
  response: z.object({ revoked: count() }),
})

/** Server README "Security": ends every session of the user (all tokens, chat tokens and open chat sockets). */
export const userLogoutAll = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/logout_all',
  summary: 'Revoke every token of the user (log out everywhere)',
  auth: true,
  request: noInput(),
  response: nothing(),
})
