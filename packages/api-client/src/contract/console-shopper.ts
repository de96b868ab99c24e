import * as z from 'zod/mini'
import { cents, count, idValue, int, key, timestamp } from './fields.js'

// Issue #44 "Who the shopper is": the parts of the conversation's context panel beyond the orders
// (console.ts consoleShopper). Every list is trimmed to the request's `limit` and carries its total.

/** How many of each list the panel shows first, and the most one request may ask for. */
export const SHOPPER_CONTEXT_LIMIT = 5
export const SHOPPER_CONTEXT_LIMIT_MAX = 20

/** The request's `limit`: how many of each list to answer (the panel's "Show more" asks for more). */
export const shopperContextLimit = () =>
  z._default(
    int('validation.pageInvalid').check(
      z.gte(1, key('validation.pageInvalid')),
      z.lte(SHOPPER_CONTEXT_LIMIT_MAX, key('validation.pageInvalid')),
    ),
    SHOPPER_CONTEXT_LIMIT,
  )

/** One conversation with this service: from the shopper's first message to its resolution. */
export const shopperConversationSchema = z.object({
  id: idValue(),
  openedAt: timestamp(),
  resolvedAt: z.nullable(timestamp()),
  state: z.enum(['open', 'resolved']),
})
export type ShopperConversation = z.infer<typeof shopperConversationSchema>

const trimmed = <T extends z.core.$ZodType>(item: T) => z.object({ total: count(), list: z.array(item) })

/** A top-up or a withdrawal as the platform's service needs it to answer "is my #3 still waiting". */
export const shopperMoneyRecordSchema = z.object({
  id: idValue(),
  amountCents: cents(),
  /** shop-spec §4: 0 auditing, 1 passed, 2 refused. */
  status: z.int(),
  createdAt: timestamp(),
  auditedAt: z.nullable(timestamp()),
})
export type ShopperMoneyRecord = z.infer<typeof shopperMoneyRecordSchema>

export const shopperComplaintSchema = z.object({
  id: idValue(),
  kind: z.enum(['order', 'platform']),
  orderSn: z.nullable(z.string()),
  createdAt: timestamp(),
  resolvedAt: z.nullable(timestamp()),
})
export type ShopperComplaint = z.infer<typeof shopperComplaintSchema>

/** The shopper's wallet and complaints: only for the platform's own service (null for a shop). */
export const shopperWalletSchema = z.object({
  topUps: trimmed(shopperMoneyRecordSchema),
  withdrawals: trimmed(shopperMoneyRecordSchema),
  complaints: trimmed(shopperComplaintSchema),
})
export type ShopperWallet = z.infer<typeof shopperWalletSchema>

/** What consoleShopper adds to the name, language and orders (spread into its schema). */
export const shopperContextFields = {
  /** The login account masked ("de**o", "jo***@example.com"): enough to tell two shoppers apart. */
  account: z.string(),
  /** ISO 3166-1 alpha-2, from the default address, else the registration phone's calling code. */
  country: z.nullable(z.string()),
  countrySource: z.nullable(z.enum(['address', 'phone'])),
  /** The conversations with this service, newest first; `channelId` opens them in the inbox. */
  conversations: z.object({ channelId: z.string(), ...trimmed(shopperConversationSchema).shape }),
  /** How many orders with this shop in all (`orders` holds the newest `limit`). */
  ordersTotal: count(),
  wallet: z.nullable(shopperWalletSchema),
}
