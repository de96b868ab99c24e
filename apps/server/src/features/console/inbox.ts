import {
  type AssignAction,
  type InboxConversation,
  type InboxCounts,
  type InboxFilter,
  type InboxStateFilter,
  ORDER_CARD_DIGEST_PREFIX,
  PRODUCT_CARD_DIGEST_PREFIX,
  parseOrderCard,
  parseProductCard,
  parseRatingRequest,
} from '@crossmart/api-client'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import { PLATFORM_SERVICE_ID, parseServiceChannel, uidOf } from '../../chat/channel-address'
import { CHANNEL_TYPE } from '../../chat/constants'
import { hasLabel, hasLabelNamed } from '../../chat/labels/label-conditions'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import type { PageQuery } from '../../db/paging'
import {
  chatChannels,
  chatConversations,
  chatMessageExtras,
  chatMessages,
  conversationAssignments,
  conversationStates,
  users,
} from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { notFound, RefusalError } from '../../http/refusal-error'
import { recordAudit } from './audit-log'
import { auditActorOf, type ConsoleActor } from './console-actor'

/** The conversations of a service that staff answer (server README "Console"). */
export interface InboxQuery extends PageQuery {
  filter: InboxFilter
  /** Issue #29: one conversation state (no row counts as open), or any. */
  state?: InboxStateFilter | undefined
  search?: string | undefined
  /** Issue #29: only conversations with this label of the service (labels/conversation-labels.ts). */
  label?: number | undefined
}

/**
 * `[image]` and `[message]` stand for contents that have no text of their own, `[recalled]` for a
 * recalled message (chat-spec §3 remoteExtra.revoke: its content is no longer shown anywhere).
 */
export const RECALLED_DIGEST = '[recalled]'
/** The rating request's digest (the console shows it as "Rating requested"). */
export const RATING_REQUEST_DIGEST = '[rating request]'

/**
 * `[image]` and `[message]` stand for contents that have no text of their own; issue #30: a product
 * card is `[product] <name>` (PRODUCT_CARD_DIGEST_PREFIX), the console puts its label in front.
 */
export function digestOf(payload: string | null): string {
  if (!payload) return ''
  try {
    const content = JSON.parse(payload) as { type?: unknown; content?: unknown }
    if (content.type === 1 && typeof content.content === 'string') return content.content.slice(0, 120)
    if (content.type === 2) return '[image]'
    // Issue #44: the rating ask is the service's own message, not "[message]".
    if (parseRatingRequest(content)) return RATING_REQUEST_DIGEST
    const card = parseProductCard(content)
    if (card !== null) return `${PRODUCT_CARD_DIGEST_PREFIX}${card.name}`.slice(0, 120)
    // Issue #44: an order card is `[order] <number>`, the console puts its label in front.
    const order = parseOrderCard(content)
    if (order !== null) return `${ORDER_CARD_DIGEST_PREFIX}${order.orderSn}`.slice(0, 120)
  } catch {
    // A payload the gateway stored is JSON; anything else is shown as a message without text.
  }
  return '[message]'
}

/** LIKE pattern with the user's text taken literally. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The staff view of a service's channels starts with `<serviceId>_`. */
const servicePrefix = (serviceId: string) => `${serviceId}_`

/** A conversation of this actor's service, or "not found" (another shop's is not revealed). */
export function conversationOf(actor: ConsoleActor, channelId: string): { shopperId: number } {
  const address = parseServiceChannel(channelId)
  if (!address || address.serviceId !== actor.serviceId || address.shopperUid === undefined) {
    throw notFound('console.conversationNotFound')
  }
  return { shopperId: Number(address.shopperUid) }
}

/**
 * Issue #32: a conversation of this actor's service that exists (the shopper wrote or was written
 * to), or "not found": a made-up `mer_<shop>_<any user id>` must not reveal that user.
 */
