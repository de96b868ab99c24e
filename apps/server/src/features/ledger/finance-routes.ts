import {
  consoleCommissionRateSet,
  consoleCommissionRates,
  consolePayoutAccountSave,
  consolePayoutAudit,
  consolePayoutRequest,
  consolePayouts,
  consolePlatformMoney,
  consoleReconciliation,
  consoleShopBalance,
  consoleShopLedger,
  consoleShopPayouts,
  consoleShopStatement,
} from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import { DEFAULT_ORDER_AUTO_CONFIRM_DAYS } from '../../config/defaults'
import { recordAudit } from '../console/audit-log'
import { auditActorOf, ownShopId } from '../console/console-actor'
import type { ConsoleMount } from '../console/console-mount'
import {
  auditPayout,
  listPayoutQueue,
  listShopPayouts,
  payoutFor,
  requestPayout,
  savePayoutAccount,
} from './payouts'
import { reconcile } from './reconciliation'
import {
  commissionRates,
  platformMoney,
  setCommissionRate,
  shopBalance,
  shopLedger,
  shopStatement,
} from './shop-finance'

/**
 * Issue #42 marketplace money in the console (server README "Money between accounts"): a shop's
 * owner sees and pays out the shop's money (another shop's staff, a manager or an agent are refused:
 * console.ownerOnly); operators decide payouts, read the platform's money, any shop's ledger, the
 * reconciliation and set commission rates. Every decision and rate change goes to the audit log.
 */
export function mountFinanceRoutes(
  mount: ConsoleMount,
  { db, clock, config }: Pick<AppServices, 'db' | 'clock' | 'config'>,
): void {
  const autoConfirmDays = config.orderAutoConfirmDays ?? DEFAULT_ORDER_AUTO_CONFIRM_DAYS

  mount(consoleShopBalance, async (_ctx, actor) => shopBalance(db, ownShopId(actor)))
  mount(consoleShopStatement, async (ctx, actor) =>
    shopStatement(db, ownShopId(actor), ctx.input, autoConfirmDays),
  )
  mount(consoleShopPayouts, async (ctx, actor) => listShopPayouts(db, ownShopId(actor), ctx.input))
  mount(consolePayoutAccountSave, async (ctx, actor) => {
    const shopId = ownShopId(actor)
    const before = await shopBalance(db, shopId)
    await savePayoutAccount(db, shopId, ctx.input)
    const after = await shopBalance(db, shopId)
    await recordAudit(db, clock, auditActorOf(actor), {
      action: 'shop.payoutAccount',
      targetType: 'shop',
      targetId: shopId,
      before: before.payoutAccount,
      after: after.payoutAccount,
    })
    return after
  })
  mount(consolePayoutRequest, async (ctx, actor) => {
    const shopId = ownShopId(actor)
    const payoutId = await requestPayout(db, clock, shopId, actor.userId, ctx.input)
    return payoutFor(db, payoutId)
  })

  mount(consolePayouts, async (ctx) => {
    return listPayoutQueue(db, ctx.input)
  })
  mount(consolePayoutAudit, async (ctx, actor) => {
    const { id, decision, remark } = ctx.input
    const before = await payoutFor(db, id)
    await auditPayout(db, clock, id, decision, remark ?? '')
    const after = await payoutFor(db, id)
    await recordAudit(db, clock, auditActorOf(actor), {
      action: `payout.${decision}`,
      targetType: 'payout',
      targetId: id,
      before,
      after,
    })
    return after
  })
  mount(consolePlatformMoney, async (ctx) => {
    return platformMoney(db, ctx.input)
  })
  mount(consoleShopLedger, async (ctx) => {
    return shopLedger(db, ctx.input.shopId, ctx.input)
  })
  mount(consoleReconciliation, async () => {
    return reconcile(db, clock)
  })
  mount(consoleCommissionRates, async () => {
    return commissionRates(db)
  })
  mount(consoleCommissionRateSet, async (ctx, actor) => {
    const { before } = await setCommissionRate(db, ctx.input)
    await recordAudit(db, clock, auditActorOf(actor), {
      action: `commission.${ctx.input.target}`,
      targetType: ctx.input.target,
      targetId: ctx.input.id,
      before: { commissionBps: before },
      after: { commissionBps: ctx.input.commissionBps },
    })
    return commissionRates(db)
  })
}
