import { type ConsoleShopper, type ShopperWallet, splitPhone } from '@crossmart/api-client'
import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { PLATFORM_SERVICE_ID } from '../../chat/channel-address'
import type { Executor } from '../../db/database'
import {
  addresses,
  complaintResolutions,
  complaints,
  conversationEpisodes,
  orders,
  recharges,
  users,
  withdrawals,
} from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import type { ConsoleActor } from './console-actor'
import { toConsoleOrders } from './console-orders'

/**
 * Issue #44: the login account as staff may see it. An agent needs to tell two "Anna"s apart and to
 * read an account back to the shopper, not the account itself (it may be an email or a phone).
 */
export function maskAccount(account: string): string {
  const chars = [...account]
  const at = account.lastIndexOf('@')
  if (at > 0) {
    const local = [...account.slice(0, at)]
    return `${local.slice(0, Math.min(2, local.length - 1) || 1).join('')}***${account.slice(at)}`
  }
  if (/^\+?\d{7,}$/.test(account)) return `${chars.slice(0, 3).join('')}****${chars.slice(-2).join('')}`
  if (chars.length <= 2) return `${chars[0] ?? ''}*`
  const hidden = Math.min(chars.length - 3, 4) || 1
  return `${chars.slice(0, 2).join('')}${'*'.repeat(hidden)}${chars.at(-1)}`
}

/** The shopper's country: the default address's, else the calling code of the registration phone. */
export function countryOf(
  defaultAddressCountry: string | undefined,
  mobile: string | null,
): { country: string | null; countrySource: 'address' | 'phone' | null } {
  if (defaultAddressCountry) return { country: defaultAddressCountry, countrySource: 'address' }
  if (mobile?.startsWith('+')) {
    // `splitPhone` keeps the given region only when its code is the number's: a +1 number stays US.
    const { region, national } = splitPhone(mobile, 'US')
    if (national !== mobile) return { country: region, countrySource: 'phone' }
  }
  return { country: null, countrySource: null }
}

/**
 * Which orders of the shopper the panel shows: a shop's staff their own shop's, operators every
 * shop's (as their order screens do), the platform's service staff none (they have no order view).
 */
function orderScope(actor: ConsoleActor, shopperId: number): SQL | null {
  if (actor.role === 'operator') return eq(orders.userId, shopperId)
  if (actor.shopId === null) return null
  return and(eq(orders.userId, shopperId), eq(orders.shopId, actor.shopId))!
}

async function walletOf(db: Executor, shopperId: number, limit: number): Promise<ShopperWallet> {
  const money = async (table: typeof recharges | typeof withdrawals) => {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: table.id,
          amountCents: table.amountCents,
          status: table.status,
          createdAt: table.createdAt,
          auditedAt: table.auditedAt,
        })
        .from(table)
        .where(eq(table.userId, shopperId))
        .orderBy(desc(table.id))
        .limit(limit),
      db.select({ value: count() }).from(table).where(eq(table.userId, shopperId)),
    ])
    return {
      total: total?.value ?? 0,
      list: rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        auditedAt: r.auditedAt?.toISOString() ?? null,
      })),
    }
  }
  const [rechargeList, withdrawalList, complaintRows, [complaintTotal]] = await Promise.all([
    money(recharges),
    money(withdrawals),
    db
      .select({
        id: complaints.id,
        orderId: complaints.orderId,
        orderSn: orders.orderSn,
        createdAt: complaints.createdAt,
        resolvedAt: complaintResolutions.resolvedAt,
      })
      .from(complaints)
      .leftJoin(orders, eq(orders.id, complaints.orderId))
      .leftJoin(complaintResolutions, eq(complaintResolutions.complaintId, complaints.id))
      .where(eq(complaints.userId, shopperId))
      .orderBy(desc(complaints.id))
      .limit(limit),
    db.select({ value: count() }).from(complaints).where(eq(complaints.userId, shopperId)),
  ])
  return {
    topUps: rechargeList,
    withdrawals: withdrawalList,
    complaints: {
      total: complaintTotal?.value ?? 0,
      list: complaintRows.map((c) => ({
        id: c.id,
        kind: c.orderId === null ? ('platform' as const) : ('order' as const),
        orderSn: c.orderSn,
        createdAt: c.createdAt.toISOString(),
        resolvedAt: c.resolvedAt?.toISOString() ?? null,
      })),
    },
  }
}

/**
 * Issue #44 "Who the shopper is": the shopper of a conversation of the actor's service (the caller
 * checked it exists): masked account, language, country, the conversations with this service, the
 * orders the actor may see, and for the platform's own service their top-ups, withdrawals and
 * complaints. A shop's staff never see another shop's conversations or orders, nor any wallet.
 */
export async function shopperContext(
  db: Executor,
  actor: ConsoleActor,
  channelId: string,
  shopperId: number,
  limit: number,
): Promise<ConsoleShopper> {
  const [user] = await db
    .select({
      nickname: users.nickname,
      account: users.account,
      mobile: users.mobile,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, shopperId))
  if (!user) throw notFound('console.conversationNotFound')
  const scope = orderScope(actor, shopperId)
  const episodes = eq(conversationEpisodes.canonicalId, channelId)
  const [address, orderRows, [orderTotal], episodeRows, [episodeTotal], wallet] = await Promise.all([
    db
      .select({ country: addresses.country })
      .from(addresses)
      .where(and(eq(addresses.userId, shopperId), eq(addresses.isDefault, true)))
      .then((rows) => rows[0]),
    scope === null ? [] : db.select().from(orders).where(scope).orderBy(desc(orders.id)).limit(limit),
    scope === null ? [{ value: 0 }] : db.select({ value: count() }).from(orders).where(scope),
    db
      .select({
        id: conversationEpisodes.id,
        openedAt: conversationEpisodes.openedAt,
        resolvedAt: conversationEpisodes.resolvedAt,
      })
      .from(conversationEpisodes)
      .where(episodes)
      .orderBy(desc(conversationEpisodes.openedAt), desc(conversationEpisodes.id))
      .limit(limit),
    db.select({ value: count() }).from(conversationEpisodes).where(episodes),
    // The platform's service answers "where is my top-up"; a shop has no business with the wallet.
    actor.serviceId === PLATFORM_SERVICE_ID ? walletOf(db, shopperId, limit) : null,
  ])
  return {
    id: shopperId,
    name: user.nickname || maskAccount(user.account),
    account: maskAccount(user.account),
    language: user.language,
    ...countryOf(address?.country, user.mobile),
    memberSince: user.createdAt.toISOString(),
    conversations: {
      channelId,
      total: episodeTotal?.value ?? 0,
      list: episodeRows.map((e) => ({
        id: e.id,
        openedAt: e.openedAt.toISOString(),
        resolvedAt: e.resolvedAt?.toISOString() ?? null,
        state: e.resolvedAt === null ? ('open' as const) : ('resolved' as const),
      })),
    },
    orders: await toConsoleOrders(db, orderRows),
    ordersTotal: orderTotal?.value ?? 0,
    wallet,
  }
}
