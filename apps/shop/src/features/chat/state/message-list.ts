import type { ChatMessage } from '@crossmart/im-sdk'
import { TIME_SEPARATOR_GAP_S } from '../chat-constants'

/** Pure helpers of the chat detail's message list (types only from the SDK). */

/** A time separator goes before the first message and after every gap longer than TIME_SEPARATOR_GAP_S. */
export function needsTimeSeparator(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  return previous === undefined || message.timestamp - previous.timestamp > TIME_SEPARATOR_GAP_S
}
