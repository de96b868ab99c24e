import type { Reminder } from '@crossmart/im-sdk'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty, Loading } from '../../components/states'
import { type MentionsState, mentionAuthor } from './use-mentions'

/** "X mentioned you: …" for every undone mention; opening one shows the note and marks it done. */
export function MentionsList({
  state,
  nameOf,
  onOpen,
}: {
  state: MentionsState
  nameOf(uid: string): string
  onOpen(reminder: Reminder): void
}) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  const open = (reminder: Reminder) => {
    onOpen(reminder)
    setFailed(false)
    state.done(reminder).catch(() => setFailed(true))
  }
  return (
    <section className="team__mentions" aria-label={t('teamNotes.mentions')}>
      <h3>{t('teamNotes.mentions')}</h3>
      {state.status === 'loading' && state.mentions.length === 0 && <Loading />}
      {state.status === 'error' && (
        <div className="state state--error" role="alert">
          <p>{t('teamNotes.mentionsFailed')}</p>
          <button type="button" onClick={state.retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {failed && (
        <p className="field-error" role="alert">
          {t('teamNotes.doneFailed')}
        </p>
      )}
      {state.status === 'ok' && state.mentions.length === 0 && <Empty text={t('teamNotes.mentionsEmpty')} />}
      {state.mentions.length > 0 && (
        <ul className="team__mention-list">
          {state.mentions.map((r) => (
            <li key={r.reminderID}>
              <button type="button" className="link" onClick={() => open(r)}>
                {t('teamNotes.mentionedYou', { name: nameOf(mentionAuthor(r)), text: r.text ?? '' })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
