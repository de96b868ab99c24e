import { useTranslation } from 'react-i18next'
import { Empty, Loading } from '../../components/states'
import type { TeamMembersState } from '../../lib/use-team-members'

/** The team channel's members with who is online (chat-spec §3 Subscriber). */
export function MembersPanel({ state, myUid }: { state: TeamMembersState; myUid: string }) {
  const { t } = useTranslation()
  return (
    <section className="team__members" aria-label={t('teamNotes.members')}>
      <h3>{t('teamNotes.members')}</h3>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && (
        <div className="state state--error" role="alert">
          <p>{t('teamNotes.membersFailed')}</p>
          <button type="button" onClick={state.retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {state.status === 'ok' && state.members.length === 0 && <Empty text={t('teamNotes.membersEmpty')} />}
      {state.members.length > 0 && (
        <ul className="team__member-list">
          {state.members.map((m) => (
            <li key={m.uid} data-online={m.online}>
              <span className={m.online ? 'dot dot--online' : 'dot'} aria-hidden="true" />
              <span>{m.uid === myUid ? `${m.name} (${t('chat.you')})` : m.name}</span>{' '}
              <span className="muted small">{m.online ? t('teamNotes.online') : t('teamNotes.offline')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
