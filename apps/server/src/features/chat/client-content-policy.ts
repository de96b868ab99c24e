import { ContentType } from '@crossmart/im-sdk/protocol'
import { and, eq, inArray } from 'drizzle-orm'
import { parseContent } from '../../chat-gateway/sending/content-check'
import type { Executor } from '../../db/database'
import { uploads } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'
import { userUploadKeyOf } from '../uploads/owned-images'

/**
 * chat-spec §3 "Content types": system messages use types 1000 to 2000. Like commands (99, the
 * server's "sync this" signals) and streams (98, pushed by the server), a client never sends them:
 * a forged one would look like the server speaking.
 */
const SYSTEM_TYPES = { first: 1000, last: 2000 } as const

/** What the content check decided before asking the database (pure, no I/O). */
export type ContentShape =
  | { kind: 'refused' }
  /** Acceptable if the sender owns these uploads (an image's `url`). */
  | { kind: 'needs-uploads'; keys: string[] }

/**
 * Issue #32 / server README "Chat": what a client may send (socket send, WuKongIM client send seen
 * through the webhook, editMessage). The content must be a JSON object with an integer `type` that
 * is not a command, stream or system type; an image's `url` must be one of our own upload paths
 * (`/uploads/u/...`), never `javascript:`, `data:` or another site.
 */
export function clientContentShape(contentJson: string): ContentShape {
  const content = parseContent(contentJson)
  if (content === null) return { kind: 'refused' }
  const { type, url } = content
  if (type === ContentType.Command || type === ContentType.Stream) return { kind: 'refused' }
  if (type >= SYSTEM_TYPES.first && type <= SYSTEM_TYPES.last) return { kind: 'refused' }
  // An image shows its url, and renderers link any other content's url: it must be one of our
  // uploads either way, and an image must have one.
  if (url === undefined)
    return type === ContentType.Image ? { kind: 'refused' } : { kind: 'needs-uploads', keys: [] }
  const key = typeof url === 'string' ? userUploadKeyOf(url) : null
  return key === null ? { kind: 'refused' } : { kind: 'needs-uploads', keys: [key] }
}

/** Whether `userId` may send `contentJson`: its shape, then ownership of the uploads it shows. */
export async function clientMayPost(db: Executor, userId: number, contentJson: string): Promise<boolean> {
  const shape = clientContentShape(contentJson)
  if (shape.kind === 'refused') return false
  if (shape.keys.length === 0) return true
  const owned = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, shape.keys)))
  return owned.length === new Set(shape.keys).size
}

/** editMessage's form of the check: refused with `chat.contentRefused`. */
export async function assertClientMayPost(db: Executor, userId: number, contentJson: string): Promise<void> {
  if (!(await clientMayPost(db, userId, contentJson))) throw new RefusalError('chat.contentRefused')
}
