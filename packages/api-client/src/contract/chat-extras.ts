import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { count, int, listOf } from './fields.js'

// The provider callbacks of chat-spec §7 beyond sync messages, conversations, message read and
// upload: message extras (revoke, edit, read counts), conversation extras, reminders, channel info
// and subscribers (server README "Chat"). Versions only grow (one sequence per server).

/*#__NO_SIDE_EFFECTS__*/
const channelFields = () => ({
  channelId: z
    .string({ error: 'validation.invalid' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.invalid' }),
      z.maxLength(128, { error: 'validation.invalid' }),
    ),
  channelType: int('validation.invalid').check(z.gte(1, { error: 'validation.invalid' })),
})

/*#__NO_SIDE_EFFECTS__*/
const version = () =>
  z._default(
    int('validation.invalid', Number.MAX_SAFE_INTEGER).check(z.gte(0, { error: 'validation.invalid' })),
    0,
  )

/** A 64-bit message id as a decimal string (chat-spec §3 messageID). */
/*#__NO_SIDE_EFFECTS__*/
const messageId = () =>
  z
    .string({ error: 'validation.invalid' })
    .check(z.regex(/^[1-9][0-9]{0,18}$/, { error: 'validation.invalid' }))

/** How long after sending a message its sender may still revoke it (seconds). */
export const CHAT_REVOKE_WINDOW_SECONDS = 120
/** How long after sending a message its sender may still edit it: the revoke window (issue #32). */
export const CHAT_EDIT_WINDOW_SECONDS = CHAT_REVOKE_WINDOW_SECONDS
/** The longest edited content (JSON text of the new content). */
export const CHAT_EDIT_MAX_CHARS = 4000
/**
 * The longest text message, for shoppers and staff alike (issue #44: a 20,000-character reply went
 * out as one bubble). Below the edit limit, so any message sent can still be edited.
 */
export const CHAT_TEXT_MAX_CHARS = 3000

/** chat-spec §3 remoteExtra of one message; `contentEdit` is base64 of the edited content's JSON ('' = none). */
export const chatMessageExtraSchema = z.object({
  messageId: z.string(),
  messageSeq: count(),
  extraVersion: z.int(),
  revoke: z.boolean(),
  isEdit: z.boolean(),
  /** Seconds; 0 = never edited. */
  editedAt: z.int(),
  contentEdit: z.string(),
  readedCount: count(),
  unreadCount: count(),
})
export type ChatMessageExtra = z.infer<typeof chatMessageExtraSchema>

export const chatSyncMessageExtras = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/syncMessageExtras',
  summary: "A channel's message extras changed after `extraVersion`, oldest change first",
  auth: true,
  request: z.object({
    ...channelFields(),
    extraVersion: version(),
    limit: z._default(
      int('validation.invalid').check(
        z.gte(1, { error: 'validation.invalid' }),
        z.lte(100, { error: 'validation.invalid' }),
      ),
      100,
    ),
  }),
  response: listOf(chatMessageExtraSchema),
})

export const chatRevokeMessage = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/revokeMessage',
  summary: 'Revoke an own message within 2 minutes of sending it',
  auth: true,
  request: z.object({ ...channelFields(), messageId: messageId() }),
  response: chatMessageExtraSchema,
})

export const chatEditMessage = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/editMessage',
  summary: "Edit an own message's content (JSON text of the new content)",
  auth: true,
  request: z.object({
    ...channelFields(),
    messageId: messageId(),
    content: z
      .string({ error: 'validation.invalid' })
      .check(
        z.minLength(2, { error: 'validation.invalid' }),
        z.maxLength(CHAT_EDIT_MAX_CHARS, { error: 'validation.invalid' }),
      ),
  }),
  response: chatMessageExtraSchema,
})

export const chatChannelInfo = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/channelInfo',
  summary: 'chat-spec §3 channel info: is the other side online, and when it was last seen',
  auth: true,
  request: z.object(channelFields()),
  response: z.object({
    channelId: z.string(),
    channelType: z.int(),
    online: z.boolean(),
    /** Seconds since the epoch the other side was last online; 0 = unknown. */
    lastOffline: z.int(),
  }),
})

/** chat-spec §3 Subscriber. */
export const chatSubscriberSchema = z.object({
  uid: z.string(),
  name: z.string(),
  version: z.int(),
  isDeleted: z.boolean(),
})
export type ChatSubscriber = z.infer<typeof chatSubscriberSchema>

export const chatSyncSubscribers = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/syncSubscribers',
  summary: 'Members of a channel changed after `version`',
  auth: true,
  request: z.object({ ...channelFields(), version: version() }),
  response: listOf(chatSubscriberSchema),
})

/** chat-spec §7 conversation extras: what a user keeps per conversation across devices. */
export const chatConversationExtraSchema = z.object({
  channelId: z.string(),
  channelType: z.int(),
  version: z.int(),
  browseTo: count(),
  keepMessageSeq: count(),
  keepOffsetY: count(),
  draft: z.string(),
})
export type ChatConversationExtra = z.infer<typeof chatConversationExtraSchema>

export const chatSyncConversationExtras = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/syncConversationExtras',
  summary: "The user's conversation extras changed after `version`",
  auth: true,
  request: z.object({ version: version() }),
  response: listOf(chatConversationExtraSchema),
})

export const chatSetConversationExtra = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/setConversationExtra',
  summary: 'Keep the draft and the browse position of a conversation',
  auth: true,
  request: z.object({
    ...channelFields(),
    draft: z._default(
      z
        .string({ error: 'validation.invalid' })
        .check(z.maxLength(CHAT_EDIT_MAX_CHARS, { error: 'validation.invalid' })),
      '',
    ),
    keepMessageSeq: z._default(int('validation.invalid').check(z.gte(0, { error: 'validation.invalid' })), 0),
    keepOffsetY: z._default(int('validation.invalid').check(z.gte(0, { error: 'validation.invalid' })), 0),
  }),
  response: chatConversationExtraSchema,
})

/** chat-spec §3 Reminder: type 1 mention me, 2 apply to join a group. */
export const chatReminderSchema = z.object({
  reminderId: z.int(),
  channelId: z.string(),
  channelType: z.int(),
  reminderType: z.int(),
  done: z.boolean(),
  version: z.int(),
  messageId: z.string(),
  messageSeq: count(),
  text: z.string(),
  /** Who wrote the message that mentions the user ('' when it is gone), so a list can say "X mentioned you". */
  fromUid: z.string(),
})
export type ChatReminder = z.infer<typeof chatReminderSchema>

export const chatSyncReminders = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/syncReminders',
  summary: "The user's reminders changed after `version`",
  auth: true,
  request: z.object({ version: version() }),
  response: listOf(chatReminderSchema),
})

export const chatReminderDone = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/reminderDone',
  summary: "Mark the user's reminders done",
  auth: true,
  request: z.object({
    ids: z
      .array(int('validation.idInvalid').check(z.gt(0, { error: 'validation.idInvalid' })), {
        error: 'validation.idInvalid',
      })
      .check(
        z.minLength(1, { error: 'validation.idInvalid' }),
        z.maxLength(100, { error: 'validation.idInvalid' }),
      ),
  }),
  response: z.object({ ids: z.array(z.int()) }),
})
