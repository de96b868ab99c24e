import type { ActivitySignal } from '@crossmart/im-sdk/typing'
import { useStrings } from '../../../i18n/use-strings'

/**
 * Issue #29: "typing…" in the chat header while the customer service types (the SDK's typing
 * signals through useTyping: never stored, gone a few seconds after the last key press or with the
 * reply itself). Nothing otherwise.
 */
export function TypingLine({ typing }: { typing: readonly ActivitySignal[] }) {
  const { t } = useStrings('chat')
  if (typing.length === 0) return null
  return (
    <p className="chat-typing small" data-testid="chat-typing" aria-live="polite">
      {t('typing')}
    </p>
  )
}
