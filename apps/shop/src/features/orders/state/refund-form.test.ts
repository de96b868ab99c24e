import { PRODUCT_STATUS, REFUND_TYPE } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { checkRefund, initialRefundValues, type RefundValues } from './refund-form'

const context = { orderId: 7, paidCents: 2_500, reasonText: (reason: string) => `text:${reason}` }
const valid: RefundValues = {
  type: REFUND_TYPE.refundOnly,
  productStatus: PRODUCT_STATUS.received,
  amount: '25',
  reason: 'damaged',
  explanation: 'broken on arrival',
  proof: ['/uploads/a.png'],
}

describe('refund rules (shop-spec §5)', () => {
  it.each([
    ['empty amount', { amount: '' }, 'amount', 'validation.amountInvalid'],
    ['negative amount', { amount: '-1' }, 'amount', 'validation.amountNegative'],
    ['not a number', { amount: 'abc' }, 'amount', 'validation.amountInvalid'],
    ['more than paid', { amount: '25.01' }, 'amount', 'amountTooLarge'],
    ['no reason', { reason: '' as const }, 'reason', 'validation.reasonRequired'],
    ['blank explanation', { explanation: '   ' }, 'explanation', 'validation.explanationRequired'],
    ['damaged, no proof', { proof: [] }, 'proof', 'validation.proofRequired'],
    [
      'wrong item, no proof',
      { reason: 'wrongItem' as const, proof: [] },
      'proof',
      'validation.proofRequired',
    ],
  ])('%s', (_name, change, field, key) => {
    const result = checkRefund({ ...valid, ...change }, context)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[field as keyof typeof result.errors]?.key).toBe(key)
  })

  // Issue #46: "no longer needed" on an unshipped order proves nothing in a photo.
  it.each(['noLongerNeeded', 'notDelivered', 'missingParts'] as const)('asks no proof for %s', (reason) => {
    const result = checkRefund(
      { ...valid, reason, productStatus: PRODUCT_STATUS.notReceived, proof: [] },
      context,
    )
    expect(result).toMatchObject({ ok: true, input: { reasonCode: reason, proof: [] } })
  })

  it('names the limit when the amount is above what was paid', () => {
    const result = checkRefund({ ...valid, amount: '30' }, context)
    expect(result).toEqual({ ok: false, errors: { amount: { key: 'amountTooLarge', maxCents: 2_500 } } })
  })

  it('accepts zero up to the paid amount and builds the request', () => {
    expect(checkRefund({ ...valid, amount: '0' }, context).ok).toBe(true)
    const result = checkRefund(valid, { ...context, productIds: [3, 4] })
    expect(result).toEqual({
      ok: true,
      input: {
        orderId: 7,
        productIds: [3, 4],
        type: REFUND_TYPE.refundOnly,
        amountCents: 2_500,
        productStatus: PRODUCT_STATUS.received,
        reason: 'text:damaged',
        reasonCode: 'damaged',
        explanation: 'broken on arrival',
        proof: ['/uploads/a.png'],
      },
    })
  })

  it('starts with the amount given and the product status the order implies', () => {
    expect(initialRefundValues(1_999, 1)).toMatchObject({
      amount: '19.99',
      productStatus: PRODUCT_STATUS.notReceived,
    })
    expect(initialRefundValues(undefined, 2)).toMatchObject({
      amount: '',
      productStatus: PRODUCT_STATUS.notReceived,
    })
    expect(initialRefundValues(100, 3).productStatus).toBe(PRODUCT_STATUS.received)
    expect(initialRefundValues(100, 4).productStatus).toBe(PRODUCT_STATUS.received)
  })
})