export async function existingConversationOf(
  db: Executor,
  actor: ConsoleActor,
  channelId: string,
): Promise<{ shopperId: number }> {
  const conversation = conversationOf(actor, channelId)
  const [row] = await db
    .select({ lastSeq: chatChannels.lastSeq })
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.channelId, channelId),
        eq(chatChannels.channelType, CHANNEL_TYPE.customerService),
        sql`${chatChannels.lastSeq} > 0`,
      ),
    )
  if (!row) throw notFound('console.conversationNotFound')
  return conversation
}

/**
 * Issue #44: the alert counts. One statement over the service's conversations with this member's
 * own unread counts (the same rows the inbox lists), so the tabs and the tab title agree with it.
 */
export async function inboxCounts(db: Executor, actor: ConsoleActor): Promise<InboxCounts> {
  const prefix = servicePrefix(actor.serviceId)
  const unread = sql`coalesce(${chatConversations.unread}, 0) > 0`
  const [row] = await db
    .select({
      all: sql<number>`count(*) filter (where ${unread})::int`,
      mine: sql<number>`count(*) filter (where ${unread} and ${conversationAssignments.staffId} = ${actor.userId})::int`,
      unassigned: sql<number>`count(*) filter (where ${unread} and ${conversationAssignments.staffId} is null)::int`,
      unreadMessages: sql<number>`coalesce(sum(${chatConversations.unread}), 0)::int`,
    })
    .from(chatChannels)
    .innerJoin(
      chatConversations,
      and(
        eq(chatConversations.uid, uidOf(actor.userId)),
        eq(chatConversations.channelId, chatChannels.channelId),
        eq(chatConversations.channelType, chatChannels.channelType),
      ),
    )
    .leftJoin(conversationAssignments, eq(conversationAssignments.canonicalId, chatChannels.channelId))
    .where(
      and(
        eq(chatChannels.channelType, CHANNEL_TYPE.customerService),
        sql`left(${chatChannels.channelId}, ${prefix.length}) = ${prefix}`,
        sql`${chatChannels.lastSeq} > 0`,
      ),
    )
  return {
    all: row?.all ?? 0,
    mine: row?.mine ?? 0,
    unassigned: row?.unassigned ?? 0,
    unreadMessages: row?.unreadMessages ?? 0,
  }
}

