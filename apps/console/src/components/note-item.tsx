import { type ChatMessage, mentionsUser } from '@crossmart/im-sdk'
import { useTranslation } from 'react-i18next'
import { formatTime, LOCALE_OF } from '../lib/format'

/** The element id of the note with this seq (a mention opens it). */
export const noteElementId = (messageSeq: number) => `team-note-${messageSeq}`

/** One team note: author, time, text; a note that mentions me is marked; my own show send status. */
export function NoteItem({
  message,
  myUid,
  authorName,
  focused,
  onResend,
  privateNote = false,
}: {
  message: ChatMessage
  myUid: string
  authorName: string
  focused: boolean
  onResend(message: ChatMessage): void
  /** Issue #44: a private note inside a conversation (marked as staff-only there). */
  privateNote?: boolean
}) {
  const { t, i18n } = useTranslation()
  const own = message.fromUID === myUid
  const content = message.content
  const mentionsMe = !own && mentionsUser(content as { mention?: never }, myUid)
  const classes = [
    'msg',
    own ? 'msg--own' : '',
    mentionsMe ? 'msg--mention' : '',
    focused ? 'msg--focused' : '',
    privateNote ? 'msg--note' : '',
  ]
  return (
    <li
      id={message.messageSeq > 0 ? noteElementId(message.messageSeq) : undefined}
      className={classes.filter(Boolean).join(' ')}
      data-status={message.status}
      data-kind={privateNote ? 'note' : undefined}
      aria-current={focused ? 'true' : undefined}
    >
      <span className="msg__meta small muted">
        {privateNote && <strong className="msg__note-tag">{t('notes.tag')} · </strong>}
        {authorName} · {formatTime(message.timestamp, LOCALE_OF[i18n.language] ?? 'en-US')}
      </span>
      <div className="bubble">
        {content.type === 1 ? (
          <p className="bubble__text">{String(content['content'] ?? '')}</p>
        ) : (
          <p className="bubble__text muted">{t('chat.unsupported')}</p>
        )}
      </div>
      {own && message.status !== 'normal' && (
        <span className="msg__status small">
          {message.status === 'wait' && <span role="status">{t('chat.sending')}</span>}
          {message.status === 'fail' && (
            <button type="button" className="link danger" onClick={() => onResend(message)}>
              {t('chat.failedResend')}
            </button>
          )}
        </span>
      )}
    </li>
  )
}
