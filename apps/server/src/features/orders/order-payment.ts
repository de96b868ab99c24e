import { API_CODE, BILL_TYPE } from '@crossmart/api-client'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { orders } from '../../db/schema'
import { ApiError, notFound } from '../../http/api-error'
import type { PayCodeChecker } from '../accounts/pay-code-checker'
import { findUserById } from '../accounts/user-lookup'
import { lockBalance, moveBalance } from '../ledger/ledger'
import { recordNotification } from '../notifications/record-notification'
import { nextOrderState } from './order-states'
import { countSales } from './stock'

export interface PaymentDeps {
  db: Database
  clock: Clock
  payCodes: PayCodeChecker
}

export interface PaymentResult {
  paidOrderIds: number[]
  paidCents: number
  balanceCents: number
}

/**
 * shop-spec §4 Payment. A missing payment code is its own error (the app's "You have not set payment
 * password" note); a wrong one counts towards the verify_pay lock.
 */
export async function verifyPayCode(
  deps: PaymentDeps,
  userId: number,
  payCode: string,
  ip: string,
): Promise<void> {
  const user = await findUserById(deps.db, userId)
  if (user.payCodeHash === null) throw new ApiError('pay.notSet', { apiCode: API_CODE.payCodeNotSet })
  if (!(await deps.payCodes.check(userId, user.payCodeHash, payCode, ip))) {
    throw new ApiError('pay.wrongCode', { apiCode: API_CODE.payCodeWrong })
  }
}

/**
 * Pays orders from the balance (issue 7). One transaction: the balance row is locked first, each
 * order still waiting for payment is debited with its own ledger row and moved to `paid`. An order
 * already paid is skipped, so paying twice charges once; if the balance cannot cover all of them,
 * nothing is charged.
 */
export async function payOrders(
  deps: PaymentDeps,
  userId: number,
  input: { orderIds: readonly number[]; payCode: string },
  ip: string,
): Promise<PaymentResult> {
  await verifyPayCode(deps, userId, input.payCode, ip)
  const ids = [...new Set(input.orderIds)]
  return deps.db.transaction(async (tx) => {
    let balanceCents = await lockBalance(tx, userId)
    const rows = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.id, ids)))
      .orderBy(asc(orders.id))
      .for('update')
    if (rows.length !== ids.length) throw notFound('order.notFound')
    const at = new Date(deps.clock.now())
    const paidOrderIds: number[] = []
    let paidCents = 0
    for (const order of rows) {
      // Already paid by an earlier (or concurrent, now committed) call: charged once, skip it.
      if (order.paidAt !== null && order.state !== 'awaiting_payment') continue
      const state = nextOrderState(order.state, 'pay')
      balanceCents = await moveBalance(tx, {
        userId,
        deltaCents: -order.totalCents,
        type: BILL_TYPE.orderPay,
        orderId: order.id,
        remark: order.orderSn,
        at,
      })
      await tx.update(orders).set({ state, paidAt: at }).where(eq(orders.id, order.id))
      await countSales(tx, order, 1)
      await recordNotification(tx, {
        userId,
        templateKey: 'notification.orderPaid',
        params: { orderSn: order.orderSn, amountCents: order.totalCents },
        target: { type: 'order', id: order.id },
        at,
      })
      paidOrderIds.push(order.id)
      paidCents += order.totalCents
    }
    return { paidOrderIds, paidCents, balanceCents }
  })
}
