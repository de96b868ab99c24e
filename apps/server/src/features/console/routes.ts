import {
  API_CODE,
  type ConsoleStatus,
  consoleAssign,
  consoleAuditLog,
  consoleAuditLogFacets,
  consoleAvailability,
  consoleAvailabilitySet,
  consoleColleagues,
  consoleComplaintResolve,
  consoleComplaints,
  consoleConversationRatings,
  consoleConversationState,
  consoleInbox,
  consoleInboxCounts,
  consoleMe,
  consoleOrderDetail,
  consoleOrders,
  consoleQueueSettings,
  consoleQueueSettingsSave,
  consoleQuickReplies,
  consoleQuickReplyDelete,
  consoleQuickReplySave,
  consoleRechargeAudit,
  consoleRecharges,
  consoleRefund,
  consoleRefundDecide,
  consoleReport,
  consoleShip,
  consoleShopper,
  consoleStatus,
  consoleWithdrawalAudit,
  consoleWithdrawals,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { FeatureRoutes } from '../../app'
import { uidOf } from '../../chat/channel-address'
import { mountLabelRoutes } from '../../chat/labels/label-routes'
import type { QueueControl } from '../../chat/queue/queue-control'
import { loadQueueSettings, saveQueueSettings } from '../../chat/storage/queue-settings-store'
import type { AppEnv } from '../../http/app-env'
import { createMount, type HandlerContext } from '../../http/endpoint-route'
import { RefusalError } from '../../http/refusal-error'
import { mountCatalogueRoutes } from '../console-catalogue/catalogue-routes'
import { mountFinanceRoutes } from '../ledger/finance-routes'
import { mountProductEditorRoutes } from '../shop-products/product-routes'
import { auditLogFacets, listAuditLog, recordAudit } from './audit-log'
import {
  complaintFor,
  listComplaints,
  listRecharges,
  listWithdrawals,
  rechargeFor,
  withdrawalFor,
} from './audit-queues'
import { auditActorOf, loadConsoleActor, orderScopeOf, requireOperator, toConsoleMe } from './console-actor'
import { consoleOrderDetailOf } from './console-order-detail'
import { consoleOrderOf, listShopOrders } from './console-orders'
import { assignConversation, colleaguesOf, existingConversationOf, inboxCounts, listInbox } from './inbox'
import { auditRechargeAs, auditWithdrawalAs, decideRefund, resolveComplaint, shipOrderAs } from './operations'
import { deleteQuickReply, listQuickReplies, saveQuickReply } from './quick-replies'
import { consoleRatingOf, ratingsOfConversation } from './ratings'
import { refundOfShop } from './refund-of-shop'
import { buildReport } from './reports/report-service'
import { shopperContext } from './shopper-context'

export interface ConsoleRoutesOptions {
  /** Whether a chat uid has a live socket (the embedded gateway); absent: nobody is shown online. */
  isOnline?: (uid: string) => boolean
  /** Issue #29 queue control (server README "Queue control"); absent: its calls answer not found. */
  queue?: QueueControl
  /** The operator's status page (observability/status-report.ts); absent: the call answers not found. */
  status?: () => Promise<ConsoleStatus>
}

/**
 * The staff and operator console (server README "Console"): every call loads the session's user and
 * refuses shoppers (1003); operator calls also refuse staff; staff see only their service's
 * conversations and their shop's orders (another shop's answer "not found").
 */
export function createConsoleRoutes(options: ConsoleRoutesOptions = {}): FeatureRoutes {
  return (services) => {
    const { db, clock, auth, catalogCache } = services
    const router = new Hono<AppEnv>()
    const mount = createMount(router, auth)
    const actorOf = async (ctx: Pick<HandlerContext<typeof consoleMe>, 'session'>) =>
      loadConsoleActor(db, (await ctx.session()).userId)
    const operatorOf = async (ctx: Pick<HandlerContext<typeof consoleMe>, 'session'>) =>
      requireOperator(await actorOf(ctx))

    mount(consoleMe, async (ctx) => toConsoleMe(await actorOf(ctx)))

    // Live customer service.
    mount(consoleInbox, async (ctx) => listInbox(db, await actorOf(ctx), ctx.input))
    mount(consoleInboxCounts, async (ctx) => inboxCounts(db, await actorOf(ctx)))
    mount(consoleAssign, async (ctx) => {
      // Issue #29: the rating is asked on resolve (rating-on-resolve.ts), not on release.
      const assigned = await assignConversation(db, clock, await actorOf(ctx), ctx.input)
      // The queue remembers who has a conversation (queue-memory.ts): this write is not its own.
      options.queue?.changed()
      return assigned
    })
    mount(consoleReport, async (ctx) => buildReport(db, clock, await actorOf(ctx), ctx.input))
    mount(consoleConversationRatings, async (ctx) => ({
      list: (await ratingsOfConversation(db, await actorOf(ctx), ctx.input.channelId)).map(consoleRatingOf),
    }))
    mount(consoleColleagues, async (ctx) => {
      const colleagues = await colleaguesOf(db, await actorOf(ctx))
      // Issue #29: online is the member's chosen availability (online or busy) with the console open.
      const online = async (id: number) =>
        options.queue ? options.queue.isAvailable(uidOf(id)) : (options.isOnline?.(uidOf(id)) ?? false)
      return { list: await Promise.all(colleagues.map(async (c) => ({ ...c, online: await online(c.id) }))) }
    })
    mountQueueRoutes()
    mountLabelRoutes(mount, db, clock, actorOf)
    mountFinanceRoutes(mount, services, actorOf)
    mountProductEditorRoutes(mount, services, actorOf)
    mountCatalogueRoutes(mount, services, actorOf)
    mount(consoleQuickReplies, async (ctx) => ({ list: await listQuickReplies(db, await actorOf(ctx)) }))
    mount(consoleQuickReplySave, async (ctx) => saveQuickReply(db, clock, await actorOf(ctx), ctx.input))
    mount(consoleQuickReplyDelete, async (ctx) =>
      deleteQuickReply(db, clock, await actorOf(ctx), ctx.input.id),
    )
    mount(consoleShopper, async (ctx) => {
      const actor = await actorOf(ctx)
      const { shopperId } = await existingConversationOf(db, actor, ctx.input.channelId)
      return shopperContext(db, actor, ctx.input.channelId, shopperId, ctx.input.limit)
    })

    // The shop's orders.
    mount(consoleOrders, async (ctx) => listShopOrders(db, orderScopeOf(await actorOf(ctx)), ctx.input))
    mount(consoleOrderDetail, async (ctx) =>
      consoleOrderDetailOf(db, orderScopeOf(await actorOf(ctx)), ctx.input.id),
    )
    mount(consoleShip, async (ctx) => {
      const actor = await actorOf(ctx)
      const scope = orderScopeOf(actor)
      const { orderId, company, trackingNo } = ctx.input
      await shipOrderAs(db, clock, auditActorOf(actor), scope, orderId, { company, trackingNo })
      return consoleOrderOf(db, scope, orderId)
    })
    mount(consoleRefund, async (ctx) => refundOfShop(db, orderScopeOf(await actorOf(ctx)), ctx.input.id))
    mount(consoleRefundDecide, async (ctx) => {
      const actor = await actorOf(ctx)
      const { refundId, decision, reason } = ctx.input
      return decideRefund(
        db,
        clock,
        catalogCache,
        auditActorOf(actor),
        orderScopeOf(actor),
        refundId,
        decision,
        reason,
      )
    })

    // Operators: money and complaints.
    mount(consoleRecharges, async (ctx) => {
      await operatorOf(ctx)
      return listRecharges(db, ctx.input)
    })
    mount(consoleRechargeAudit, async (ctx) => {
      const actor = await operatorOf(ctx)
      const { id, decision, remark } = ctx.input
      await auditRechargeAs(db, clock, auditActorOf(actor), id, decision, remark ?? '')
      return rechargeFor(db, id)
    })
    mount(consoleWithdrawals, async (ctx) => {
      await operatorOf(ctx)
      return listWithdrawals(db, ctx.input)
    })
    mount(consoleWithdrawalAudit, async (ctx) => {
      const actor = await operatorOf(ctx)
      const { id, decision, remark } = ctx.input
      await auditWithdrawalAs(db, clock, auditActorOf(actor), id, decision, remark ?? '')
      return withdrawalFor(db, id)
    })
    mount(consoleComplaints, async (ctx) => {
      await operatorOf(ctx)
      return listComplaints(db, ctx.input)
    })
    mount(consoleComplaintResolve, async (ctx) => {
      const actor = await operatorOf(ctx)
      await resolveComplaint(db, clock, auditActorOf(actor), ctx.input.id, ctx.input.note)
      return complaintFor(db, ctx.input.id)
    })
    mount(consoleAuditLog, async (ctx) => {
      await operatorOf(ctx)
      return listAuditLog(db, ctx.input)
    })
    mount(consoleAuditLogFacets, async (ctx) => {
      await operatorOf(ctx)
      return auditLogFacets(db)
    })
    mount(consoleStatus, async (ctx) => {
      await operatorOf(ctx)
      if (!options.status)
        throw new RefusalError('request.notFound', { apiCode: API_CODE.notFound, httpStatus: 404 })
      return options.status()
    })
    return router

    /** Issue #29: states, availability and the service's queue settings, each for the actor's own service. */
    function mountQueueRoutes() {
      const queueOf = () => {
        if (!options.queue)
          throw new RefusalError('request.notFound', { apiCode: API_CODE.notFound, httpStatus: 404 })
        return options.queue
      }
      mount(consoleConversationState, async (ctx) => queueOf().setState(await actorOf(ctx), ctx.input))
      mount(consoleAvailability, async (ctx) => ({
        status: await queueOf().availabilityOf((await actorOf(ctx)).userId),
      }))
      mount(consoleAvailabilitySet, async (ctx) => ({
        status: await queueOf().setAvailability(await actorOf(ctx), ctx.input.status),
      }))
      mount(consoleQueueSettings, async (ctx) => loadQueueSettings(db, (await actorOf(ctx)).serviceId))
      mount(consoleQueueSettingsSave, async (ctx) => {
        const actor = await actorOf(ctx)
        const saved = await db.transaction(async (tx) => {
          const before = await loadQueueSettings(tx, actor.serviceId)
          const written = await saveQueueSettings(tx, clock, actor.serviceId, ctx.input)
          await recordAudit(tx, clock, auditActorOf(actor), {
            action: 'queue.settings',
            targetType: 'service',
            targetId: actor.serviceId,
            before,
            after: written,
          })
          return written
        })
        queueOf().changed()
        return saved
      })
    }
  }
}
