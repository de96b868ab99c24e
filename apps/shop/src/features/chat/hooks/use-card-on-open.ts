import type { ChannelMessagesView } from '@crossmart/im-react'
import type { ChatMessage, MessageContent } from '@crossmart/im-sdk'
import { useEffect, useRef } from 'react'

/** What a chat opened from a page sends: the card of `subject`, unless one is already shown. */
export interface CardOnOpen<Card> {
  /** The subject's id (a product, an order), or undefined when the chat was not opened from one. */
  subject: number | undefined
  /** Loads the subject and makes its card, or null when it belongs in another chat. */
  load(subject: number): Promise<Card | null>
  alreadyShown(messages: readonly ChatMessage[], subject: number): boolean
}

/**
 * Issues #30 and #44: the chat opened from a product or an order page sends that subject's card once
 * the conversation's newest page has loaded, unless card-rule.ts says it is already there. Asked
 * once per screen and subject (a re-render or React's double effect in development never sends
 * twice). A failed load sends nothing (the api client told the user).
 */
export function useCardOnOpen<Card extends MessageContent>(
  card: CardOnOpen<Card>,
  messages: ChannelMessagesView,
  onError: (error: unknown) => void,
): void {
  const asked = useRef<number | null>(null)
  // The subject's answer may come after more messages arrived: the rule reads the latest list.
  const latest = useRef({ messages, card })
  latest.current = { messages, card }
  const loaded = messages.history !== 'loading'
  const { subject } = card
  useEffect(() => {
    if (subject === undefined || !loaded || asked.current === subject) return
    asked.current = subject
    latest.current.card.load(subject).then(
      (content) => {
        const { messages: view, card: rule } = latest.current
        if (content === null || rule.alreadyShown(view.messages, subject)) return
        try {
          view.send(content)
        } catch (error) {
          onError(error)
        }
      },
      () => undefined,
    )
  }, [subject, loaded, onError])
}
