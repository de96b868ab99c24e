import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { chatPresence } from '../../../db/schema'

/** CHAT_MODE=wukongim: whether a uid has a device online, as WuKongIM's webhook last told. */
export async function wukongImPresence(db: Executor, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ online: chatPresence.onlineDevices })
    .from(chatPresence)
    .where(eq(chatPresence.uid, uid))
  return (row?.online ?? 0) > 0
}
