import {
  CHAT_REVOKE_WINDOW_SECONDS,
  parseOrderCard,
  parseProductCard,
  parseRatingRequest,
} from '@crossmart/api-client'
import { type ChatMessage, displayContent } from '@crossmart/im-sdk'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { errorText } from '../../lib/error-text'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { OrderCardItem } from './order-card-item'
import { ProductCardItem } from './product-card-item'
import { RatingAskItem } from './rating-ask-item'

/**
 * Who wrote a message as staff see it (issue #44): the shopper on one side; on the other the staff
 * member reading, a colleague (by name) and the service's automatic messages, each labelled.
 */
export type MessageAuthor = 'you' | 'colleague' | 'automatic' | 'shopper'

const SIDE_CLASS: Record<MessageAuthor, string> = {
  you: 'msg msg--own',
  colleague: 'msg msg--own msg--colleague',
  automatic: 'msg msg--own msg--automatic',
  shopper: 'msg',
}

/**
 * One message: text or image (as last edited, marked "edited": issue #32, the shop shows the same),
 * a recalled one as such, the send status of the staff's own (with resend, and recall within the
 * window the server allows) and its read state.
 */
export function MessageItem({
  message,
  author,
  senderName,
  readSeq,
  onResend,
  onRecall,
}: {
  message: ChatMessage
  author: MessageAuthor
  senderName: string
  /** The last seq the shopper has read (their browseTo). */
  readSeq: number
  onResend(message: ChatMessage): void
  onRecall(message: ChatMessage): Promise<void>
}) {
  const { t, i18n } = useTranslation()
  const [recalling, setRecalling] = useState<'no' | 'asking' | 'sending'>('no')
  const [recallError, setRecallError] = useState<string | null>(null)
  const own = author === 'you'
  // chat-spec §3 remoteExtra: a recalled message keeps its place, not its content, on both sides.
  if (message.remoteExtra.revoke)
    return (
      <li className="msg msg--revoked muted small" data-status="revoked" data-seq={message.messageSeq}>
        {own ? t('chat.recalledByYou') : t('chat.recalled')}
      </li>
    )
  const content = displayContent(message)
  // Issue #30: a product card (content type 101) is its own component.
  const card = parseProductCard(content)
  // Issue #44: an order card (content type 102) likewise.
  const orderCard = parseOrderCard(content)
  let body: React.ReactNode
  if (card !== null) body = <ProductCardItem card={card} />
  else if (orderCard !== null) body = <OrderCardItem card={orderCard} />
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
  // Offered while the server would still accept it (this device's clock decides, as in the shop).
  const recallable =
    own &&
    message.status === 'normal' &&
    message.messageID !== '' &&
    Date.now() / 1000 - message.timestamp < CHAT_REVOKE_WINDOW_SECONDS
  const recall = async () => {
    setRecalling('sending')
    setRecallError(null)
    try {
      await onRecall(message)
      setRecalling('no')
    } catch (failure) {
      setRecallError(errorText(failure, t))
      setRecalling('asking')
    }
  }
  return (
    <li
      className={SIDE_CLASS[author]}
      data-status={message.status}
      data-author={author}
      data-seq={message.messageSeq}
    >
      <span className="msg__meta small muted">
        {senderName} · {formatTime(message.timestamp, LOCALE_OF[i18n.language] ?? 'en-US')}
      </span>
      <div className={card === null && orderCard === null ? 'bubble' : 'bubble bubble--card'}>{body}</div>
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
          {recallable && (
            <>
              {' · '}
              <button type="button" className="link" onClick={() => setRecalling('asking')}>
                {t('chat.recall')}
              </button>
            </>
          )}
        </span>
      )}
      {recalling !== 'no' && (
        <ConfirmDialog
          title={t('chat.recall')}
          body={t('chat.recallConfirm')}
          confirmLabel={t('chat.recall')}
          tone="danger"
          pending={recalling === 'sending'}
          error={recallError}
          onConfirm={() => void recall()}
          onCancel={() => setRecalling('no')}
        />
      )}
    </li>
  )
}
