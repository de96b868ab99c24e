import type { ChatMessage } from '@crossmart/im-sdk'

/**
 * Issues #30 and #44, the rule of when opening the chat from a product or an order sends its card:
 * once per conversation per subject, judged on the conversation as the screen loaded it (the newest
 * history page, what this device keeps, and what arrived since): no card is sent while a card of the
 * same subject (not recalled, sent or still sending, by either side) is among those messages. So
 * reopening the chat from the same page, reloading, or a second tab adds nothing; a card that
 * scrolled out of the newest page long ago is sent again, so staff see what the shopper asks about now.
 */
export function cardAlreadyShown(
  messages: readonly ChatMessage[],
  isSameSubject: (content: unknown) => boolean,
): boolean {
  return messages.some((message) => {
    if (message.remoteExtra.revoke || message.status === 'fail') return false
    return isSameSubject(message.content)
  })
}
