import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { noInput } from './fields.js'

/** Where a card (manual) top-up sends the money: the platform's bank account, set by the operator. */
export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** SWIFT/BIC for transfers from abroad; empty when the operator set none. */
  swift: z.string(),
})
export type BankDetails = z.infer<typeof bankDetailsSchema>

/**
 * Issue #31 "Card top-up says where to send the money": the platform's bank details (server README
 * "Platform bank details"), or null while the operator has set none.
 */
export const walletBankDetails = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/bank_details',
  summary: "The platform's bank account for card (manual) top-ups, or null when not set",
  auth: true,
  request: noInput(),
  response: z.nullable(bankDetailsSchema),
})
