import type {
  Availability,
  ConversationState,
  ConversationStateView,
  QueueSettings,
} from '@crossmart/api-client'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import {
  conversationAssignments,
  conversationStates,
  queueSettings,
  staffAvailability,
} from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { recordAudit } from '../../features/console/audit-log'
import { type AuditActor, auditActorOf, type ConsoleActor } from '../../features/console/console-actor'
import { existingConversationOf } from '../../features/console/inbox'
import type { Logger } from '../../http/logger'
import { RefusalError } from '../../http/refusal-error'
import { errorText } from '../../observability/error-text'
import { uidOf } from '../channel-address'
import { DEFAULT_QUEUE_SETTINGS, loadQueueSettings } from '../storage/queue-settings-store'
import { chooseAssignee, onlineMembersOf, openCounts } from './auto-assign'
import { clearAwaiting, dueSnoozes, markAwaiting, stateOf, writeState } from './conversation-states'
import { createQueueMemory } from './queue-memory'

/** Who the audit log names for what the queue does by itself (assignment, reopening, returns). */
export const QUEUE_ACTOR: AuditActor = { id: null, name: 'queue (automatic)' }
/** How long an online member may have no console socket before they count as offline. */
export const DEFAULT_OFFLINE_GRACE_MS = 60_000
/** How often the queue looks for due snoozes, members gone offline and unanswered conversations. */
export const DEFAULT_QUEUE_SWEEP_MS = 15_000

/** A conversation's state changed (by staff, by a shopper's message, or by a snooze ending). */
export interface StateChange {
  channelId: string
  serviceId: string
  before: ConversationState
  after: ConversationState
  /** null: the queue itself (a shopper's message, a snooze's end). */
  by: AuditActor | null
  at: number
}

export type StateListener = (change: StateChange) => void | Promise<void>

/** Why an assignee lost a conversation to the queue (the audit log's `after.reason`). */
export type ReturnReason = 'offline' | 'noAnswer'

export interface QueueTimers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export interface QueueControlOptions {
  db: Database
  clock: Clock
  logger: Logger
  /** Whether a uid has a live chat socket (the console is open): the gateway's or WuKongIM's presence. */
  isConnected(uid: string): boolean | Promise<boolean>
  offlineGraceMs?: number
  sweepMs?: number
  timers?: QueueTimers
  /**
   * Remember what was read between changes (queue-memory.ts): only where this process is the
   * database's only writer (the embedded gateway on PGlite). Off by default.
   */
  rememberFacts?: boolean
}

export interface SweepResult {
  woken: number
  wentOffline: number
  returned: number
}

export interface QueueControl {
  /** Staff set a state (role-checked: the actor's own service only). */
  setState(
    actor: ConsoleActor,
    input: { channelId: string; state: ConversationState; snoozedUntil?: number | undefined },
  ): Promise<ConversationStateView>
  /** Every state change; returns the unsubscribe. */
  onStateChange(listener: StateListener): () => void
  /** A conversation was resolved (the satisfaction rating hooks here); returns the unsubscribe. */
  onResolved(listener: StateListener): () => void
  /** A shopper wrote: reopen a resolved, snoozed or pending conversation, start the no-answer wait, assign. */
  afterShopperMessage(channel: { canonicalId: string; serviceId: string }, at?: number): Promise<void>
  /** A staff member wrote in the conversation: it no longer waits for an answer. */
  afterStaffMessage(channelId: string): Promise<void>
  /** Assigns the conversation automatically unless an available member has it; the new assignee or null. */
  ensureAssigned(channelId: string, serviceId: string, exclude?: readonly number[]): Promise<number | null>
  availabilityOf(userId: number): Promise<Availability>
  setAvailability(actor: ConsoleActor, status: Availability): Promise<Availability>
  /** Online or busy, with the console open: what the shopper and colleagues see as online. */
  isAvailable(uid: string): Promise<boolean>
  /** Whether any member of the service is available (else the shopper gets the away message). */
  anyoneAvailable(members: readonly string[]): Promise<boolean>
  /** The service's queue settings (remembered until a change; see queue-memory.ts). */
  settingsOf(serviceId: string): Promise<QueueSettings>
  /**
   * A write outside this module touched the queue's tables (an assignment by hand, saved
   * settings), or a staff member's console opened or closed: what was remembered is read again.
   */
  changed(): void
  /** Due snoozes reopen, members without a socket past the grace go offline, unanswered ones return. */
  sweep(): Promise<SweepResult>
  start(): void
  stop(): void
}

