import * as z from 'zod/mini'
import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from './constants.js'
import { defineEndpoint } from './define-endpoint.js'
import { cents, id, idValue, int, timestamp } from './fields.js'
import { code, imageRef, longText, nonNegativeCents } from './input-fields.js'
import { REFUND_REASON_CODES, type RefundReasonCode, textCode } from './server-text-codes.js'
import { PRODUCT_STATUS_CODES, REFUND_TYPE_CODES } from './status-codes.js'

// shop-spec §5 Refund, Review and Complaint rules.

/*#__NO_SIDE_EFFECTS__*/
const score = () =>
  int('validation.scoreRange').check(
    z.gte(REVIEW_SCORE_MIN, { error: 'validation.scoreRange' }),
    z.lte(REVIEW_SCORE_MAX, { error: 'validation.scoreRange' }),
  )

/** The most pictures a refund request or a complaint carries. */
const AFTER_SALE_PICTURES_MAX = 9

/**
 * Issue #46 "forms that ask only what they need": for each offered reason, whether a picture proves
 * it (one table, read by the server's validation and the shop's form). Damaged, wrong or not as
 * described goods show in a photo; "no longer needed", "not delivered" or a missing part prove
 * nothing in one, and a typed reason is the shopper's own words: no picture is asked for them. A
 * new reason code must say which it is (the `satisfies` below).
 */
export const REFUND_REASON_NEEDS_PROOF = {
  notAsDescribed: true,
  damaged: true,
  wrongItem: true,
  missingParts: false,
  notDelivered: false,
  noLongerNeeded: false,
} as const satisfies Record<RefundReasonCode, boolean>

/** The reasons of the table that need a picture. */
export const REFUND_REASONS_NEEDING_PROOF = /*#__PURE__*/ REFUND_REASON_CODES.filter(
  (code) => REFUND_REASON_NEEDS_PROOF[code],
)

/** True when a refund for this offered reason needs at least one proof picture. */
export function refundNeedsProof(reasonCode: string | undefined): boolean {
  return Object.hasOwn(REFUND_REASON_NEEDS_PROOF, reasonCode ?? '')
    ? REFUND_REASON_NEEDS_PROOF[reasonCode as RefundReasonCode]
    : false
}

/**
 * shop-spec §3 Refund: type, amount, product status, reason, explanation, attachment (proof). The
 * proof is required only for the reasons a picture proves (`refundNeedsProof`, issue #46).
 */
export const refundApplyInputSchema = z
  .object({
    orderId: id(),
    /** The lines refunded (route param product_ids); all lines when absent. */
    productIds: z.optional(z.array(id())),
    type: code(REFUND_TYPE_CODES, 'validation.refundTypeInvalid'),
    amountCents: nonNegativeCents(),
    productStatus: code(PRODUCT_STATUS_CODES, 'validation.productStatusInvalid'),
    reason: longText('validation.reasonRequired'),
    /** Issue #31: which of the offered reasons `reason` is (shown translated later); absent = typed. */
    reasonCode: z.optional(z.enum(REFUND_REASON_CODES, { error: 'validation.invalid' })),
    explanation: longText('validation.explanationRequired'),
    /** Uploaded image URLs; absent is none. At least one where the reason needs proof. */
    proof: z._default(
      z
        .array(imageRef('validation.invalid'), { error: 'validation.invalid' })
        .check(z.maxLength(AFTER_SALE_PICTURES_MAX, { error: 'validation.invalid' })),
      [],
    ),
  })
  .check(
    z.refine((v) => !refundNeedsProof(v.reasonCode) || v.proof.length > 0, {
      path: ['proof'],
      error: 'validation.proofRequired',
      // Also beside the other fields' issues; an unreadable proof list has its own.
      when: ({ value }) => {
        const { proof } = value as { proof?: unknown }
        return proof === undefined || Array.isArray(proof)
      },
    }),
  )

export const refundRecordSchema = z.object({
  id: idValue(),
  orderId: idValue(),
  orderSn: z.string(),
  type: z.int(),
  amountCents: cents(),
  productStatus: z.int(),
  reason: z.string(),
  /** Issue #31: the reason as a code the shop translates; null when it was typed. */
  reasonCode: textCode(REFUND_REASON_CODES),
  explanation: z.string(),
  proof: z.array(z.string()),
  /** REFUND_STATUS code: applied, refunding, refunded, refused. */
  status: z.int(),
  auditRemark: z.string(),
  createdAt: timestamp(),
})

export const refundApply = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/refund_apply',
  summary: 'Request a refund (once per order; amount at most what was paid)',
  auth: true,
  request: refundApplyInputSchema,
  response: refundRecordSchema,
})

export const refundDetail = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/order/refund_detail',
  summary: "An order's refund request and its progress",
  auth: true,
  request: z.object({ orderId: id() }),
  response: refundRecordSchema,
})

/** shop-spec §3 Review: product, service and postage scores, content, pictures. */
export const reviewAdd = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/order/review',
  summary: 'Review a received order (once); updates favourable rates',
  auth: true,
  request: z.object({
    orderId: id(),
    productScore: score(),
    serviceScore: score(),
    postageScore: score(),
    content: longText('validation.reviewContentRequired'),
    pictures: z._default(
      z.array(imageRef('validation.invalid')).check(z.maxLength(9, { error: 'validation.invalid' })),
      [],
    ),
  }),
  response: z.object({ id: idValue(), orderId: idValue() }),
})

const complaintResult = z.object({ id: idValue(), createdAt: timestamp() })

/**
 * Issue #46: a complaint's picture (the spec's "certificate") is optional: a complaint about a
 * seller who does not answer has nothing to photograph. Blank or absent is none.
 */
/*#__NO_SIDE_EFFECTS__*/
const optionalCertificate = () =>
  z.optional(
    z
      .string({ error: 'validation.invalid' })
      .check(z.trim(), z.maxLength(1_024, { error: 'validation.invalid' })),
  )

/** shop-spec §5: content required, the certificate optional (issue #46). About an order. */
export const complaintOrder = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/complain',
  summary: 'Complaint about an order (content, optionally a certificate image)',
  auth: true,
  request: z.object({
    orderId: id(),
    content: longText('validation.complaintContentRequired'),
    certificate: optionalCertificate(),
  }),
  response: complaintResult,
})

export const complaintPlatform = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/platform_complain',
  summary: 'Complaint about the platform (content, optionally a certificate image)',
  auth: true,
  request: z.object({
    content: longText('validation.complaintContentRequired'),
    certificate: optionalCertificate(),
  }),
  response: complaintResult,
})
