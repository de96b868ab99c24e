import {
  type ConversationLabel,
  LABEL_COLOURS,
  LABELS_PER_SERVICE_MAX,
  type LabelColour,
  type LabelledConversation,
} from '@crossmart/api-client'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { conversationLabelLinks, conversationLabels } from '../../db/schema'
import { lockForTransaction } from '../../db/transaction-lock'
import { isUniqueViolation } from '../../features/accounts/user-lookup'
import { recordAudit } from '../../features/console/audit-log'
import { auditActorOf, type ConsoleActor } from '../../features/console/console-actor'
import { conversationOf, existingConversationOf } from '../../features/console/inbox'
import { notFound, RefusalError } from '../../http/refusal-error'

// Issue #29 (server README "Labels and message search"): labels belong to a service (a shop's, or
// the platform's); its staff define them and put them on its conversations. Another service's label
// answers "not found", as another shop's conversation does.

const columns = {
  id: conversationLabels.id,
  name: conversationLabels.name,
  colour: conversationLabels.colour,
}

const toLabel = (row: { id: number; name: string; colour: string }): ConversationLabel => ({
  id: row.id,
  name: row.name,
  // Written only through the contract's enum; anything else (a hand edit) shows as grey.
  colour: (LABEL_COLOURS as readonly string[]).includes(row.colour) ? (row.colour as LabelColour) : 'grey',
})

const ofService = (actor: ConsoleActor, id: number) =>
  and(eq(conversationLabels.id, id), eq(conversationLabels.serviceId, actor.serviceId))

export async function listLabels(db: Executor, actor: ConsoleActor): Promise<ConversationLabel[]> {
  const rows = await db
    .select(columns)
    .from(conversationLabels)
    .where(eq(conversationLabels.serviceId, actor.serviceId))
    .orderBy(asc(sql`lower(${conversationLabels.name})`), asc(conversationLabels.id))
  return rows.map(toLabel)
}

/** Adds a label, or renames / recolours one of the actor's service; audited as `label.add` / `label.edit`. */
export async function saveLabel(
  db: Database,
  clock: Clock,
  actor: ConsoleActor,
  input: { id?: number | undefined; name: string; colour: LabelColour },
): Promise<ConversationLabel> {
  const at = new Date(clock.now())
  try {
    return await db.transaction(async (tx) => {
      // One service's adds are serialized, so the limit holds when two staff add at once.
      await lockForTransaction(tx, `labels:${actor.serviceId}`)
      let before: ConversationLabel | null = null
      let saved: ConversationLabel
      if (input.id === undefined) {
        const [existing] = await tx
          .select({ n: count() })
          .from(conversationLabels)
          .where(eq(conversationLabels.serviceId, actor.serviceId))
        if ((existing?.n ?? 0) >= LABELS_PER_SERVICE_MAX)
          throw new RefusalError('console.labelLimit', { params: { max: LABELS_PER_SERVICE_MAX } })
        const [row] = await tx
          .insert(conversationLabels)
          .values({ serviceId: actor.serviceId, name: input.name, colour: input.colour, updatedAt: at })
          .returning(columns)
        saved = toLabel(row!)
      } else {
        const [old] = await tx.select(columns).from(conversationLabels).where(ofService(actor, input.id))
        if (!old) throw notFound('console.labelNotFound')
        before = toLabel(old)
        const [row] = await tx
          .update(conversationLabels)
          .set({ name: input.name, colour: input.colour, updatedAt: at })
          .where(ofService(actor, input.id))
          .returning(columns)
        saved = toLabel(row!)
      }
      await recordAudit(tx, clock, auditActorOf(actor), {
        action: input.id === undefined ? 'label.add' : 'label.edit',
        targetType: 'label',
        targetId: saved.id,
        before,
        after: saved,
      })
      return saved
    })
  } catch (error) {
    if (isUniqueViolation(error))
      throw new RefusalError('console.labelTaken', { params: { name: input.name }, cause: error })
    throw error
  }
}

