import { AUDIT_STATUS, REFUND_STATUS } from '@crossmart/api-client'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database } from '../db/database'
import { orders, recharges, refunds, withdrawals } from '../db/schema'
import { COMMAND_LINE_ACTOR } from '../features/console/console-actor'
import {
  auditRechargeAs,
  auditRefundAs,
  auditWithdrawalAs,
  deliverOrderAs,
  EVERY_SHOP,
  shipOrderAs,
  trackOrderAs,
} from '../features/console/operations'
import { saveAnnouncement } from '../features/console-catalogue/announcement-admin'
import type { StockChangeListener } from '../features/orders/stock'
import { listDevMail } from '../mail/dev-mailer'
import { listDevSms } from '../sms/dev-sms-sender'
import type { OpsCommand } from './parse-command'

export interface PendingWork {
  toShip: { id: number; orderSn: string }[]
  inTransit: { id: number; orderSn: string; state: string }[]
  recharges: { id: number; userId: number; amountCents: number }[]
  withdrawals: { id: number; userId: number; amountCents: number }[]
  refunds: { id: number; orderId: number; status: number; amountCents: number }[]
}

/**
 * What the operator command does (README "Operator command"): the same operation functions the
 * console's routes call (features/console/operations.ts), so the command goes through the same
 * transition tables and ledger and is written to the audit log too. Tests drive it directly.
 */
/**
 * `onChange`: told after every command that may have changed users' data, so a server sharing this
 * process (tests) drops its per-user read cache; the CLI is another process, which the cache's
 * 1 s TTL covers (server README "Fast logged-in reads"). `catalog`: told after a refund put stock back,
 * for the same reason; the CLI has no catalog cache of its own and the server's 2 s TTL covers it.
 */
export function createOperator({
  db,
  clock,
  onChange,
  catalog = { invalidate() {} },
}: {
  db: Database
  clock: Clock
  onChange?: () => void
  catalog?: StockChangeListener
}) {
  async function pending(): Promise<PendingWork> {
    const [toShip, inTransit, openRecharges, openWithdrawals, openRefunds] = await Promise.all([
      db
        .select({ id: orders.id, orderSn: orders.orderSn })
        .from(orders)
        .where(eq(orders.state, 'paid'))
        .orderBy(asc(orders.id)),
      db
        .select({ id: orders.id, orderSn: orders.orderSn, state: orders.state })
        .from(orders)
        .where(eq(orders.state, 'shipped'))
        .orderBy(asc(orders.id)),
      db
        .select({ id: recharges.id, userId: recharges.userId, amountCents: recharges.amountCents })
        .from(recharges)
        .where(eq(recharges.status, AUDIT_STATUS.auditing))
        .orderBy(asc(recharges.id)),
      db
        .select({ id: withdrawals.id, userId: withdrawals.userId, amountCents: withdrawals.amountCents })
        .from(withdrawals)
        .where(eq(withdrawals.status, AUDIT_STATUS.auditing))
        .orderBy(asc(withdrawals.id)),
      db
        .select({
          id: refunds.id,
          orderId: refunds.orderId,
          status: refunds.status,
          amountCents: refunds.amountCents,
        })
        .from(refunds)
        .where(inArray(refunds.status, [REFUND_STATUS.applied, REFUND_STATUS.refunding]))
        .orderBy(asc(refunds.id)),
    ])
    return { toShip, inTransit, recharges: openRecharges, withdrawals: openWithdrawals, refunds: openRefunds }
  }

  async function run(command: OpsCommand): Promise<unknown> {
    try {
      return await execute(command)
    } finally {
      if (command.verb !== 'pending' && command.verb !== 'mail' && command.verb !== 'sms') onChange?.()
    }
  }

  async function execute(command: OpsCommand): Promise<unknown> {
    switch (command.verb) {
      case 'pending':
        return pending()
      case 'ship':
        await shipOrderAs(db, clock, COMMAND_LINE_ACTOR, EVERY_SHOP, command.orderId, {
          company: command.company,
          trackingNo: command.trackingNo,
        })
        return { orderId: command.orderId, state: 'shipped' }
      case 'track':
        await trackOrderAs(db, clock, COMMAND_LINE_ACTOR, command.orderId, command.description)
        return { orderId: command.orderId, event: command.description }
      case 'deliver':
        await deliverOrderAs(db, clock, COMMAND_LINE_ACTOR, command.orderId)
        return { orderId: command.orderId, state: 'delivered' }
      case 'recharge':
        return auditRechargeAs(db, clock, COMMAND_LINE_ACTOR, command.id, command.decision, command.remark)
      case 'withdrawal':
        return auditWithdrawalAs(db, clock, COMMAND_LINE_ACTOR, command.id, command.decision, command.remark)
      case 'refund':
        return auditRefundAs(
          db,
          clock,
          catalog,
          COMMAND_LINE_ACTOR,
          EVERY_SHOP,
          command.id,
          command.action,
          command.remark,
        )
      case 'mail':
        return listDevMail(db, command.limit)
      case 'sms':
        return listDevSms(db, command.limit)
      case 'backup':
      case 'restore':
        // Whole-folder verbs: the CLI runs them without opening the database (backup-command.ts).
        throw new Error(`${command.verb} is run by the ops command line, not on an open database`)
      case 'announce': {
        const { title, body } = command
        // Issue #48: the same announcement the console sends, listed there and audited.
        const sent = await saveAnnouncement(db, clock, COMMAND_LINE_ACTOR, { title, body })
        return { notified: sent.recipients }
      }
    }
  }

  return { run, pending }
}

export type Operator = ReturnType<typeof createOperator>
