import { describe, expect, it } from 'vitest'
import { addressInputSchema } from './address.js'
import { normalizePhone } from './phone-number.js'

const address = {
  addressee: 'Ann Lee',
  area: 'Bangkok',
  detailedAddress: '12 Sukhumvit Road',
  tag: 'Home',
}

// Issue #31: phones in international form; what people type between the digits is accepted and
// dropped, so the number is stored as E.164 when it carries its country code.
describe('mobile numbers', () => {
  it.each([
    ['+66 81 234 5678', '+66812345678'],
    ['+66-81-234-5678', '+66812345678'],
    ['+1 (555) 010-0199', '+15550100199'],
    ['  +86 138 0013 8000 ', '+8613800138000'],
    ['081.234.5678', '0812345678'],
    ['+66812345678', '+66812345678'],
  ])('accepts %j as %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored)
    const parsed = addressInputSchema.safeParse({ ...address, mobile: typed })
    expect(parsed.success && parsed.data.mobile).toBe(stored)
  })

  it.each([
    ['letters', '+66 81 234 567a'],
    ['too short', '+66 12'],
    ['more than E.164 allows', '+66 8123 4567 8901 23'],
    ['a plus inside', '66+812345678'],
    ['empty', ''],
  ])('refuses %s with the clear message', (_name, typed) => {
    const parsed = addressInputSchema.safeParse({ ...address, mobile: typed })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['mobile', 'validation.mobileInvalid'],
    ])
  })
})
