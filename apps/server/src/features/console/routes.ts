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
import { RefusalError } from '../../http/refusal-error'
import { mountCatalogueRoutes } from '../console-catalogue/catalogue-routes'
import { mountFinanceRoutes } from '../ledger/finance-routes'
import { mountApplicationReviewRoutes } from '../merchant-applications/review-routes'
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
import { auditActorOf, orderScopeOf, toConsoleMe } from './console-actor'
import { createConsoleMount } from './console-mount'
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
    // Who may call each endpoint is its contract's `audience`, checked once (console-mount.ts).
    const mount = createConsoleMount(router, auth, db)

    mount(consoleMe, async (_ctx, actor) => toConsoleMe(actor))

    // Live customer service.
    mount(consoleInbox, async (ctx, actor) => listInbox(db, actor, ctx.input))
    mount(consoleInboxCounts, async (_ctx, actor) => inboxCounts(db, actor))
    mount(consoleAssign, async (ctx, actor) => {
      // Issue #29: the rating is asked on resolve (rating-on-resolve.ts), not on release.
      const assigned = await assignConversation(db, clock, actor, ctx.input)
      // The queue remembers who has a conversation (queue-memory.ts): this write is not its own.
      options.queue?.changed()
      return assigned
    })
    mount(consoleReport, async (ctx, actor) => buildReport(db, clock, actor, ctx.input))
    mount(consoleConversationRatings, async (ctx, actor) => ({
      list: (await ratingsOfConversation(db, actor, ctx.input.channelId)).map(consoleRatingOf),
    }))
    mount(consoleColleagues, async (_ctx, actor) => {
      const colleagues = await colleaguesOf(db, actor)
      // Issue #29: online is the member's chosen availability (online or busy) with the console open.
      const online = async (id: number) =>
        options.queue ? options.queue.isAvailable(uidOf(id)) : (options.isOnline?.(uidOf(id)) ?? false)
      return { list: await Promise.all(colleagues.map(async (c) => ({ ...c, online: await online(c.id) }))) }
    })
    mountQueueRoutes()
    mountLabelRoutes(mount, db, clock)
    mountFinanceRoutes(mount, services)
    mountProductEditorRoutes(mount, services)
    // Issue #48 "Merchants join": applications and shop suspension (operators).
    mountApplicationReviewRoutes(mount, services)
    // Issue #48 "The operator's marketplace": categories, banners, announcements, hot pins.
    mountCatalogueRoutes(mount, services)
    mount(consoleQuickReplies, async (_ctx, actor) => ({ list: await listQuickReplies(db, actor) }))
    mount(consoleQuickReplySave, async (ctx, actor) => saveQuickReply(db, clock, actor, ctx.input))
    mount(consoleQuickReplyDelete, async (ctx, actor) => deleteQuickReply(db, clock, actor, ctx.input.id))
    mount(consoleShopper, async (ctx, actor) => {
      const { shopperId } = await existingConversationOf(db, actor, ctx.input.channelId)
      return shopperContext(db, actor, ctx.input.channelId, shopperId, ctx.input.limit)
    })

    // The shop's orders.
    mount(consoleOrders, async (ctx, actor) => listShopOrders(db, orderScopeOf(actor), ctx.input))
    mount(consoleOrderDetail, async (ctx, actor) =>
      consoleOrderDetailOf(db, orderScopeOf(actor), ctx.input.id),
    )
    mount(consoleShip, async (ctx, actor) => {
      const scope = orderScopeOf(actor)
      const { orderId, company, trackingNo } = ctx.input
      await shipOrderAs(db, clock, auditActorOf(actor), scope, orderId, { company, trackingNo })
      return consoleOrderOf(db, scope, orderId)
    })
    mount(consoleRefund, async (ctx, actor) => refundOfShop(db, orderScopeOf(actor), ctx.input.id))
    mount(consoleRefundDecide, async (ctx, actor) => {
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
      return listRecharges(db, ctx.input)
    })
    mount(consoleRechargeAudit, async (ctx, actor) => {
      const { id, decision, remark } = ctx.input
      await auditRechargeAs(db, clock, auditActorOf(actor), id, decision, remark ?? '')
      return rechargeFor(db, id)
    })
    mount(consoleWithdrawals, async (ctx) => {
      return listWithdrawals(db, ctx.input)
    })
    mount(consoleWithdrawalAudit, async (ctx, actor) => {
      const { id, decision, remark } = ctx.input
      await auditWithdrawalAs(db, clock, auditActorOf(actor), id, decision, remark ?? '')
      return withdrawalFor(db, id)
    })
    mount(consoleComplaints, async (ctx) => {
      return listComplaints(db, ctx.input)
    })
    mount(consoleComplaintResolve, async (ctx, actor) => {
      await resolveComplaint(db, clock, auditActorOf(actor), ctx.input.id, ctx.input.note)
      return complaintFor(db, ctx.input.id)
    })
    mount(consoleAuditLog, async (ctx) => {
      return listAuditLog(db, ctx.input)
    })
    mount(consoleAuditLogFacets, async () => {
      return auditLogFacets(db)
    })
    mount(consoleStatus, async () => {
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
      mount(consoleConversationState, async (ctx, actor) => queueOf().setState(actor, ctx.input))
      mount(consoleAvailability, async (_ctx, actor) => ({
        status: await queueOf().availabilityOf(actor.userId),
      }))
      mount(consoleAvailabilitySet, async (ctx, actor) => ({
        status: await queueOf().setAvailability(actor, ctx.input.status),
      }))
      mount(consoleQueueSettings, async (_ctx, actor) => loadQueueSettings(db, actor.serviceId))
      mount(consoleQueueSettingsSave, async (ctx, actor) => {
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
