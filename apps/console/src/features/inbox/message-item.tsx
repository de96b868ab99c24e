import { parseProductCard, parseRatingRequest } from '@crossmart/api-client'
import { type ChatMessage, displayContent } from '@crossmart/im-sdk'
import { useTranslation } from 'react-i18next'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { ProductCardItem } from './product-card-item'
import { RatingAskItem } from './rating-ask-item'

/**
 * One message: text or image (as last edited, marked "edited": issue #32, the shop shows the same),
 * a recalled one as such, the send status of the staff's own (with resend) and its read state.
 */
export function MessageItem({
  message,
  own,
  senderName,
  readSeq,
  onResend,
}: {
  message: ChatMessage
  own: boolean
  senderName: string
  /** The last seq the shopper has read (their browseTo). */
  readSeq: number
  onResend(message: ChatMessage): void
}) {
  const { t, i18n } = useTranslation()
  // chat-spec §3 remoteExtra: a recalled message keeps its place, not its content, on both sides.
  if (message.remoteExtra.revoke)
    return (
      <li className="msg msg--revoked muted small" data-status="revoked">
        {own ? t('chat.recalledByYou') : t('chat.recalled')}
      </li>
    )
  const content = displayContent(message)
  // Issue #30: a product card (content type 101) is its own component.
  const card = parseProductCard(content)
  let body: React.ReactNode
  if (card !== null) body = <ProductCardItem card={card} />
  else if (content.type === 1)
    body = (
      <p className="bubble__text">
        {String(content['content'] ?? '')}
        {message.remoteExtra.isEdit && (
          <span className="bubble__edited small muted"> {t('chat.edited')}</span>
        )}
      </p>
    )
  else if (content.type === 2) {
    const url = typeof content['url'] === 'string' ? content['url'] : ''
    body = url ? (
      <a href={url} target="_blank" rel="noreferrer">
        <img className="bubble__image" src={url} alt={t('chat.image')} />
      </a>
    ) : (
      <p className="bubble__text muted">{t('chat.uploading')}</p>
    )
  } else if (parseRatingRequest(content)) body = <RatingAskItem />
  else body = <p className="bubble__text muted">{t('chat.unsupported')}</p>
  const read =
    own && (message.remoteExtra.readedCount > 0 || (message.messageSeq > 0 && message.messageSeq <= readSeq))
  return (
    <li className={own ? 'msg msg--own' : 'msg'} data-status={message.status}>
      <span className="msg__meta small muted">
        {senderName} · {formatTime(message.timestamp, LOCALE_OF[i18n.language] ?? 'en-US')}
      </span>
      <div className={card === null ? 'bubble' : 'bubble bubble--card'}>{body}</div>
      {own && (
        <span className="msg__status small">
          {message.status === 'wait' && <span role="status">{t('chat.sending')}</span>}
          {message.status === 'fail' && (
            <button type="button" className="link danger" onClick={() => onResend(message)}>
              {t('chat.failedResend')}
            </button>
          )}
          {message.status === 'normal' && (
            <span className="muted">{read ? t('chat.read') : t('chat.sent')}</span>
          )}
        </span>
      )}
    </li>
  )
}
