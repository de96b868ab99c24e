import { type ChannelMessagesView, messageKey } from '@crossmart/im-react'
import type { ChatMessage, UploadTask } from '@crossmart/im-sdk'
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { useStrings } from '../../../i18n/use-strings'
import { AT_BOTTOM_PX, LOAD_OLDER_PX } from '../chat-constants'
import { useChatTime } from '../hooks/use-chat-time'
import { type BrowsePosition, positionAt } from '../state/browse-position'
import type { ChatConnection } from '../state/chat-types'
import { needsTimeSeparator } from '../state/message-list'
import { MessageBubble } from './message-bubble'
import { measureRows } from './row-boxes'

export interface MessageListProps {
  connection: ChatConnection
  /** The channel's messages (useChannelMessages of @crossmart/im-react). */
  messages: ChannelMessagesView
  previews: ReadonlyMap<string, string>
  onResend(message: ChatMessage): void
  onCancelUpload(task: UploadTask): void
  onRevoke(message: ChatMessage): void
  onEdit(message: ChatMessage, text: string): void
  /** Where the reader left this conversation: undefined while not known yet, null at the bottom. */
  kept: BrowsePosition | null | undefined
  /** The reader leaves (or hides the page): the position now, null at the bottom. */
  onLeave(position: BrowsePosition | null): void
}

/** How far the kept browse position has been brought back on screen. */
type Restore = 'waiting' | 'loading' | 'done'

/**
 * The scrolling messages: older pages load at the top without moving what is on screen; a new
 * message scrolls to the bottom when the reader is there (or sent it), else a "new messages" pill.
 * A conversation left scrolled up opens where it was left (the messages back to there are loaded),
 * with a "jump to latest" pill; left at the bottom, it opens at the bottom.
 */
export function MessageList({
  connection,
  messages: view,
  previews,
  onResend,
  onCancelUpload,
  onRevoke,
  onEdit,
  kept,
  onLeave,
}: MessageListProps) {
  const { t } = useStrings('chat')
  const formatTime = useChatTime()
  const { messages, history, lastChange, uploads, loadOlder, loadUntil, retry } = view
  const scrollRef = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  /** Distance from the bottom before an older page was added (kept after it renders). */
  const fromBottom = useRef(0)
  const lastKey = useRef<string | undefined>(undefined)
  /** 'new': a message came in below; 'latest': opened at a kept position above the newest. */
  const [pill, setPill] = useState<'new' | 'latest' | null>(null)
  const restore = useRef<Restore>('waiting')
  const [anchor, setAnchor] = useState<BrowsePosition | null>(null)

  const scrollToBottom = () => {
    const el = scrollRef.current
    if (el) el.scrollTop = el.scrollHeight
    atBottom.current = true
    setPill(null)
  }

  // Once the newest page is shown and the kept position known: load back to it, then scroll there.
  useEffect(() => {
    if (restore.current !== 'waiting' || kept === undefined || history === 'loading') return
    if (kept === null || history === 'error') {
      restore.current = 'done'
      return
    }
    restore.current = 'loading'
    const show = () => setAnchor(kept)
    loadUntil(kept.messageSeq).then(show, show)
  }, [kept, history, loadUntil])

  /** Scrolls to a browse position (null: the bottom); the pill offers the latest when above it. */
  const scrollToPosition = (position: BrowsePosition | null) => {
    const el = scrollRef.current
    // The kept message, or the oldest loaded after it when it is further back than the pages loaded.
    const row = position && el ? measureRows(el).find((r) => r.seq >= position.messageSeq) : undefined
    if (!el || !position || !row) {
      scrollToBottom()
      return
    }
    el.scrollTop = row.top + (row.seq === position.messageSeq ? position.offsetY : 0)
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_PX
    setPill(atBottom.current ? null : 'latest')
  }

  useLayoutEffect(() => {
    if (!anchor || restore.current !== 'loading') return
    restore.current = 'done'
    scrollToPosition(anchor)
  }, [anchor])

  // Leaving (or hiding the page, which may be the last chance on a phone) keeps the position; not
  // before the kept one was restored, which would replace it with the bottom the list opened at.
  // (A kept-alive chat shown again is rebuilt by the detail screen, and restored from the server.)
  const leave = useRef<(() => void) | null>(null)
  leave.current = () => {
    const el = scrollRef.current
    if (restore.current !== 'done' || !el || el.clientHeight === 0) return
    onLeave(atBottom.current ? null : positionAt(measureRows(el), el.scrollTop))
  }
  useLayoutEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') leave.current?.()
    }
    const now = () => leave.current?.()
    document.addEventListener('visibilitychange', whenHidden)
    window.addEventListener('pagehide', now)
    return () => {
      document.removeEventListener('visibilitychange', whenHidden)
      window.removeEventListener('pagehide', now)
      // A layout cleanup: the rows are still shown (and measurable) when it runs.
      leave.current?.()
    }
  }, [])

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
      else setPill('new')
    }
    lastKey.current = key
  }, [messages, lastChange, connection.uid])

  const onScroll = () => {
    const el = scrollRef.current
    if (!el || el.clientHeight === 0) return
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_PX
    if (atBottom.current) setPill(null)
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
          {pill === 'new' ? t('newMessages') : t('jumpToLatest')}
        </button>
      ) : null}
    </div>
  )
}
