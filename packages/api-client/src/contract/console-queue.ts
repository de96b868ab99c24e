import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { int, key } from './fields.js'
import { requiredText } from './input-fields.js'

// Issue #29 queue control (server README "Queue control"): conversation states, staff availability,
// automatic assignment and the shop's business hours and away messages.

/** open, pending (waiting on the shopper), snoozed until a time, resolved. */
export const CONVERSATION_STATES = ['open', 'pending', 'snoozed', 'resolved'] as const
export type ConversationState = (typeof CONVERSATION_STATES)[number]

/** The inbox's state filter: one state, or every state. */
export const INBOX_STATE_FILTERS = ['any', ...CONVERSATION_STATES] as const
export type InboxStateFilter = (typeof INBOX_STATE_FILTERS)[number]

/** What a staff member chose; offline also when the last console socket closed a grace period ago. */
export const AVAILABILITIES = ['online', 'busy', 'offline'] as const
export type Availability = (typeof AVAILABILITIES)[number]

/** The languages an away message may be written in (shop-spec §9). */
export const AWAY_LANGUAGES = ['en', 'zh', 'jp', 'kor', 'tai'] as const
export type AwayLanguage = (typeof AWAY_LANGUAGES)[number]

/** The most conversations a member may be given automatically, and the longest no-answer time. */
export const MEMBER_LIMIT_MAX = 100
export const NO_ANSWER_MINUTES_MAX = 24 * 60
export const AWAY_TEXT_MAX = 500
const MINUTES_PER_DAY = 24 * 60

export const conversationStateSchema = z.object({
  channelId: z.string(),
  state: z.enum(CONVERSATION_STATES),
  /** Milliseconds since the epoch the snooze ends; null unless snoozed. */
  snoozedUntil: z.nullable(z.int()),
})
export type ConversationStateView = z.infer<typeof conversationStateSchema>

export const consoleConversationState = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/conversation_state',
  summary: 'Set a conversation open, pending, snoozed (until a time) or resolved',
  auth: true,
  audience: 'console',
  request: z.object({
    channelId: requiredText('validation.idInvalid', 128),
    state: z.enum(CONVERSATION_STATES, { error: 'validation.statusInvalid' }),
    /** snoozed: milliseconds since the epoch, in the future. */
    snoozedUntil: z.optional(int('validation.invalid', Number.MAX_SAFE_INTEGER)),
  }),
  response: conversationStateSchema,
})

export const availabilitySchema = z.object({ status: z.enum(AVAILABILITIES) })

export const consoleAvailability = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/availability',
  summary: "The console user's availability",
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: availabilitySchema,
})

export const consoleAvailabilitySet = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/availability_set',
  summary: 'Set the console user online, busy or offline (offline returns their conversations to the queue)',
  auth: true,
  audience: 'console',
  request: z.object({ status: z.enum(AVAILABILITIES, { error: 'validation.statusInvalid' }) }),
  response: availabilitySchema,
})

/** One opening range: a weekday (0 = Sunday) from `from` to `to` minutes after local midnight. */
export const openingRangeSchema = z
  .object({
    day: z.int().check(z.gte(0, key('validation.invalid')), z.lte(6, key('validation.invalid'))),
    from: z
      .int()
      .check(z.gte(0, key('validation.invalid')), z.lt(MINUTES_PER_DAY, key('validation.invalid'))),
    to: z.int().check(z.gt(0, key('validation.invalid')), z.lte(MINUTES_PER_DAY, key('validation.invalid'))),
  })
  .check(z.refine((range) => range.from < range.to, key('validation.invalid')))
export type OpeningRange = z.infer<typeof openingRangeSchema>

const awayTexts = z.partialRecord(
  z.enum(AWAY_LANGUAGES),
  z.string().check(z.trim(), z.maxLength(AWAY_TEXT_MAX, key('validation.invalid'))),
)

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

export const queueSettingsSchema = z.object({
  timeZone: z.string().check(z.refine(isTimeZone, key('validation.invalid'))),
  /** Opening ranges; none = always open. */
  hours: z.array(openingRangeSchema).check(z.maxLength(7 * 4, key('validation.invalid'))),
  /** The away message per language the shop wrote; the default text for the others. */
  awayTexts,
  memberLimit: z
    .int()
    .check(z.gte(1, key('validation.invalid')), z.lte(MEMBER_LIMIT_MAX, key('validation.invalid'))),
  noAnswerMinutes: z
    .int()
    .check(z.gte(1, key('validation.invalid')), z.lte(NO_ANSWER_MINUTES_MAX, key('validation.invalid'))),
})
export type QueueSettings = z.infer<typeof queueSettingsSchema>

export const consoleQueueSettings = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/queue_settings',
  summary: "The service's business hours, away messages, per-member limit and no-answer time",
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: queueSettingsSchema,
})

export const consoleQueueSettingsSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/queue_settings_save',
  summary: "Save the service's queue settings",
  auth: true,
  audience: 'console',
  request: queueSettingsSchema,
  response: queueSettingsSchema,
})
