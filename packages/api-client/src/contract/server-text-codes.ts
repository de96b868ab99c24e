import * as z from 'zod/mini'

/*
 * Issue #31: text the server makes is sent as a stable code beside the spec's free-text field, so
 * the shop shows it in the shopper's language (shop-spec §9) instead of the English the server
 * wrote. A null code means the text was typed by a person (an operator's tracking note, a remark)
 * and is shown as typed. The spec's text fields stay, for clients that do not know the codes.
 */

/** Logistics events the server writes itself (ship and deliver); operator-typed events have none. */
export const LOGISTICS_EVENT_CODES = ['shipped', 'delivered'] as const
export type LogisticsEventCode = (typeof LOGISTICS_EVENT_CODES)[number]

/** Remarks the server writes on a ledger row (a recharge without a network, the demo's opening balance). */
export const BILL_REMARK_CODES = ['manualRecharge', 'openingBalance'] as const
export type BillRemarkCode = (typeof BILL_REMARK_CODES)[number]

/** shop-spec §3 Refund reasons the form offers; the chosen one travels as a code beside its text. */
export const REFUND_REASON_CODES = [
  'notAsDescribed',
  'damaged',
  'wrongItem',
  'missingParts',
  'notDelivered',
  'noLongerNeeded',
] as const
export type RefundReasonCode = (typeof REFUND_REASON_CODES)[number]

/**
 * A response field: one of `codes`, or null for free text. Optional as well, so a reply from a
 * server older than the codes (no field) still parses and its text is shown as sent.
 */
/*#__NO_SIDE_EFFECTS__*/
export const textCode = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.optional(z.nullable(z.enum(codes)))