const systemTimers: QueueTimers = {
  setInterval: (fn, ms) => {
    const handle = setInterval(fn, ms)
    handle.unref()
    return handle
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
}

/**
 * Issue #29 queue control (server README "Queue control"): conversation states, availability and
 * automatic assignment, with every assignment in the console audit log. One instance per process;
 * every rule reads and writes the database under the conversation's lock, so replicas agree.
 */
export function createQueueControl(options: QueueControlOptions): QueueControl {
  const { db, clock, logger } = options
  const graceMs = options.offlineGraceMs ?? DEFAULT_OFFLINE_GRACE_MS
  const timers = options.timers ?? systemTimers
  const listeners = new Set<StateListener>()
  /** When a member with a chosen online/busy status was first seen without a socket. */
  const disconnectedSince = new Map<number, number>()
  let sweepHandle: unknown
  let sweeping: Promise<SweepResult> | undefined
  const memory = createQueueMemory({ enabled: options.rememberFacts ?? false })

  async function emit(change: StateChange) {
    for (const listener of listeners) {
      try {
        await listener(change)
      } catch (error) {
        logger.error('conversation state listener failed', {
          channelId: change.channelId,
          error: errorText(error),
        })
      }
    }
  }

  function availabilityOf(userId: number): Promise<Availability> {
    return memory.readThrough({}, `availability:${userId}`, async () => {
      const [row] = await db
        .select({ status: staffAvailability.status })
        .from(staffAvailability)
        .where(eq(staffAvailability.userId, userId))
      // Never chose: online while logged in (issue #29: "offline" was shown to staff answering).
      return row?.status ?? 'online'
    })
  }

  function settingsOf(serviceId: string): Promise<QueueSettings> {
    return memory.readThrough({ serviceId }, `settings:${serviceId}`, () => loadQueueSettings(db, serviceId))
  }

  async function isAvailable(uid: string): Promise<boolean> {
    const userId = Number(uid)
    if (!Number.isSafeInteger(userId)) return false
    return (await availabilityOf(userId)) !== 'offline' && (await options.isConnected(uid))
  }

  /** Changes the state under the conversation's lock; the change, or null when it was already so. */
  async function changeState(
    target: { channelId: string; serviceId: string },
    state: ConversationState,
    snoozedUntil: number | null,
    by: AuditActor | null,
  ): Promise<StateChange | null> {
    const change = await db.transaction(async (tx) => {
      await lockForTransaction(tx, target.channelId)
      const before = await stateOf(tx, target.channelId)
      if (before.state === state && before.snoozedUntil === snoozedUntil) return null
      await writeState(tx, clock, target, state, snoozedUntil)
      await recordAudit(tx, clock, by ?? QUEUE_ACTOR, {
        action: 'conversation.state',
        targetType: 'conversation',
        targetId: target.channelId,
        before: { state: before.state, snoozedUntil: before.snoozedUntil },
        after: { state, snoozedUntil },
      })
      return { ...target, before: before.state, after: state, by, at: clock.now() }
    })
    if (change) {
      memory.conversationChanged(target)
      await emit(change)
    }
    return change
  }

  async function assigneeOf(tx: Executor, channelId: string): Promise<number | null> {
    const [row] = await tx
      .select({ staffId: conversationAssignments.staffId })
      .from(conversationAssignments)
      .where(eq(conversationAssignments.canonicalId, channelId))
    return row?.staffId ?? null
  }

  async function ensureAssigned(
    channelId: string,
    serviceId: string,
    exclude: readonly number[] = [],
  ): Promise<number | null> {
    // Presence is read before the transaction: a socket lookup may be a database read of its own.
    const online = await onlineMembersOf(db, serviceId)
    const connected: number[] = []
    for (const id of online)
      if (!exclude.includes(id) && (await options.isConnected(uidOf(id)))) connected.push(id)
    const current = await assigneeOf(db, channelId)
    // The assignee keeps it unless they chose offline: a closed console is the sweep's to judge, after
    // the grace period (a reload must not hand the conversation to a colleague).
    if (current !== null && !exclude.includes(current) && (await availabilityOf(current)) !== 'offline')
      return current
    const settings = await settingsOf(serviceId)
    let wrote = false
    const assignee = await db.transaction(async (tx) => {
      await lockForTransaction(tx, channelId)
      const before = await assigneeOf(tx, channelId)
      if (before !== current) return before
      const counts = await openCounts(tx, serviceId, connected)
      const chosen = chooseAssignee(counts, settings.memberLimit)
      if (chosen === null && before === null) return null
      wrote = true
      memory.conversationChanged({ serviceId, channelId })
      const at = new Date(clock.now())
      if (chosen === null) {
        await tx.delete(conversationAssignments).where(eq(conversationAssignments.canonicalId, channelId))
      } else {
        await tx
          .insert(conversationAssignments)
          .values({ canonicalId: channelId, serviceId, staffId: chosen, assignedAt: at })
          .onConflictDoUpdate({
            target: conversationAssignments.canonicalId,
            set: { staffId: chosen, assignedAt: at },
          })
      }
      await recordAudit(tx, clock, QUEUE_ACTOR, {
        action: chosen === null ? 'conversation.requeue' : 'conversation.autoAssign',
        targetType: 'conversation',
        targetId: channelId,
        before: { assignee: before },
        after: { assignee: chosen, openBefore: chosen === null ? null : (counts.get(chosen) ?? 0) },
      })
      return chosen
    })
    // Again once committed: a reader that started during the transaction read the row before it.
    if (wrote) memory.conversationChanged({ serviceId, channelId })
    return assignee
  }

  /** The member's conversations go back to the queue, each offered to the other available members. */
  async function returnToQueue(
    staffId: number,
    channelIds: readonly { channelId: string; serviceId: string }[],
    reason: ReturnReason,
  ) {
    let returned = 0
    for (const { channelId, serviceId } of channelIds) {
      const released = await db.transaction(async (tx) => {
        await lockForTransaction(tx, channelId)
        if ((await assigneeOf(tx, channelId)) !== staffId) return false
        memory.conversationChanged({ serviceId, channelId })
        await tx.delete(conversationAssignments).where(eq(conversationAssignments.canonicalId, channelId))
        await recordAudit(tx, clock, QUEUE_ACTOR, {
          action: 'conversation.requeue',
          targetType: 'conversation',
          targetId: channelId,
          before: { assignee: staffId },
          after: { assignee: null, reason },
        })
        return true
      })
      if (!released) continue
      memory.conversationChanged({ serviceId, channelId })
      returned += 1
      const state = await stateOf(db, channelId)
      if (state.state === 'open' || state.state === 'pending')
        await ensureAssigned(channelId, serviceId, [staffId])
    }
    return returned
  }

  async function activeConversationsOf(staffId: number) {
    return db
      .select({
        channelId: conversationAssignments.canonicalId,
        serviceId: conversationAssignments.serviceId,
      })
      .from(conversationAssignments)
      .leftJoin(conversationStates, eq(conversationStates.canonicalId, conversationAssignments.canonicalId))
      .where(
        and(
          eq(conversationAssignments.staffId, staffId),
          sql`coalesce(${conversationStates.state}, 'open') in ('open', 'pending')`,
        ),
      )
  }

  function sweep(): Promise<SweepResult> {
    // One sweep at a time: an interval that fires during a slow one waits for it.
    sweeping ??= sweepOnce().finally(() => {
      sweeping = undefined
    })
    return sweeping
  }

  async function sweepOnce(): Promise<SweepResult> {
    const now = clock.now()
    let woken = 0
    for (const due of await dueSnoozes(db, now)) {
      if (await changeState(due, 'open', null, null)) {
        woken += 1
        await ensureAssigned(due.channelId, due.serviceId)
      }
    }
    // A member whose last console socket closed more than the grace period ago counts as offline
    // (their chosen status stays for their next login): their conversations return to the queue.
    let wentOffline = 0
    const holders = await db
      .selectDistinct({ userId: conversationAssignments.staffId })
      .from(conversationAssignments)
      .leftJoin(conversationStates, eq(conversationStates.canonicalId, conversationAssignments.canonicalId))
      .where(sql`coalesce(${conversationStates.state}, 'open') in ('open', 'pending')`)
    const holding = new Set(holders.map((h) => h.userId))
    for (const id of disconnectedSince.keys()) if (!holding.has(id)) disconnectedSince.delete(id)
    for (const userId of holding) {
      if (await options.isConnected(uidOf(userId))) {
        disconnectedSince.delete(userId)
        continue
      }
      const since = disconnectedSince.get(userId)
      if (since === undefined) disconnectedSince.set(userId, now)
      else if (now - since >= graceMs) {
        disconnectedSince.delete(userId)
        await returnToQueue(userId, await activeConversationsOf(userId), 'offline')
        wentOffline += 1
      }
    }
    // Unanswered beyond the shop's no-answer time, counted from the later of the shopper's first
    // waiting message and the assignment (a new assignee gets the whole time).
    const overdue = await db
      .select({
        channelId: conversationAssignments.canonicalId,
        serviceId: conversationAssignments.serviceId,
        staffId: conversationAssignments.staffId,
      })
      .from(conversationAssignments)
      .innerJoin(conversationStates, eq(conversationStates.canonicalId, conversationAssignments.canonicalId))
      .leftJoin(queueSettings, eq(queueSettings.serviceId, conversationAssignments.serviceId))
      .where(
        and(
          eq(conversationStates.state, 'open'),
          isNotNull(conversationStates.awaitingSince),
          sql`greatest(${conversationStates.awaitingSince}, ${conversationAssignments.assignedAt}) + make_interval(mins => coalesce(${queueSettings.noAnswerMinutes}, ${DEFAULT_QUEUE_SETTINGS.noAnswerMinutes})) <= ${new Date(now)}`,
        ),
      )
    let returned = 0
    for (const row of overdue) returned += await returnToQueue(row.staffId, [row], 'noAnswer')
    return { woken, wentOffline, returned }
  }

  return {
    async setState(actor, input) {
      const { channelId, state } = input
      await existingConversationOf(db, actor, channelId)
      let snoozedUntil: number | null = null
      if (state === 'snoozed') {
        if (input.snoozedUntil === undefined || input.snoozedUntil <= clock.now())
          throw new RefusalError('queue.snoozeUntilRequired')
        snoozedUntil = input.snoozedUntil
      }
      const change = await changeState(
        { channelId, serviceId: actor.serviceId },
        state,
        snoozedUntil,
        auditActorOf(actor),
      )
      if (change && state === 'open') await ensureAssigned(channelId, actor.serviceId)
      return stateOf(db, channelId)
    },
    onStateChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onResolved(listener) {
      const filtered: StateListener = (change) => (change.after === 'resolved' ? listener(change) : undefined)
      listeners.add(filtered)
      return () => listeners.delete(filtered)
    },
    async afterShopperMessage(channel, at) {
      const target = { channelId: channel.canonicalId, serviceId: channel.serviceId }
      // Already open, waiting since an earlier message (the wait keeps its first start) and
      // assigned as well as it can be, with nothing changed since: this message changes nothing.
      const key = `shopper-wrote:${target.channelId}`
      if (memory.recall(key)) return
      // The next staff message clears the wait again; one in flight must not remember its own.
      memory.forget(`staff-answered:${target.channelId}`)
      memory.touched(target)
      // A run that reopened or assigned moved the memory itself, so it is not kept; the second run
      // finds everything in place (reads only) and is, unless something else moved.
      for (let run = 0; run < 2; run++) {
        const readAt = memory.stamp(target)
        const current = await stateOf(db, target.channelId)
        if (current.state !== 'open') await changeState(target, 'open', null, null)
        await markAwaiting(db, target, at ?? clock.now())
        const assignee = await ensureAssigned(target.channelId, target.serviceId)
        // Nobody could take it: that holds only until another conversation of the service moves.
        const dependsOnService = assignee === null
        memory.remember(target, key, true, readAt, dependsOnService)
        if (!memory.enabled || memory.unchangedSince(target, readAt, dependsOnService)) break
      }
    },
    async afterStaffMessage(channelId) {
      const key = `staff-answered:${channelId}`
      if (memory.recall(key)) return
      // The next shopper message starts a new wait; one in flight must not remember its own.
      memory.touched({ channelId })
      memory.forget(`shopper-wrote:${channelId}`)
      const readAt = memory.stamp({ channelId })
      await clearAwaiting(db, channelId)
      memory.remember({ channelId }, key, true, readAt)
    },
    settingsOf,
    changed: () => memory.changed(),
    ensureAssigned,
    availabilityOf,
    async setAvailability(actor, status) {
      const now = new Date(clock.now())
      await db
        .insert(staffAvailability)
        .values({ userId: actor.userId, status, updatedAt: now })
        .onConflictDoUpdate({ target: staffAvailability.userId, set: { status, updatedAt: now } })
      memory.changed()
      disconnectedSince.delete(actor.userId)
      if (status === 'offline')
        await returnToQueue(actor.userId, await activeConversationsOf(actor.userId), 'offline')
      return status
    },
    isAvailable,
    async anyoneAvailable(members) {
      for (const uid of members) if (await isAvailable(uid)) return true
      return false
    },
    sweep,
    start() {
      if (sweepHandle !== undefined) return
      sweepHandle = timers.setInterval(() => {
        sweep().catch((error: unknown) => logger.error('queue sweep failed', { error: errorText(error) }))
      }, options.sweepMs ?? DEFAULT_QUEUE_SWEEP_MS)
    },
    stop() {
      if (sweepHandle === undefined) return
      timers.clearInterval(sweepHandle)
      sweepHandle = undefined
    },
  }
}
