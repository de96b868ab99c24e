import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { orders, refunds, users } from '../../db/schema'

/** What `labelAuditTargets` needs of an audit row. */
export interface AuditTarget {
  targetType: string
  targetId: string
  before: unknown
  after: unknown
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined

const positive = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The shopper's uid is the channel's last segment (`mer_<shopId>_<uid>`, `platform_<uid>`). */
const shopperOfChannel = (channelId: string) => positive(channelId.split('_').at(-1))

/**
 * Names each audited record as a reader would (issue #29: the audit log as sentences): a
 * conversation by its shopper, an order (and a refund) by the order number, a recharge or withdrawal
 * by its account, a quick reply by its shortcut; '' when the record says nothing more. A page of
 * the log costs at most three lookups, whatever its length.
 */
export async function labelAuditTargets(db: Executor, rows: readonly AuditTarget[]): Promise<string[]> {
  const userIds = new Set<number>()
  const orderIds = new Set<number>()
  const refundIds = new Set<number>()
  for (const row of rows) {
    if (row.targetType === 'conversation') {
      const uid = shopperOfChannel(row.targetId)
      if (uid) userIds.add(uid)
    } else if (row.targetType === 'recharge' || row.targetType === 'withdrawal') {
      const uid = positive(field(row.before, 'userId') ?? field(row.after, 'userId'))
      if (uid) userIds.add(uid)
    } else if (row.targetType === 'order') {
      const id = positive(row.targetId)
      if (id) orderIds.add(id)
    } else if (row.targetType === 'refund') {
      const id = positive(row.targetId)
      if (id) refundIds.add(id)
    }
  }
  const refundRows =
    refundIds.size === 0
      ? []
      : await db
          .select({ id: refunds.id, orderId: refunds.orderId })
          .from(refunds)
          .where(inArray(refunds.id, [...refundIds]))
  for (const r of refundRows) orderIds.add(r.orderId)
  const [userRows, orderRows] = await Promise.all([
    userIds.size === 0
      ? []
      : db
          .select({ id: users.id, nickname: users.nickname, account: users.account })
          .from(users)
          .where(inArray(users.id, [...userIds])),
    orderIds.size === 0
      ? []
      : db
          .select({ id: orders.id, orderSn: orders.orderSn })
          .from(orders)
          .where(inArray(orders.id, [...orderIds])),
  ])
  const user = new Map(userRows.map((u) => [u.id, u]))
  const orderSn = new Map(orderRows.map((o) => [o.id, o.orderSn]))
  const orderOfRefund = new Map(refundRows.map((r) => [r.id, r.orderId]))
  return rows.map((row) => {
    switch (row.targetType) {
      case 'conversation': {
        const u = user.get(shopperOfChannel(row.targetId) ?? 0)
        return u ? u.nickname || u.account : ''
      }
      case 'recharge':
      case 'withdrawal': {
        // Money goes to an account: the unique login, not the display name.
        const u = user.get(positive(field(row.before, 'userId') ?? field(row.after, 'userId')) ?? 0)
        return u?.account ?? ''
      }
      case 'order':
        return orderSn.get(positive(row.targetId) ?? 0) ?? ''
      case 'refund':
        return orderSn.get(orderOfRefund.get(positive(row.targetId) ?? 0) ?? 0) ?? ''
      case 'quickReply': {
        const shortcut = field(row.after, 'shortcut') ?? field(row.before, 'shortcut')
        return typeof shortcut === 'string' ? `/${shortcut}` : ''
      }
      case 'label': {
        // Issue #29 conversation labels: the label's name (its newest, after a rename).
        const name = field(row.after, 'name') ?? field(row.before, 'name')
        return typeof name === 'string' ? name : ''
      }
      case 'application': {
        // Issue #48 "Merchants join": the shop applied for, with the application's reference.
        const shopName = field(row.after, 'shopName') ?? field(row.before, 'shopName')
        const reference = field(row.after, 'reference') ?? field(row.before, 'reference')
        return typeof shopName === 'string' && typeof reference === 'string'
          ? `${shopName} (${reference})`
          : ''
      }
      case 'shop': {
        const name = field(row.after, 'name') ?? field(row.before, 'name')
        return typeof name === 'string' ? name : ''
      }
      case 'category': {
        // Issue #48: a category by its name (English, else the first one given), the newest.
        const names = field(row.after, 'names') ?? field(row.before, 'names')
        const given = typeof names === 'object' && names !== null ? (names as Record<string, unknown>) : {}
        const name = given['en'] ?? Object.values(given).find((v) => typeof v === 'string' && v !== '')
        return typeof name === 'string' ? name : ''
      }
      case 'banner':
      case 'announcement': {
        // Issue #48: a banner by its sale text (else where it leads), an announcement by its title.
        const title = field(row.after, 'title') ?? field(row.before, 'title')
        const target = field(row.after, 'linkTarget') ?? field(row.before, 'linkTarget')
        return typeof title === 'string' && title !== '' ? title : typeof target === 'string' ? target : ''
      }
      default:
        return ''
    }
  })
}
