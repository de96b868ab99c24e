import { describe, expect, it } from 'vitest'
import { userResetPay, userResetPwd, userVerifyPay } from './account-settings.js'
import { addressAdd } from './address.js'
import { complaintOrder, complaintPlatform, refundApply, reviewAdd } from './after-sale.js'
import { cartAdd } from './cart.js'
import type { Endpoint } from './define-endpoint.js'
import { VALIDATION_MESSAGE_KEYS, type ValidationMessageKey } from './message-keys.js'
import { orderCreate, orderList, orderPay } from './order.js'
import { parseRequest } from './parse-request.js'
import { userPayCodeReset } from './password-reset.js'
import { userLogin, userRegister } from './sign-in.js'
import { walletExtract, walletRecharge, walletRechargeLog } from './wallet.js'

// shop-spec §5 validation rules, each as valid rows and invalid rows with the expected message key.

const address = {
  addressee: 'Ann',
  mobile: '+4412345678',
  area: 'London',
  detailedAddress: '1 High St',
  tag: 'home',
}
const refund = {
  orderId: 3,
  type: 1,
  amountCents: 0,
  productStatus: 0,
  reason: 'broken',
  explanation: 'arrived broken',
  proof: ['/uploads/p.png'],
}
const review = { orderId: 3, productScore: 5, serviceScore: 4, postageScore: 1, content: 'good' }
const manualRecharge = { method: 1, amountCents: 1000, evidence: '/uploads/e.png' }
const chainRecharge = {
  method: 2,
  network: 'TRC20',
  address: 'TXabc',
  amountCents: 1000,
  evidence: '/uploads/e.png',
}
const bankWithdraw = {
  type: 1,
  amountCents: 500,
  bankCardNumber: '6222000011112223',
  bankName: 'ICBC',
  payCode: '123456',
}
const chainWithdraw = {
  type: 2,
  amountCents: 500,
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  payCode: '123456',
}
const register = {
  username: 'ann',
  email: 'ann@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
}

type Row = [name: string, endpoint: Endpoint, input: unknown]
type BadRow = [name: string, endpoint: Endpoint, input: unknown, path: string, key: ValidationMessageKey]

