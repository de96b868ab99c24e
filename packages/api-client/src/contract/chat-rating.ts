import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { id, int, key } from './fields.js'
import { optionalText, requiredText } from './input-fields.js'

// Issue #29 satisfaction ratings (server README "Satisfaction ratings"): when a conversation is
// resolved, the server asks the shopper in the chat (a rating-request message), the shopper rates
// 1-5 with an optional comment, once per resolution, and the console shows it.

/**
 * The content type of the ask. chat-spec §3 reserves 1000-2000 for system messages, which a client
 * never sends (client-content-policy.ts refuses them), so a shopper cannot forge an ask.
 */
export const RATING_REQUEST_CONTENT_TYPE = 1101
export const RATING_SCORE_MIN = 1
export const RATING_SCORE_MAX = 5
export const RATING_COMMENT_MAX = 500

/**
 * What a client without the card shows (chat-spec §3: a system message's `content` is its display
 * text, and the SDK reads a system type without one as unknown). The apps render the card instead.
 */
export const RATING_REQUEST_FALLBACK_TEXT = 'Please rate this conversation from 1 to 5'

export const ratingRequestContentSchema = z.object({
  type: z.literal(RATING_REQUEST_CONTENT_TYPE),
  /** The request this ask belongs to: the shopper answers it by this id. */
  ratingId: z.number().check(z.int(), z.positive()),
  content: z.string(),
})
export type RatingRequestContent = z.infer<typeof ratingRequestContentSchema>

/** The ask's content, as the server sends it; `text`: the fallback in the shopper's language. */
export function ratingRequestContent(
  ratingId: number,
  text: string = RATING_REQUEST_FALLBACK_TEXT,
): RatingRequestContent {
  return { type: RATING_REQUEST_CONTENT_TYPE, ratingId, content: text }
}

/** The ask in a message's content, or null when the content is not a well-formed rating request. */
export function parseRatingRequest(content: unknown): RatingRequestContent | null {
  const parsed = ratingRequestContentSchema.safeParse(content)
  return parsed.success ? parsed.data : null
}

/** A rating request as the shopper sees it: unanswered (score null) or the given rating. */
export const ratingViewSchema = z.object({
  id: z.number(),
  score: z.nullable(z.number()),
  comment: z.nullable(z.string()),
  /** Milliseconds since the epoch. */
  requestedAt: z.number(),
  ratedAt: z.nullable(z.number()),
})
export type RatingView = z.infer<typeof ratingViewSchema>

const score = () =>
  int('validation.invalid').check(
    z.gte(RATING_SCORE_MIN, key('validation.invalid')),
    z.lte(RATING_SCORE_MAX, key('validation.invalid')),
  )

export const chatRating = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/chat/rating',
  summary: "One of the shopper's rating requests: unanswered, or the rating given",
  auth: true,
  request: z.object({ id: id() }),
  response: ratingViewSchema,
})

export const chatRatingSubmit = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/chat/rating_submit',
  summary: 'The shopper rates a resolved conversation 1-5 with an optional comment (once per request)',
  auth: true,
  request: z.object({
    id: id(),
    score: score(),
    comment: optionalText(RATING_COMMENT_MAX),
  }),
  response: ratingViewSchema,
})

/** A rating as staff see it: who handled the conversation too. */
export const consoleRatingSchema = z.object({
  ...ratingViewSchema.shape,
  channelId: z.string(),
  staffId: z.nullable(z.number()),
})
export type ConsoleRating = z.infer<typeof consoleRatingSchema>

export const consoleConversationRatings = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/conversation_ratings',
  summary: "A conversation's rating requests and ratings, newest first (its service's staff only)",
  auth: true,
  audience: 'console',
  request: z.object({ channelId: requiredText('validation.idInvalid', 128) }),
  response: z.object({ list: z.array(consoleRatingSchema) }),
})