export async function listInbox(
  db: Executor,
  actor: ConsoleActor,
  query: InboxQuery,
): Promise<{ list: InboxConversation[]; total: number; page: number; limit: number }> {
  const prefix = servicePrefix(actor.serviceId)
  const shopperId = sql<number>`cast(substr(${chatChannels.channelId}, ${prefix.length + 1}) as integer)`
  const assignee = sql`assignee`
  const shopperView = sql`shopper_view`
  const conditions = [
    eq(chatChannels.channelType, CHANNEL_TYPE.customerService),
    sql`left(${chatChannels.channelId}, ${prefix.length}) = ${prefix}`,
    sql`${chatChannels.lastSeq} > 0`,
  ]
  if (query.filter === 'mine') conditions.push(eq(conversationAssignments.staffId, actor.userId))
  if (query.filter === 'unassigned') conditions.push(isNull(conversationAssignments.staffId))
  if (query.state && query.state !== 'any')
    conditions.push(sql`coalesce(${conversationStates.state}, 'open') = ${query.state}`)
  if (query.label !== undefined)
    conditions.push(hasLabel(actor.serviceId, query.label, chatChannels.channelId))
  const search = query.search?.trim()
  if (search) {
    const pattern = likeLiteral(search)
    // Issue #29: the search also finds conversations by the name of a label on them.
    const byName = or(
      sql`${users.nickname} ilike ${pattern}`,
      sql`${users.account} ilike ${pattern}`,
      hasLabelNamed(actor.serviceId, pattern, chatChannels.channelId),
    )
    conditions.push(/^\d+$/.test(search) ? or(byName, eq(users.id, Number(search)))! : byName!)
  }
  const where = and(...conditions)
  const base = db
    .select({
      channelId: chatChannels.channelId,
      shopperId: users.id,
      shopperName: users.nickname,
      shopperAccount: users.account,
      unread: chatConversations.unread,
      payload: chatMessages.payload,
      revoked: chatMessageExtras.revoke,
      contentEdit: chatMessageExtras.contentEdit,
      fromUid: chatMessages.fromUid,
      timestamp: chatMessages.timestamp,
      assigneeId: conversationAssignments.staffId,
      assigneeName: sql<string | null>`${assignee}.nickname`,
      shopperReadSeq: sql<number | null>`${shopperView}.browse_to`,
      state: conversationStates.state,
      snoozedUntil: conversationStates.snoozedUntil,
    })
    .from(chatChannels)
    .innerJoin(users, eq(users.id, shopperId))
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.channelId, chatChannels.channelId),
        eq(chatMessages.channelType, chatChannels.channelType),
        eq(chatMessages.messageSeq, chatChannels.lastSeq),
      ),
    )
    // The last message's extras: a recall hides it in the preview, an edit shows the edited text.
    .leftJoin(chatMessageExtras, eq(chatMessageExtras.messageId, chatMessages.messageId))
    .leftJoin(
      chatConversations,
      and(
        eq(chatConversations.uid, uidOf(actor.userId)),
        eq(chatConversations.channelId, chatChannels.channelId),
        eq(chatConversations.channelType, chatChannels.channelType),
      ),
    )
    .leftJoin(conversationAssignments, eq(conversationAssignments.canonicalId, chatChannels.channelId))
    .leftJoin(conversationStates, eq(conversationStates.canonicalId, chatChannels.channelId))
    .leftJoin(sql`${users} as assignee`, sql`${assignee}.id = ${conversationAssignments.staffId}`)
    // The shopper's own row of the conversation: how far they have read (read receipts, chat-spec §4).
    .leftJoin(
      sql`${chatConversations} as shopper_view`,
      sql`${shopperView}.uid = cast(${users.id} as text) and ${shopperView}.canonical_id = ${chatChannels.channelId} and ${shopperView}.channel_type = ${chatChannels.channelType}`,
    )
    .where(where)
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(sql`${chatMessages.timestamp} desc nulls last`, sql`${chatChannels.channelId}`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(chatChannels)
      .innerJoin(users, eq(users.id, shopperId))
      .leftJoin(conversationAssignments, eq(conversationAssignments.canonicalId, chatChannels.channelId))
      .leftJoin(conversationStates, eq(conversationStates.canonicalId, chatChannels.channelId))
      .where(where),
  ])
  return {
    list: rows.map((row) => ({
      channelId: row.channelId,
      channelType: CHANNEL_TYPE.customerService,
      shopperId: row.shopperId,
      shopperName: row.shopperName || row.shopperAccount,
      unread: row.unread ?? 0,
      lastMessage: row.revoked ? RECALLED_DIGEST : digestOf(row.contentEdit ?? row.payload),
      lastFromShopper: row.fromUid === uidOf(row.shopperId),
      lastTimestamp: row.timestamp ?? 0,
      assignee:
        row.assigneeId === null
          ? null
          : { id: row.assigneeId, name: row.assigneeName ?? String(row.assigneeId) },
      shopperReadSeq: row.shopperReadSeq ?? 0,
      state: row.state ?? 'open',
      snoozedUntil: row.state === 'snoozed' && row.snoozedUntil ? row.snoozedUntil.getTime() : null,
    })),
    total: total?.value ?? 0,
    page: query.page,
    limit: query.limit,
  }
}

/** Staff of the actor's service: shop staff, or for the platform its staff and the operators. */
export async function colleaguesOf(db: Executor, actor: ConsoleActor) {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, account: users.account })
    .from(users)
    .where(
      actor.serviceId === PLATFORM_SERVICE_ID
        ? or(and(eq(users.role, 'staff'), isNull(users.shopId)), eq(users.role, 'operator'))
        : and(eq(users.role, 'staff'), eq(users.shopId, actor.shopId ?? -1)),
    )
    .orderBy(users.id)
  return rows.map((r) => ({ id: r.id, name: r.nickname || r.account }))
}

