import type { BillRemarkCode, LogisticsEventCode, RefundReasonCode } from '@crossmart/api-client'

/*
 * Issue #31: text the server makes arrives as a stable code beside the spec's English text; the
 * shop shows the code's string in the shopper's language (shop-spec §9). A null code is text a
 * person typed and is shown as typed. These are the keys, one place, so the five-language test
 * (server-text.test.ts) checks exactly what the screens look up.
 */

/** `orders` namespace; values: company, trackingNo. */
export const logisticsEventKey = (code: LogisticsEventCode) => `detail.events.${code}` as const

/** `orders` namespace. */
export const refundReasonKey = (code: RefundReasonCode) => `refund.reasons.${code}` as const

/** `wallet` namespace. */
export const billRemarkKey = (code: BillRemarkCode) => `bill.remark.${code}` as const
