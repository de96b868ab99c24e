import {
  CHAT_EDIT_WINDOW_SECONDS,
  CHAT_REVOKE_WINDOW_SECONDS,
  parseOrderCard,
  parseProductCard,
  parseRatingRequest,
} from '@crossmart/api-client'
import type { ChatMessage, UploadTask } from '@crossmart/im-sdk'
import { type FormEvent, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { useChatTime } from '../hooks/use-chat-time'
import type { ChatConnection } from '../state/chat-types'
import { OrderCardBubble } from './order-card-bubble'
import { ProductCardBubble } from './product-card-bubble'
import { RatingCard } from './rating-card'

export interface MessageBubbleProps {
  connection: ChatConnection
  message: ChatMessage
  upload: UploadTask | undefined
  /** A local preview of an image still uploading. */
  preview: string | undefined
  onResend(message: ChatMessage): void
  onCancelUpload(task: UploadTask): void
  /** Recall an own message (server README "Chat": within 2 minutes of sending). */
  onRevoke(message: ChatMessage): void
  /** Replace an own text message's content (shown edited on both sides). */
  onEdit(message: ChatMessage, text: string): void
}

const TEXT_TYPE = 1
const IMAGE_TYPE = 2

/** One message: the user's own on the right, the service's on the left; chat-spec §4 send status. */
export function MessageBubble({
  connection,
  message,
  upload,
  preview,
  onResend,
  onCancelUpload,
  onRevoke,
  onEdit,
}: MessageBubbleProps) {
  const { t } = useStrings('chat')
  const formatTime = useChatTime()
  const [editing, setEditing] = useState<string | null>(null)
  const own = message.fromUID === connection.uid
  // chat-spec §3 remoteExtra: a revoked message keeps its place, not its content, on both sides.
  if (message.remoteExtra.revoke)
    return (
      <li
        className="chat-msg chat-msg--revoked muted small"
        data-status="revoked"
        data-seq={message.messageSeq || undefined}
      >
        {own ? t('recalledByYou') : t('recalled')}
      </li>
    )
  const content = connection.sdk.displayContent(message)
  // Staff answers from the console carry the staff member's display name (server README "Console").
  const senderName =
    !own && typeof content['fromName'] === 'string' ? content['fromName'].trim().slice(0, 64) : ''
  const text =
    content.type === TEXT_TYPE && typeof content['content'] === 'string' ? content['content'] : null
  // Issue #30: a product card (content type 101) is its own component.
  const card = parseProductCard(content)
  // Issue #44: an order card (content type 102) likewise.
  const orderCard = parseOrderCard(content)
  const settled = own && message.status === 'normal' && message.messageID !== ''
  // Offered while the server would still accept the recall (the clock of this device decides).
  const recallable = settled && Date.now() / 1000 - message.timestamp < CHAT_REVOKE_WINDOW_SECONDS
  // The server closes edits with the same window (issue #32), so both sides' histories settle.
  const editable = settled && Date.now() / 1000 - message.timestamp < CHAT_EDIT_WINDOW_SECONDS
  const saveEdit = (event: FormEvent) => {
    event.preventDefault()
    const next = editing?.trim() ?? ''
    setEditing(null)
    if (next !== '' && next !== text) onEdit(message, next)
  }
  let body: React.ReactNode
  const ratingAsk = parseRatingRequest(content)
  if (ratingAsk !== null) body = <RatingCard ratingId={ratingAsk.ratingId} />
  else if (editing !== null) {
    body = (
      <form className="chat-edit" onSubmit={saveEdit}>
        <input
          aria-label={t('editLabel')}
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit
          autoFocus
        />
        <button type="submit">{t('saveEdit')}</button>
        <button type="button" onClick={() => setEditing(null)}>
          {t('cancelEdit')}
        </button>
      </form>
    )
  } else if (text !== null) {
    body = (
      <p className="chat-bubble__text">
        {text}
        {message.remoteExtra.isEdit ? (
          <span className="chat-bubble__edited muted small"> {t('edited')}</span>
        ) : null}
      </p>
    )
  } else if (card !== null) {
    body = <ProductCardBubble card={card} />
  } else if (orderCard !== null) {
    body = <OrderCardBubble card={orderCard} />
  } else if (content.type === IMAGE_TYPE) {
    const url = typeof content['url'] === 'string' && content['url'] ? content['url'] : preview
    body = (
      <span className="chat-bubble__image">
        {url ? <img src={url} alt={t('picture')} /> : <span className="chat-bubble__placeholder" />}
        {upload ? (
          <span className="chat-bubble__progress">
            <span
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(upload.progress * 100)}
            >
              {t('uploading', { percent: Math.round(upload.progress * 100) })}
            </span>
            <button type="button" className="chat-bubble__cancel" onClick={() => onCancelUpload(upload)}>
              {t('cancelUpload')}
            </button>
          </span>
        ) : null}
      </span>
    )
  } else {
    body = (
      <p className="chat-bubble__text muted">
        {connection.client.contents.digest(content, {
          image: t('image'),
          unknown: t('unknown'),
          product: t('product'),
        })}
      </p>
    )
  }
  return (
    <li
      className={own ? 'chat-msg chat-msg--own' : 'chat-msg'}
      data-status={message.status}
      data-seq={message.messageSeq || undefined}
    >
      {own && message.status === 'wait' && !upload ? (
        <span className="chat-msg__spinner" role="status" aria-label={t('sending')} />
      ) : null}
      {own && message.status === 'fail' ? (
        <button type="button" className="chat-msg__fail" onClick={() => onResend(message)}>
          <span aria-hidden="true">!</span>
          <span className="chat-msg__fail-text">
            {message.failReason === 'deadline' ? t('failedDeadline') : t('failed')}
          </span>
        </button>
      ) : null}
      <div className={card === null && orderCard === null ? 'chat-bubble' : 'chat-bubble chat-bubble--card'}>
        {senderName ? <span className="chat-bubble__name">{senderName}</span> : null}
        {body}
      </div>
      {(settled || !own) && editing === null ? (
        <span className={own ? 'chat-msg__meta small' : 'chat-msg__meta chat-msg__meta--other small'}>
          {/* Every message carries its time (the separators only mark gaps of 5 minutes). */}
          <time className="chat-msg__time muted" dateTime={new Date(message.timestamp * 1000).toISOString()}>
            {formatTime(message.timestamp)}
          </time>
          {settled && message.remoteExtra.readedCount > 0 ? (
            <span className="chat-msg__read muted">{t('read')}</span>
          ) : null}
          {settled && recallable ? (
            <button type="button" className="chat-msg__action" onClick={() => onRevoke(message)}>
              {t('recall')}
            </button>
          ) : null}
          {text !== null && editable ? (
            <button type="button" className="chat-msg__action" onClick={() => setEditing(text)}>
              {t('edit')}
            </button>
          ) : null}
        </span>
      ) : null}
    </li>
  )
}