async function assigneeOf(db: Executor, channelId: string) {
  const [row] = await db
    .select({ id: conversationAssignments.staffId, nickname: users.nickname, account: users.account })
    .from(conversationAssignments)
    .innerJoin(users, eq(users.id, conversationAssignments.staffId))
    .where(eq(conversationAssignments.canonicalId, channelId))
  return row ? { id: row.id, name: row.nickname || row.account } : null
}

/** Who may return a conversation to the queue besides its handler: whoever runs the service. */
const canReleaseOthers = (actor: ConsoleActor) =>
  actor.role === 'operator' || actor.shopRole === 'owner' || actor.shopRole === 'manager'

/**
 * Assignment (server README "Console", issue #44): any member of the service takes a conversation
 * nobody handles, takes one over from a colleague (naming whom it expects to take from), or
 * transfers it to a colleague, as in Chatwoot; returning it to the queue is for its handler and for
 * whoever runs the service (owner, manager, operator). One transaction with a row lock, so two staff
 * taking the same conversation at once end with one handler and the other is told who.
 */
export async function assignConversation(
  db: Database,
  clock: Clock,
  actor: ConsoleActor,
  input: {
    channelId: string
    action: AssignAction
    staffId?: number | undefined
    expectedAssigneeId?: number | null | undefined
  },
): Promise<{ channelId: string; assignee: { id: number; name: string } | null }> {
  conversationOf(actor, input.channelId)
  const [channel] = await db
    .select({ id: chatChannels.channelId })
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.channelId, input.channelId),
        eq(chatChannels.channelType, CHANNEL_TYPE.customerService),
      ),
    )
  if (!channel) throw notFound('console.conversationNotFound')
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, input.channelId)
    const before = await assigneeOf(tx, input.channelId)
    const expected = input.expectedAssigneeId
    if (expected !== undefined && (before?.id ?? null) !== expected) {
      throw before
        ? new RefusalError('console.alreadyTaken', { params: { name: before.name } })
        : new RefusalError('console.nowUnassigned')
    }
    const at = new Date(clock.now())
    let target: number | null
    if (input.action === 'take') {
      // Without the expectation a take is "if nobody has it": the race of two takes has one winner.
      if (before && before.id !== actor.userId && expected === undefined) {
        throw new RefusalError('console.alreadyTaken', { params: { name: before.name } })
      }
      target = actor.userId
    } else if (input.action === 'transfer') {
      const colleagues = await colleaguesOf(tx, actor)
      if (input.staffId === undefined || !colleagues.some((c) => c.id === input.staffId)) {
        throw new RefusalError('console.colleagueInvalid')
      }
      target = input.staffId
    } else {
      if (!before) throw new RefusalError('console.nowUnassigned')
      if (before.id !== actor.userId && !canReleaseOthers(actor)) {
        throw new RefusalError('console.releaseNotAllowed', { params: { name: before.name } })
      }
      target = null
    }
    if (target === null) {
      await tx.delete(conversationAssignments).where(eq(conversationAssignments.canonicalId, input.channelId))
    } else {
      await tx
        .insert(conversationAssignments)
        .values({ canonicalId: input.channelId, serviceId: actor.serviceId, staffId: target, assignedAt: at })
        .onConflictDoUpdate({
          target: conversationAssignments.canonicalId,
          set: { staffId: target, assignedAt: at },
        })
    }
    const after = await assigneeOf(tx, input.channelId)
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: `conversation.${input.action}`,
      targetType: 'conversation',
      targetId: input.channelId,
      before: { assignee: before },
      after: { assignee: after },
    })
    return { channelId: input.channelId, assignee: after }
  })
}
