/** chat-spec §5 visibility and the mention check, applied to whole messages. */

import { isVisibleTo, mentionsUser } from '../content/mention.js'
import type { ContentCommon } from '../content/types.js'
import type { ChatMessage } from './model.js'

/** chat-spec §5: the message's content lists decide whether `uid` may see it. */
export function isMessageVisibleTo(message: Pick<ChatMessage, 'content'>, uid: string): boolean {
  return isVisibleTo(message.content as ContentCommon, uid)
}

/** The message mentions `uid` (all = 1, or uid listed) and is not `uid`'s own. */
export function isMentionMe(message: Pick<ChatMessage, 'content' | 'fromUID'>, uid: string): boolean {
  return message.fromUID !== uid && mentionsUser(message.content as ContentCommon, uid)
}
