import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { count, id, idValue, key, listOf, nothing, paged, pageQuery } from './fields.js'
import { requiredText } from './input-fields.js'

// Issue #29: a shop's conversation labels and the search over message text (server README
// "Labels and message search"). Every call is for the session's own service only.

/**
 * The fixed palette a label's colour is chosen from. The console draws each as a tinted chip whose
 * text keeps at least 4.5:1 contrast in light and dark (apps/console src/components/label-palette.ts).
 */
export const LABEL_COLOURS = ['grey', 'red', 'orange', 'green', 'teal', 'blue', 'purple', 'pink'] as const
export type LabelColour = (typeof LABEL_COLOURS)[number]

export const LABEL_NAME_MAX = 32
/** A service keeps at most this many labels (the inbox filter lists them all). */
export const LABELS_PER_SERVICE_MAX = 50
/** Message search: the text searched for, trimmed, is 1 to this many characters. */
export const MESSAGE_SEARCH_MAX = 100
/** The conversations whose labels one call asks for (an inbox page). */
export const LABELLED_CONVERSATIONS_MAX = 100

export const conversationLabelSchema = z.object({
  id: idValue(),
  name: z.string(),
  colour: z.enum(LABEL_COLOURS),
})
export type ConversationLabel = z.infer<typeof conversationLabelSchema>

export const consoleLabels = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/labels',
  summary: "The service's conversation labels, by name",
  auth: true,
  audience: 'console',
  request: z.optional(z.object({})),
  response: listOf(conversationLabelSchema),
})

export const consoleLabelSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/label_save',
  summary: 'Add a label, or rename or recolour one (names are unique per service, ignoring case)',
  auth: true,
  audience: 'console',
  request: z.object({
    /** Absent: a new label; present: edit that one. */
    id: z.optional(id()),
    name: requiredText('validation.nameRequired', LABEL_NAME_MAX),
    colour: z.enum(LABEL_COLOURS, { error: 'validation.invalid' }),
  }),
  response: conversationLabelSchema,
})

export const consoleLabelDelete = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/label_delete',
  summary: 'Delete a label (it comes off every conversation)',
  auth: true,
  audience: 'console',
  request: z.object({ id: id() }),
  response: nothing(),
})

export const labelledConversationSchema = z.object({ channelId: z.string(), labelIds: z.array(idValue()) })
export type LabelledConversation = z.infer<typeof labelledConversationSchema>

/** The channel ids of a comma-separated list (what `channelIds` carries). */
export const splitChannelIds = (text: string): string[] => [
  ...new Set(text.split(',').filter((part) => part !== '')),
]

/** Comma-separated channel ids, 1..LABELLED_CONVERSATIONS_MAX (a query string carries one text). */
const channelIdList = /*#__PURE__*/ z.string(key('validation.idInvalid')).check(
  z.refine((text: string) => {
    const ids = splitChannelIds(text)
    return ids.length >= 1 && ids.length <= LABELLED_CONVERSATIONS_MAX && ids.every((c) => c.length <= 128)
  }, key('validation.idInvalid')),
)

export const consoleConversationLabels = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/conversation_labels',
  summary: 'The labels on some conversations of the service (only those with a label are listed)',
  auth: true,
  audience: 'console',
  /** `channelIds`: comma-separated (splitChannelIds). */
  request: z.object({ channelIds: channelIdList }),
  response: listOf(labelledConversationSchema),
})

export const consoleConversationLabelSet = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/conversation_label_set',
  summary: 'Put a label on a conversation, or take it off',
  auth: true,
  audience: 'console',
  request: z.object({
    channelId: requiredText('validation.idInvalid', 128),
    labelId: id(),
    on: z.boolean({ error: 'validation.invalid' }),
  }),
  response: labelledConversationSchema,
})

export const messageSearchHitSchema = z.object({
  channelId: z.string(),
  shopperId: idValue(),
  shopperName: z.string(),
  messageSeq: count(),
  /** Seconds since the epoch (chat-spec §3). */
  timestamp: z.int(),
  fromShopper: z.boolean(),
  /** The message's (edited) text around the first match, at most ~120 characters. */
  snippet: z.string(),
  /** Where the match is in `snippet` (UTF-16 offsets), for highlighting. */
  matchStart: count(),
  matchLength: count(),
})
export type MessageSearchHit = z.infer<typeof messageSearchHitSchema>

export const consoleMessageSearch = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/message_search',
  summary: "Text messages of the service's conversations containing a text, newest first",
  auth: true,
  audience: 'console',
  request: z.object({
    q: requiredText('validation.keywordRequired', MESSAGE_SEARCH_MAX),
    ...pageQuery(),
  }),
  response: paged(messageSearchHitSchema),
})
