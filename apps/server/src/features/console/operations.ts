import { REFUND_STATUS, type RefundDecision } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { complaintResolutions, complaints, orders, recharges, refunds, withdrawals } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { auditRefund, type RefundAction, type RefundRecord } from '../after-sale/refunds'
import { addLogisticsEvent, markDelivered, shipOrder } from '../orders/order-actions'
import type { StockChangeListener } from '../orders/stock'
import type { AuditDecision } from '../wallet/audited-record'
import { auditRecharge, type RechargeRecord } from '../wallet/recharges'
import { auditWithdrawal, type WithdrawRecord } from '../wallet/withdrawals'
import { recordAudit } from './audit-log'
import type { AuditActor } from './console-actor'

/**
 * The operator actions (server README "Console" and "Operator command"): the console's routes and the
 * `ops` command call these same functions, which check the actor's scope, run the feature function
 * that owns the rule (order and refund transition tables, ledger) and write the audit log row with
 * the record before and after. There is no second copy of any rule here.
 */

/** Which shop's orders an action may touch; null = every shop (operators, the command line). */
export interface OrderScope {
  shopId: number | null
}

export const EVERY_SHOP: OrderScope = { shopId: null }

async function orderSnapshot(db: Executor, orderId: number, scope: OrderScope) {
  const [row] = await db
    .select({
      id: orders.id,
      orderSn: orders.orderSn,
      shopId: orders.shopId,
      state: orders.state,
      company: orders.logisticsCompany,
      trackingNo: orders.trackingNo,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  // Another shop's order answers "not found", as another user's does (server README "Security").
  if (!row || (scope.shopId !== null && row.shopId !== scope.shopId)) throw notFound('order.notFound')
  return row
}

async function refundSnapshot(db: Executor, refundId: number, scope: OrderScope) {
  const [row] = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      status: refunds.status,
      amountCents: refunds.amountCents,
      auditRemark: refunds.auditRemark,
      shopId: orders.shopId,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId))
  if (!row || (scope.shopId !== null && row.shopId !== scope.shopId)) throw notFound('refund.notFound')
  return row
}

export async function shipOrderAs(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  scope: OrderScope,
  orderId: number,
  options: { company?: string | undefined; trackingNo?: string | undefined },
): Promise<void> {
  const before = await orderSnapshot(db, orderId, scope)
  await shipOrder(db, clock, orderId, options)
  const after = await orderSnapshot(db, orderId, scope)
  await recordAudit(db, clock, actor, {
    action: 'order.ship',
    targetType: 'order',
    targetId: orderId,
    before,
    after,
  })
}

export async function trackOrderAs(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  orderId: number,
  description: string,
) {
  const before = await orderSnapshot(db, orderId, EVERY_SHOP)
  await addLogisticsEvent(db, clock, orderId, description)
  await recordAudit(db, clock, actor, {
    action: 'order.track',
    targetType: 'order',
    targetId: orderId,
    before,
    after: { ...before, event: description },
  })
}

export async function deliverOrderAs(db: Database, clock: Clock, actor: AuditActor, orderId: number) {
  const before = await orderSnapshot(db, orderId, EVERY_SHOP)
  await markDelivered(db, clock, orderId)
  const after = await orderSnapshot(db, orderId, EVERY_SHOP)
  await recordAudit(db, clock, actor, {
    action: 'order.deliver',
    targetType: 'order',
    targetId: orderId,
    before,
    after,
  })
}

/** One step of the refund table (approve, complete, refuse), as the command line moves refunds. */
export async function auditRefundAs(
  db: Database,
  clock: Clock,
  catalog: StockChangeListener,
  actor: AuditActor,
  scope: OrderScope,
  refundId: number,
  action: RefundAction,
  remark: string,
): Promise<RefundRecord> {
  const before = await refundSnapshot(db, refundId, scope)
  const record = await auditRefund(db, clock, catalog, refundId, action, remark)
  const after = await refundSnapshot(db, refundId, scope)
  await recordAudit(db, clock, actor, {
    action: `refund.${action}`,
    targetType: 'refund',
    targetId: refundId,
    before,
    after,
  })
  return record
}

/**
 * The console's refund decision: accept walks the table to refunded (approve when still applied, then
 * complete: the ledger credit and the restock happen in `auditRefund`), refuse closes it.
 */
export async function decideRefund(
  db: Database,
  clock: Clock,
  catalog: StockChangeListener,
  actor: AuditActor,
  scope: OrderScope,
  refundId: number,
  decision: RefundDecision,
  reason: string,
): Promise<RefundRecord> {
  if (decision === 'refuse')
    return auditRefundAs(db, clock, catalog, actor, scope, refundId, 'refuse', reason)
  const current = await refundSnapshot(db, refundId, scope)
  if (current.status === REFUND_STATUS.applied) {
    await auditRefundAs(db, clock, catalog, actor, scope, refundId, 'approve', reason)
  }
  return auditRefundAs(db, clock, catalog, actor, scope, refundId, 'complete', reason)
}

async function walletSnapshot(db: Executor, table: typeof recharges | typeof withdrawals, id: number) {
  const [row] = await db
    .select({
      id: table.id,
      userId: table.userId,
      amountCents: table.amountCents,
      status: table.status,
      auditRemark: table.auditRemark,
    })
    .from(table)
    .where(eq(table.id, id))
  if (!row) throw notFound('wallet.recordNotFound')
  return row
}

/**
 * An operator's decision on a wallet record, audited with the record as it was before and after
 * (the decision itself is the wallet service's one transaction with its ledger row).
 */
async function decideAudited<R>(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  target: { kind: 'recharge'; table: typeof recharges } | { kind: 'withdrawal'; table: typeof withdrawals },
  id: number,
  decision: AuditDecision,
  decide: () => Promise<R>,
): Promise<R> {
  const before = await walletSnapshot(db, target.table, id)
  const record = await decide()
  const after = await walletSnapshot(db, target.table, id)
  await recordAudit(db, clock, actor, {
    action: `${target.kind}.${decision}`,
    targetType: target.kind,
    targetId: id,
    before,
    after,
  })
  return record
}

export function auditRechargeAs(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  id: number,
  decision: AuditDecision,
  remark: string,
): Promise<RechargeRecord> {
  return decideAudited(db, clock, actor, { kind: 'recharge', table: recharges }, id, decision, () =>
    auditRecharge(db, clock, id, decision, remark),
  )
}

export function auditWithdrawalAs(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  id: number,
  decision: AuditDecision,
  remark: string,
): Promise<WithdrawRecord> {
  return decideAudited(db, clock, actor, { kind: 'withdrawal', table: withdrawals }, id, decision, () =>
    auditWithdrawal(db, clock, id, decision, remark),
  )
}

/** An operator's resolution note closes a complaint (once; a second is refused). */
export async function resolveComplaint(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  complaintId: number,
  note: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [complaint] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.id, complaintId))
    if (!complaint) throw notFound('console.complaintNotFound')
    const inserted = await tx
      .insert(complaintResolutions)
      .values({ complaintId, note, resolvedBy: actor.id, resolvedAt: new Date(clock.now()) })
      .onConflictDoNothing()
      .returning({ id: complaintResolutions.complaintId })
    if (inserted.length === 0) throw new RefusalError('console.complaintResolved')
    await recordAudit(tx, clock, actor, {
      action: 'complaint.resolve',
      targetType: 'complaint',
      targetId: complaintId,
      before: { resolved: false },
      after: { resolved: true, note },
    })
  })
}