/** Deletes a label of the actor's service; it comes off every conversation (the links cascade). */
export async function deleteLabel(
  db: Database,
  clock: Clock,
  actor: ConsoleActor,
  id: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    const [used] = await tx
      .select({ n: count() })
      .from(conversationLabelLinks)
      .where(eq(conversationLabelLinks.labelId, id))
    const [removed] = await tx.delete(conversationLabels).where(ofService(actor, id)).returning(columns)
    if (!removed) throw notFound('console.labelNotFound')
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'label.delete',
      targetType: 'label',
      targetId: id,
      before: { ...toLabel(removed), conversations: used?.n ?? 0 },
      after: null,
    })
  })
  return null
}

/** The labels (ids, by name) on the given conversations of the actor's service; others are left out. */
export async function labelsOfConversations(
  db: Executor,
  actor: ConsoleActor,
  channelIds: readonly string[],
): Promise<LabelledConversation[]> {
  const own = channelIds.filter((channelId) => {
    try {
      conversationOf(actor, channelId)
      return true
    } catch {
      return false
    }
  })
  if (own.length === 0) return []
  const rows = await db
    .select({ channelId: conversationLabelLinks.canonicalId, labelId: conversationLabelLinks.labelId })
    .from(conversationLabelLinks)
    .innerJoin(conversationLabels, eq(conversationLabels.id, conversationLabelLinks.labelId))
    .where(
      and(
        inArray(conversationLabelLinks.canonicalId, own),
        eq(conversationLabels.serviceId, actor.serviceId),
      ),
    )
    .orderBy(asc(sql`lower(${conversationLabels.name})`), asc(conversationLabels.id))
  const byChannel = new Map<string, number[]>()
  for (const row of rows) {
    const list = byChannel.get(row.channelId) ?? []
    list.push(row.labelId)
    byChannel.set(row.channelId, list)
  }
  return [...byChannel].map(([channelId, labelIds]) => ({ channelId, labelIds }))
}

/**
 * Puts a label of the actor's service on one of its conversations, or takes it off; audited as
 * `conversation.label` with the conversation's label names before and after. Doing what is already
 * done changes nothing and writes no audit row.
 */
export async function setConversationLabel(
  db: Database,
  clock: Clock,
  actor: ConsoleActor,
  input: { channelId: string; labelId: number; on: boolean },
): Promise<LabelledConversation> {
  await existingConversationOf(db, actor, input.channelId)
  return db.transaction(async (tx) => {
    const [label] = await tx.select(columns).from(conversationLabels).where(ofService(actor, input.labelId))
    if (!label) throw notFound('console.labelNotFound')
    await lockForTransaction(tx, `labels-of:${input.channelId}`)
    const namesOf = async () =>
      (
        await tx
          .select({ name: conversationLabels.name })
          .from(conversationLabelLinks)
          .innerJoin(conversationLabels, eq(conversationLabels.id, conversationLabelLinks.labelId))
          .where(eq(conversationLabelLinks.canonicalId, input.channelId))
          .orderBy(asc(sql`lower(${conversationLabels.name})`))
      ).map((r) => r.name)
    const before = await namesOf()
    const changed = input.on
      ? await tx
          .insert(conversationLabelLinks)
          .values({
            canonicalId: input.channelId,
            labelId: label.id,
            addedBy: actor.userId,
            addedAt: new Date(clock.now()),
          })
          .onConflictDoNothing()
          .returning({ id: conversationLabelLinks.labelId })
      : await tx
          .delete(conversationLabelLinks)
          .where(
            and(
              eq(conversationLabelLinks.canonicalId, input.channelId),
              eq(conversationLabelLinks.labelId, label.id),
            ),
          )
          .returning({ id: conversationLabelLinks.labelId })
    if (changed.length > 0) {
      await recordAudit(tx, clock, auditActorOf(actor), {
        action: input.on ? 'conversation.label' : 'conversation.unlabel',
        targetType: 'conversation',
        targetId: input.channelId,
        before: { labels: before.join(', ') },
        after: { labels: (await namesOf()).join(', ') },
      })
    }
    const [mine] = await labelsOfConversations(tx, actor, [input.channelId])
    return mine ?? { channelId: input.channelId, labelIds: [] }
  })
}
