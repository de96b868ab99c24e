import type { Channel, ChatMessage, UploadTask } from '@crossmart/im-sdk'
import { Fragment, useLayoutEffect, useRef, useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { useStrings } from '../../../i18n/use-strings'
import { AT_BOTTOM_PX, LOAD_OLDER_PX } from '../chat-constants'
import { useChannelMessages } from '../hooks/use-channel-messages'
import { useChatTime } from '../hooks/use-chat-time'
import type { ChatConnection } from '../state/chat-types'
import { messageKey, needsTimeSeparator } from '../state/message-list'
import { MessageBubble } from './message-bubble'

export interface MessageListProps {
  connection: ChatConnection
  channel: Channel
  previews: ReadonlyMap<string, string>
  onResend(message: ChatMessage): void
  onCancelUpload(task: UploadTask): void
  onRevoke(message: ChatMessage): void
  onEdit(message: ChatMessage, text: string): void
}

/**
 * The scrolling messages: older pages load at the top without moving what is on screen; a new
 * message scrolls to the bottom when the reader is there (or sent it), else a "new messages" pill.
 */
export function MessageList({
  connection,
  channel,
  previews,
  onResend,
  onCancelUpload,
  onRevoke,
  onEdit,
}: MessageListProps) {
  const { t } = useStrings('chat')
  const formatTime = useChatTime()
  const { messages, history, lastChange, uploads, loadOlder, retry } = useChannelMessages(connection, channel)
  const scrollRef = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  /** Distance from the bottom before an older page was added (kept after it renders). */
  const fromBottom = useRef(0)
  const lastKey = useRef<string | undefined>(undefined)
  const [pill, setPill] = useState(false)

  const scrollToBottom = () => {
    const el = scrollRef.current
    if (el) el.scrollTop = el.scrollHeight
    atBottom.current = true
    setPill(false)
  }

  useLayoutEffect(() => {
    const el = scrollRef.current
    if (!el) return
    const last = messages[messages.length - 1]
    const key = last ? messageKey(last) : undefined
    if (lastChange === 'older') {
      el.scrollTop = el.scrollHeight - fromBottom.current
    } else if (key !== lastKey.current && last) {
      const mine = last.fromUID === connection.uid
      if (lastChange === 'initial' || atBottom.current || mine) scrollToBottom()
      else setPill(true)
    }
    lastKey.current = key
  }, [messages, lastChange, connection.uid])

  const onScroll = () => {
    const el = scrollRef.current
    if (!el || el.clientHeight === 0) return
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_PX
    if (atBottom.current) setPill(false)
    if (el.scrollTop <= LOAD_OLDER_PX && history === 'idle') {
      fromBottom.current = el.scrollHeight - el.scrollTop
      loadOlder()
    }
  }

  if (history === 'error' && messages.length === 0) return <ErrorState error={null} onRetry={retry} />

  return (
    <div className="chat-scroll-wrap">
      <div className="chat-scroll" ref={scrollRef} onScroll={onScroll}>
        {history === 'older' || history === 'loading' ? (
          <p className="chat-note muted small" role="status">
            {t('loadingOlder')}
          </p>
        ) : history === 'done' && messages.length > 0 ? (
          <p className="chat-note muted small">{t('noOlder')}</p>
        ) : null}
        <ol className="chat-messages" aria-label={t('title.chatRoomDetail')}>
          {messages.map((message, i) => (
            <Fragment key={messageKey(message)}>
              {needsTimeSeparator(messages[i - 1], message) ? (
                <li className="chat-time muted small">{formatTime(message.timestamp)}</li>
              ) : null}
              <MessageBubble
                connection={connection}
                message={message}
                upload={uploads.get(message.clientMsgNo)}
                preview={previews.get(message.clientMsgNo)}
                onResend={onResend}
                onCancelUpload={onCancelUpload}
                onRevoke={onRevoke}
                onEdit={onEdit}
              />
            </Fragment>
          ))}
        </ol>
      </div>
      {pill ? (
        <button type="button" className="chat-pill" onClick={scrollToBottom}>
          {t('newMessages')}
        </button>
      ) : null}
    </div>
  )
}