const valid: Row[] = [
  ['login with account and password', userLogin, { account: 'ann', password: 'x' }],
  ['login with an email account', userLogin, { account: 'ann@example.com', password: 'secret1' }],
  ['register with an email', userRegister, register],
  ['register with a mobile', userRegister, { ...register, email: undefined, mobile: '+8613800000000' }],
  [
    'password change',
    userResetPwd,
    { oldPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' },
  ],
  ['payment code first set, old blank', userResetPay, { mode: 'set', oldCode: '', newCode: '246810' }],
  ['payment code first set, old absent', userResetPay, { mode: 'set', newCode: '13572468' }],
  ['payment code change', userResetPay, { mode: 'change', oldCode: '123456', newCode: '258147' }],
  ['verify payment code', userVerifyPay, { payCode: '000000' }],
  [
    'payment code reset by code',
    userPayCodeReset,
    { code: '000123', newCode: '258147', confirmCode: '258147' },
  ],
  ['payment code, a run that turns back', userResetPay, { mode: 'set', newCode: '123432' }],
  ['address', addressAdd, address],
  ['address edit with id and default', addressAdd, { ...address, id: 4, isDefault: true }],
  ['refund amount 0', refundApply, refund],
  ['refund and return, received', refundApply, { ...refund, type: 2, productStatus: 1, amountCents: 1999 }],
  ['review scores 1..5', reviewAdd, review],
  ['review with pictures', reviewAdd, { ...review, pictures: ['/uploads/r.png'] }],
  ['order complaint', complaintOrder, { orderId: 1, content: 'late', certificate: '/uploads/c.png' }],
  // Issue #46: no picture asked where none proves anything.
  ['order complaint without a certificate', complaintOrder, { orderId: 1, content: 'seller silent' }],
  ['platform complaint, blank certificate', complaintPlatform, { content: 'slow', certificate: '  ' }],
  ['refund no longer needed, no proof', refundApply, { ...refund, reasonCode: 'noLongerNeeded', proof: [] }],
  [
    'refund not delivered, proof absent',
    refundApply,
    { ...refund, reasonCode: 'notDelivered', proof: undefined },
  ],
  ['refund typed reason, no proof', refundApply, { ...refund, proof: [] }],
  ['platform complaint', complaintPlatform, { content: 'rude', certificate: '/uploads/c.png' }],
  ['manual recharge', walletRecharge, manualRecharge],
  ['on-chain recharge', walletRecharge, chainRecharge],
  ['bank-card withdrawal', walletExtract, bankWithdraw],
  ['blockchain withdrawal', walletExtract, chainWithdraw],
  ['checkout with one selected item', orderCreate, { cartIds: [9], addressId: 1 }],
  ['checkout with promo code', orderCreate, { cartIds: [9, 10], addressId: 1, promoCode: 'WELCOME10' }],
  ['pay', orderPay, { orderIds: [1, 2], payCode: '123456' }],
  ['cart add', cartAdd, { productId: 1, quantity: 2 }],
  ['order list, all tab', orderList, {}],
  ['order list, status -4 from a query string', orderList, 'status=-4&page=2'],
  ['recharge log, refused filter', walletRechargeLog, { status: 2 }],
]

const invalid: BadRow[] = [
  // Login: account and password are required.
  ['login without account', userLogin, { password: 'x' }, 'account', 'validation.accountRequired'],
  [
    'login with blank account',
    userLogin,
    { account: '   ', password: 'x' },
    'account',
    'validation.accountRequired',
  ],
  [
    'login without password',
    userLogin,
    { account: 'ann', password: '' },
    'password',
    'validation.passwordRequired',
  ],
  // Email valid; a valid mobile number required.
  ['register bad email', userRegister, { ...register, email: 'ann@' }, 'email', 'validation.emailInvalid'],
  [
    'register bad mobile',
    userRegister,
    { ...register, email: undefined, mobile: '12ab' },
    'mobile',
    'validation.mobileInvalid',
  ],
  // Issue #31: an email or a mobile, exactly one.
  [
    'register with both email and mobile',
    userRegister,
    { ...register, mobile: '+8613800000000' },
    'contact',
    'validation.contactChoice',
  ],
  [
    'register with neither',
    userRegister,
    { ...register, email: undefined },
    'contact',
    'validation.contactChoice',
  ],
  // Password: at least 6; new differs from old; entries match.
  [
    'register short password',
    userRegister,
    { ...register, password: 'abc12', confirmPassword: 'abc12' },
    'password',
    'validation.passwordMin',
  ],
  [
    'register entries differ',
    userRegister,
    { ...register, confirmPassword: 'secret2' },
    'confirmPassword',
    'validation.passwordMismatch',
  ],
  [
    'new password short',
    userResetPwd,
    { oldPassword: 'secret1', newPassword: '12345', confirmPassword: '12345' },
    'newPassword',
    'validation.passwordMin',
  ],
  [
    'new password same as old',
    userResetPwd,
    { oldPassword: 'secret1', newPassword: 'secret1', confirmPassword: 'secret1' },
    'newPassword',
    'validation.passwordSameAsOld',
  ],
  [
    'new password entries differ',
    userResetPwd,
    { oldPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret3' },
    'confirmPassword',
    'validation.passwordMismatch',
  ],
  [
    'old password missing',
    userResetPwd,
    { newPassword: 'secret2', confirmPassword: 'secret2' },
    'oldPassword',
    'validation.passwordRequired',
  ],
  // Payment code: >= 6, digits only; old required when changing.
  [
    'payment code 5 digits',
    userResetPay,
    { mode: 'set', newCode: '12345' },
    'newCode',
    'validation.payCodeFormat',
  ],
  [
    'payment code with letters',
    userResetPay,
    { mode: 'set', newCode: '12345a' },
    'newCode',
    'validation.payCodeFormat',
  ],
  [
    'payment code with spaces',
    userResetPay,
    { mode: 'set', newCode: '123 456' },
    'newCode',
    'validation.payCodeFormat',
  ],
  // Issue #46: a new code nobody has to guess is refused (the current one, in oldCode, is not judged).
  ...(['111111', '000000', '123456', '654321', '890123', '98765432'] as const).map(
    (newCode): BadRow => [
      `trivial new payment code ${newCode}`,
      userResetPay,
      { mode: 'change', oldCode: '123456', newCode },
      'newCode',
      'validation.payCodeTrivial',
    ],
  ),
  [
    'payment code reset by code, trivial new code',
    userPayCodeReset,
    { code: '000123', newCode: '222222', confirmCode: '222222' },
    'newCode',
    'validation.payCodeTrivial',
  ],
  [
    'payment code reset by code, entries differ',
    userPayCodeReset,
    { code: '000123', newCode: '258147', confirmCode: '258148' },
    'confirmCode',
    'validation.payCodeMismatch',
  ],
  [
    'change without old code',
    userResetPay,
    { mode: 'change', newCode: '258147' },
    'oldCode',
    'validation.payCodeOldRequired',
  ],
  [
    'change with blank old code',
    userResetPay,
    { mode: 'change', oldCode: '', newCode: '258147' },
    'oldCode',
    'validation.payCodeOldRequired',
  ],
  [
    'change to the same code',
    userResetPay,
    { mode: 'change', oldCode: '246810', newCode: '246810' },
    'newCode',
    'validation.payCodeSameAsOld',
  ],
  [
    'first set with an old code',
    userResetPay,
    { mode: 'set', oldCode: '123456', newCode: '258147' },
    'oldCode',
    'validation.invalid',
  ],
  [
    'pay with short code',
    orderPay,
    { orderIds: [1], payCode: '1234' },
    'payCode',
    'validation.payCodeFormat',
  ],
  // Address: addressee, mobile, area, detailed address, tag required.
  [
    'address no addressee',
    addressAdd,
    { ...address, addressee: '' },
    'addressee',
    'validation.addresseeRequired',
  ],
  ['address no mobile', addressAdd, { ...address, mobile: '' }, 'mobile', 'validation.mobileInvalid'],
  ['address no area', addressAdd, { ...address, area: undefined }, 'area', 'validation.areaRequired'],
  [
    'address no detail',
    addressAdd,
    { ...address, detailedAddress: ' ' },
    'detailedAddress',
    'validation.detailedAddressRequired',
  ],
  ['address no tag', addressAdd, { ...address, tag: '' }, 'tag', 'validation.tagRequired'],
  // Refund: amount required and not negative; reason, explanation, proof required.
  [
    'refund negative amount',
    refundApply,
    { ...refund, amountCents: -1 },
    'amountCents',
    'validation.amountNegative',
  ],
  [
    'refund amount missing',
    refundApply,
    { ...refund, amountCents: undefined },
    'amountCents',
    'validation.amountInvalid',
  ],
  [
    'refund fractional cents',
    refundApply,
    { ...refund, amountCents: 1.5 },
    'amountCents',
    'validation.amountInvalid',
  ],
  ['refund no reason', refundApply, { ...refund, reason: '' }, 'reason', 'validation.reasonRequired'],
  [
    'refund no explanation',
    refundApply,
    { ...refund, explanation: '  ' },
    'explanation',
    'validation.explanationRequired',
  ],
  // Issue #46: proof only where a picture proves the reason (damaged, wrong, not as described).
  [
    'refund damaged, no proof',
    refundApply,
    { ...refund, reasonCode: 'damaged', proof: [] },
    'proof',
    'validation.proofRequired',
  ],
  [
    'refund wrong item, proof missing',
    refundApply,
    { ...refund, reasonCode: 'wrongItem', proof: undefined },
    'proof',
    'validation.proofRequired',
  ],
  [
    'refund not as described, no proof',
    refundApply,
    { ...refund, reasonCode: 'notAsDescribed', proof: [] },
    'proof',
    'validation.proofRequired',
  ],
  ['refund bad type', refundApply, { ...refund, type: 3 }, 'type', 'validation.refundTypeInvalid'],
  [
    'refund bad product status',
    refundApply,
    { ...refund, productStatus: 5 },
    'productStatus',
    'validation.productStatusInvalid',
  ],
  // Review: content must not be empty; scores 1..5.
  [
    'review empty content',
    reviewAdd,
    { ...review, content: '' },
    'content',
    'validation.reviewContentRequired',
  ],
  [
    'review blank content',
    reviewAdd,
    { ...review, content: '   ' },
    'content',
    'validation.reviewContentRequired',
  ],
  ['review score 0', reviewAdd, { ...review, productScore: 0 }, 'productScore', 'validation.scoreRange'],
  ['review score 6', reviewAdd, { ...review, postageScore: 6 }, 'postageScore', 'validation.scoreRange'],
  ['review score 4.5', reviewAdd, { ...review, serviceScore: 4.5 }, 'serviceScore', 'validation.scoreRange'],
  // Complaint: content required; the certificate optional (issue #46), a picture only if one is given.
  [
    'complaint no content',
    complaintOrder,
    { orderId: 1, content: '', certificate: '/uploads/c.png' },
    'content',
    'validation.complaintContentRequired',
  ],
  [
    'complaint certificate not a text',
    complaintOrder,
    { orderId: 1, content: 'late', certificate: 5 },
    'certificate',
    'validation.invalid',
  ],
  // Recharge: valid amount; network chosen; address filled; evidence uploaded.
  [
    'recharge amount 0',
    walletRecharge,
    { ...manualRecharge, amountCents: 0 },
    'amountCents',
    'validation.amountPositive',
  ],
  [
    'recharge amount text',
    walletRecharge,
    { ...manualRecharge, amountCents: 'ten' },
    'amountCents',
    'validation.amountInvalid',
  ],
  [
    'recharge no evidence',
    walletRecharge,
    { ...manualRecharge, evidence: '' },
    'evidence',
    'validation.evidenceRequired',
  ],
  [
    'on-chain no network',
    walletRecharge,
    { ...chainRecharge, network: '' },
    'network',
    'validation.networkRequired',
  ],
  [
    'on-chain no address',
    walletRecharge,
    { ...chainRecharge, address: undefined },
    'address',
    'validation.rechargeAddressRequired',
  ],
  [
    'recharge unknown method',
    walletRecharge,
    { ...manualRecharge, method: 9 },
    'method',
    'validation.rechargeMethodInvalid',
  ],
  // Withdrawal: amount present and > 0 (<= balance is the server's check).
  [
    'withdraw amount 0',
    walletExtract,
    { ...bankWithdraw, amountCents: 0 },
    'amountCents',
    'validation.amountPositive',
  ],
  [
    'withdraw negative',
    walletExtract,
    { ...bankWithdraw, amountCents: -5 },
    'amountCents',
    'validation.amountPositive',
  ],
  [
    'withdraw amount missing',
    walletExtract,
    { ...bankWithdraw, amountCents: undefined },
    'amountCents',
    'validation.amountInvalid',
  ],
  [
    'withdraw no card number',
    walletExtract,
    { ...bankWithdraw, bankCardNumber: '' },
    'bankCardNumber',
    'validation.bankCardRequired',
  ],
  [
    'withdraw no bank name',
    walletExtract,
    { ...bankWithdraw, bankName: '' },
    'bankName',
    'validation.bankNameRequired',
  ],
  [
    'withdraw no address',
    walletExtract,
    { ...chainWithdraw, address: '' },
    'address',
    'validation.withdrawAddressRequired',
  ],
  [
    'withdraw unknown type',
    walletExtract,
    { ...bankWithdraw, type: 0 },
    'type',
    'validation.withdrawTypeInvalid',
  ],
  // Checkout: at least one cart item selected.
  [
    'checkout with nothing selected',
    orderCreate,
    { cartIds: [], addressId: 1 },
    'cartIds',
    'validation.cartSelectionRequired',
  ],
  ['checkout without address', orderCreate, { cartIds: [1] }, 'addressId', 'validation.idInvalid'],
  ['cart quantity 0', cartAdd, { productId: 1, quantity: 0 }, 'quantity', 'validation.quantityInvalid'],
  ['order list unknown status', orderList, { status: 7 }, 'status', 'validation.statusInvalid'],
  ['record filter unknown status', walletRechargeLog, 'status=3', 'status', 'validation.statusInvalid'],
]

describe('shop-spec §5 rules: valid inputs pass', () => {
  it.each(valid)('%s', (_name, endpoint, input) => {
    const result = parseRequest(endpoint, input)
    expect(result.ok ? [] : result.issues).toEqual([])
  })
})

describe('shop-spec §5 rules: invalid inputs fail with the message key', () => {
  it.each(invalid)('%s -> %s %s', (_name, endpoint, input, path, key) => {
    const result = parseRequest(endpoint, input)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toContainEqual(expect.objectContaining({ path, messageKey: key }))
    for (const issue of result.issues) expect(VALIDATION_MESSAGE_KEYS).toContain(issue.messageKey)
  })
})

describe('parsed output', () => {
  it('coerces query strings and trims text', () => {
    expect(parseRequest(orderList, 'status=-1&page=3&limit=20')).toEqual({
      ok: true,
      data: { status: -1, page: 3, limit: 20 },
    })
    expect(parseRequest(userLogin, { account: '  ann  ', password: ' pw ' })).toEqual({
      ok: true,
      data: { account: 'ann', password: ' pw ' },
    })
  })

  it('fills defaults (review pictures, pagination)', () => {
    const result = parseRequest(reviewAdd, review)
    expect(result.ok && result.data.pictures).toEqual([])
  })
})
