import {
  formatCents,
  ORDER_STATUS,
  PRODUCT_STATUS,
  type ProductStatus,
  parseAmountToCents,
  parseRequest,
  REFUND_REASON_CODES,
  REFUND_TYPE,
  type RefundType,
  refundApply,
  type ValidationMessageKey,
} from '@crossmart/api-client'

/**
 * shop-spec §3 Refund reasons offered in the form: the shared codes (issue #31). The chosen one is
 * sent as its code beside its translated text, so it is shown later in the reader's language.
 */
export const REFUND_REASONS = REFUND_REASON_CODES
export type RefundReason = (typeof REFUND_REASONS)[number]

export interface RefundValues {
  type: RefundType
  productStatus: ProductStatus
  /** As typed, in dollars ("12.30"). */
  amount: string
  reason: RefundReason | ''
  explanation: string
  proof: readonly string[]
}

export const REFUND_FIELDS = ['type', 'productStatus', 'amount', 'reason', 'explanation', 'proof'] as const
export type RefundField = (typeof REFUND_FIELDS)[number]

/** A rule of shop-spec §5 (contract message key) or the form's own "more than was paid" rule. */
export type RefundError = { key: ValidationMessageKey } | { key: 'amountTooLarge'; maxCents: number }
export type RefundErrors = Partial<Record<RefundField, RefundError>>

export function initialRefundValues(amountCents: number | undefined, orderStatus: number): RefundValues {
  return {
    type: REFUND_TYPE.refundOnly,
    // Issue #31: only an order the shopper confirmed (received, completed) has arrived; one still
    // "to receive" (shop-spec §4 code 2: sent, not confirmed) has not.
    productStatus:
      orderStatus === ORDER_STATUS.received || orderStatus === ORDER_STATUS.completed
        ? PRODUCT_STATUS.received
        : PRODUCT_STATUS.notReceived,
    amount: amountCents === undefined ? '' : formatCents(amountCents),
    reason: '',
    explanation: '',
    proof: [],
  }
}

export interface RefundContext {
  orderId: number
  /** What was paid: the refund amount (shop-spec §3 Refund) may not exceed it; the server refuses more (refund.amountTooLarge). */
  paidCents: number
  productIds?: readonly number[] | undefined
  /** The reason's text in the shopper's language (what the merchant reads). */
  reasonText: (reason: RefundReason) => string
}

export type RefundCheck =
  | { ok: true; input: ReturnType<typeof toInput> }
  | { ok: false; errors: RefundErrors }

function toInput(values: RefundValues, context: RefundContext, amountCents: number) {
  return {
    orderId: context.orderId,
    ...(context.productIds && context.productIds.length > 0 ? { productIds: [...context.productIds] } : {}),
    type: values.type,
    amountCents,
    productStatus: values.productStatus,
    reason: values.reason === '' ? '' : context.reasonText(values.reason),
    ...(values.reason === '' ? {} : { reasonCode: values.reason }),
    explanation: values.explanation,
    proof: [...values.proof],
  }
}

/**
 * shop-spec §5 refund rules: amount required and not negative; reason and explanation required,
 * proof where the reason needs it (issue #46; the contract's schema); plus the amount at most what
 * was paid.
 */
export function checkRefund(values: RefundValues, context: RefundContext): RefundCheck {
  const errors: RefundErrors = {}
  const text = values.amount.trim()
  const cents = text === '' ? undefined : parseAmountToCents(text)
  if (text === '') errors.amount = { key: 'validation.amountInvalid' }
  else if (text.startsWith('-')) errors.amount = { key: 'validation.amountNegative' }
  else if (cents === undefined) errors.amount = { key: 'validation.amountInvalid' }
  else if (cents > context.paidCents) errors.amount = { key: 'amountTooLarge', maxCents: context.paidCents }

  const input = toInput(values, context, cents ?? 0)
  const parsed = parseRequest(refundApply, input)
  if (!parsed.ok) {
    for (const issue of parsed.issues) {
      const field = issue.path.split('.')[0] === 'amountCents' ? 'amount' : issue.path.split('.')[0]
      if ((REFUND_FIELDS as readonly string[]).includes(field ?? '') && !errors[field as RefundField])
        errors[field as RefundField] = { key: issue.messageKey }
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input }
}
