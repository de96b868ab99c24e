import type { QuickReply } from '@crossmart/api-client'
import { and, asc, eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database, Executor } from '../../db/database'
import { quickReplies } from '../../db/schema'
import { notFound, RefusalError } from '../../http/refusal-error'
import { isUniqueViolation } from '../accounts/user-lookup'
import { recordAudit } from './audit-log'
import { auditActorOf, type ConsoleActor } from './console-actor'

/** Saved answers are per service (a shop, or the platform): every staff member of it shares them. */
export async function listQuickReplies(db: Executor, actor: ConsoleActor): Promise<QuickReply[]> {
  return db
    .select({ id: quickReplies.id, shortcut: quickReplies.shortcut, text: quickReplies.text })
    .from(quickReplies)
    .where(eq(quickReplies.serviceId, actor.serviceId))
    .orderBy(asc(quickReplies.shortcut))
}

const ofService = (actor: ConsoleActor, id: number) =>
  and(eq(quickReplies.id, id), eq(quickReplies.serviceId, actor.serviceId))

export async function saveQuickReply(
  db: Database,
  clock: Clock,
  actor: ConsoleActor,
  input: { id?: number | undefined; shortcut: string; text: string },
): Promise<QuickReply> {
  const at = new Date(clock.now())
  try {
    return await db.transaction(async (tx) => {
      let before: QuickReply | null = null
      let saved: QuickReply | undefined
      const columns = { id: quickReplies.id, shortcut: quickReplies.shortcut, text: quickReplies.text }
      if (input.id === undefined) {
        ;[saved] = await tx
          .insert(quickReplies)
          .values({ serviceId: actor.serviceId, shortcut: input.shortcut, text: input.text, updatedAt: at })
          .returning(columns)
      } else {
        ;[before = null] = await tx.select(columns).from(quickReplies).where(ofService(actor, input.id))
        if (!before) throw notFound('console.quickReplyNotFound')
        ;[saved] = await tx
          .update(quickReplies)
          .set({ shortcut: input.shortcut, text: input.text, updatedAt: at })
          .where(ofService(actor, input.id))
          .returning(columns)
      }
      await recordAudit(tx, clock, auditActorOf(actor), {
        action: input.id === undefined ? 'quickReply.add' : 'quickReply.edit',
        targetType: 'quickReply',
        targetId: saved!.id,
        before,
        after: saved,
      })
      return saved!
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusalError('console.shortcutTaken', { cause: error })
    throw error
  }
}

export async function deleteQuickReply(
  db: Database,
  clock: Clock,
  actor: ConsoleActor,
  id: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(quickReplies)
      .where(ofService(actor, id))
      .returning({ id: quickReplies.id, shortcut: quickReplies.shortcut, text: quickReplies.text })
    if (!removed) throw notFound('console.quickReplyNotFound')
    await recordAudit(tx, clock, auditActorOf(actor), {
      action: 'quickReply.delete',
      targetType: 'quickReply',
      targetId: id,
      before: removed,
      after: null,
    })
  })
  return null
}
