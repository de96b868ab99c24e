// Status and kind codes of orders, refunds, audits, withdrawals, recharges and the ledger (shop-spec
// §3/§4), and the envelope's failure codes (§8). Apart from ./constants.ts, which the client and the shell use: the app's first chunk
// carries the whole of every module it imports, and only the order and wallet screens need these
// (README "Tree-shaking").

import { HTTP_UNAUTHORIZED, SUCCESS_CODE } from './constants.js'

/** shop-spec §4: order status codes (the "all" tab is the absence of a status filter). */
export const ORDER_STATUS = {
  toPay: 0,
  toShip: 1,
  toReceive: 2,
  received: 3,
  completed: 4,
  cancelled: -1,
  afterSale: -4,
} as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]
export const ORDER_STATUS_CODES = Object.values(ORDER_STATUS) as readonly OrderStatus[]

/** shop-spec §4: withdrawal and recharge audit status (also the list filter; "all" = no filter). */
export const AUDIT_STATUS = { auditing: 0, passed: 1, refused: 2 } as const
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS]
export const AUDIT_STATUS_CODES = Object.values(AUDIT_STATUS) as readonly AuditStatus[]

/** shop-spec §3: refund type: refund without return, or refund and return. */
export const REFUND_TYPE = { refundOnly: 1, returnAndRefund: 2 } as const
export type RefundType = (typeof REFUND_TYPE)[keyof typeof REFUND_TYPE]
export const REFUND_TYPE_CODES = Object.values(REFUND_TYPE) as readonly RefundType[]

/** shop-spec §3: product status in a refund request: not received or received. */
export const PRODUCT_STATUS = { notReceived: 0, received: 1 } as const
export type ProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS]
export const PRODUCT_STATUS_CODES = Object.values(PRODUCT_STATUS) as readonly ProductStatus[]

/** shop-spec §4: labels for refund progress: applied, refunding, refunded (plus refused by audit). */
export const REFUND_STATUS = { applied: 0, refunding: 1, refunded: 2, refused: 3 } as const
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS]
export const REFUND_STATUS_CODES = Object.values(REFUND_STATUS) as readonly RefundStatus[]

/** shop-spec §3: withdrawal type: bank card or blockchain address. */
export const WITHDRAW_TYPE = { bankCard: 1, blockchain: 2 } as const
export type WithdrawType = (typeof WITHDRAW_TYPE)[keyof typeof WITHDRAW_TYPE]
export const WITHDRAW_TYPE_CODES = Object.values(WITHDRAW_TYPE) as readonly WithdrawType[]

/** shop-spec §3: recharge method: manual transfer or on-chain transfer. */
export const RECHARGE_METHOD = { manual: 1, onChain: 2 } as const
export type RechargeMethod = (typeof RECHARGE_METHOD)[keyof typeof RECHARGE_METHOD]
export const RECHARGE_METHOD_CODES = Object.values(RECHARGE_METHOD) as readonly RechargeMethod[]

/** Ledger (bill) movement kinds for the fund record. */
export const BILL_TYPE = {
  recharge: 1,
  withdraw: 2,
  withdrawReturned: 3,
  orderPay: 4,
  orderRefund: 5,
  orderCancelReturn: 6,
} as const
export type BillType = (typeof BILL_TYPE)[keyof typeof BILL_TYPE]
export const BILL_TYPE_CODES = Object.values(BILL_TYPE) as readonly BillType[]

/**
 * Envelope `code` values besides success (shop-spec §8 leaves them open; these are ours, so the app
 * can react to a specific failure, e.g. the "payment code not set" note with its go-setting action).
 */
export const API_CODE = {
  success: SUCCESS_CODE,
  failure: 0,
  /** Also sent as HTTP status 401 (shop-spec §8). */
  unauthorized: HTTP_UNAUTHORIZED,
  validation: 1001,
  notFound: 1002,
  forbidden: 1003,
  rateLimited: 1004,
  invalidTransition: 1005,
  alreadySubmitted: 1006,
  insufficientBalance: 1007,
  outOfStock: 1008,
  payCodeNotSet: 1009,
  payCodeWrong: 1010,
  unsupportedNetwork: 1011,
  wrongCredentials: 1012,
  accountExists: 1013,
} as const
export type ApiCode = (typeof API_CODE)[keyof typeof API_CODE]
