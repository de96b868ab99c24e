import type { ChatMessage, UploadTask } from '@crossmart/im-sdk'
import { useStrings } from '../../../i18n/use-strings'
import type { ChatConnection } from '../state/chat-types'

export interface MessageBubbleProps {
  connection: ChatConnection
  message: ChatMessage
  upload: UploadTask | undefined
  /** A local preview of an image still uploading. */
  preview: string | undefined
  onResend(message: ChatMessage): void
  onCancelUpload(task: UploadTask): void
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
}: MessageBubbleProps) {
  const { t } = useStrings('chat')
  const own = message.fromUID === connection.uid
  const { content } = message
  // Staff answers from the console carry the staff member's display name (server README "Console").
  const senderName =
    !own && typeof content['fromName'] === 'string' ? content['fromName'].trim().slice(0, 64) : ''
  let body: React.ReactNode
  if (content.type === TEXT_TYPE && typeof content['content'] === 'string') {
    body = <p className="chat-bubble__text">{content['content']}</p>
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
        {connection.client.contents.digest(content, { image: t('image'), unknown: t('unknown') })}
      </p>
    )
  }
  return (
    <li className={own ? 'chat-msg chat-msg--own' : 'chat-msg'} data-status={message.status}>
      {own && message.status === 'wait' && !upload ? (
        <span className="chat-msg__spinner" role="status" aria-label={t('sending')} />
      ) : null}
      {own && message.status === 'fail' ? (
        <button type="button" className="chat-msg__fail" onClick={() => onResend(message)}>
          <span aria-hidden="true">!</span>
          <span className="chat-msg__fail-text">{t('failed')}</span>
        </button>
      ) : null}
      <div className="chat-bubble">
        {senderName ? <span className="chat-bubble__name">{senderName}</span> : null}
        {body}
      </div>
    </li>
  )
}
