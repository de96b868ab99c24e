import {
  type ConversationState,
  consoleConversationState,
  type InboxConversation,
} from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../lib/error-text'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'

const HOUR_MS = 3_600_000

/** Tomorrow 09:00 in the browser's zone: "snooze until tomorrow". */
export function tomorrowMorning(now: number): number {
  const date = new Date(now)
  date.setDate(date.getDate() + 1)
  date.setHours(9, 0, 0, 0)
  return date.getTime()
}

/**
 * Issue #29: the open conversation's state (server README "Queue control"): resolve, wait on the
 * shopper, snooze, reopen. A shopper's new message reopens it on the server.
 */
export function QueueStateBar({
  conversation,
  onChanged,
}: {
  conversation: InboxConversation
  onChanged(): void
}) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const set = async (state: ConversationState, snoozedUntil?: number) => {
    setPending(true)
    setError(null)
    try {
      await api.call(consoleConversationState, {
        channelId: conversation.channelId,
        state,
        ...(snoozedUntil === undefined ? {} : { snoozedUntil }),
      })
      onChanged()
    } catch (failure) {
      setError(errorText(failure, t))
    } finally {
      setPending(false)
    }
  }
  const { state } = conversation
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (
    <fieldset className="assignment queue-state" aria-label={t('queue.actions')}>
      <span className={`state-chip state-chip--${state}`}>
        {state === 'snoozed' && conversation.snoozedUntil !== null
          ? t('queue.snoozedUntil', {
              time: formatTime(new Date(conversation.snoozedUntil).toISOString(), locale),
            })
          : t(`queue.state_${state}`)}
      </span>
      {state === 'resolved' || state === 'snoozed' ? (
        <button type="button" disabled={pending} onClick={() => void set('open')}>
          {t('queue.reopen')}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="primary"
            disabled={pending}
            aria-keyshortcuts="Alt+E"
            onClick={() => void set('resolved')}
          >
            {t('queue.resolve')}
          </button>
          {state !== 'pending' && (
            <button type="button" disabled={pending} onClick={() => void set('pending')}>
              {t('queue.markPending')}
            </button>
          )}
          <button type="button" disabled={pending} onClick={() => void set('snoozed', Date.now() + HOUR_MS)}>
            {t('queue.snoozeHour')}
          </button>
          <button
            type="button"
            disabled={pending}
            onClick={() => void set('snoozed', tomorrowMorning(Date.now()))}
          >
            {t('queue.snoozeTomorrow')}
          </button>
        </>
      )}
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  )
}
