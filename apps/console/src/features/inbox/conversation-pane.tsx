import {
  CHAT_CHANNEL_TYPE,
  type ConsoleMe,
  consoleShopper,
  type InboxConversation,
  noteChannelIdOf,
  parseRatingRequest,
  type QuickReply,
} from '@crossmart/api-client'
import { messageKey, useChannelMessages } from '@crossmart/im-react'
import { type ChatMessage, displayContent, type Mention, textContent } from '@crossmart/im-sdk'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoteItem, noteElementId } from '../../components/note-item'
import { HISTORY_PAGE_SIZE } from '../../lib/chat-constants'
import type { ConsoleChatClient } from '../../lib/console-chat'
import { useServices } from '../../lib/services'
import { ActivityLine } from './activity-line'
import { Composer } from './composer'
import { type MessageAuthor, MessageItem } from './message-item'
import { NoteMode } from './notes/note-mode'
import { threadOf } from './notes/thread'
import { fillQuickReply, type QuickReplyValues, variablesIn } from './quick-reply-variables'
import { useFocusMessage } from './search/use-focus-message'
import { useConversationActivity } from './use-conversation-activity'

/**
 * The open conversation (useChannelMessages of @crossmart/im-react): history with paging, live
 * messages, send and resend, recalls and edits as they happen, read marks.
 */
export function ConversationPane({
  client,
  me,
  conversation,
  quickReplies,
  focusSeq = null,
  focusNoteSeq = null,
}: {
  client: ConsoleChatClient
  me: ConsoleMe
  conversation: InboxConversation
  quickReplies: readonly QuickReply[]
  /** Issue #29: the message a search found, shown when the conversation opens. */
  focusSeq?: number | null
  /** Issue #44: the private note a mention opened the conversation at. */
  focusNoteSeq?: number | null
}) {
  const { t } = useTranslation()
  const channel = useMemo(
    () => ({ channelID: conversation.channelId, channelType: conversation.channelType }),
    [conversation.channelId, conversation.channelType],
  )
  const {
    messages,
    history,
    loadOlder,
    loadUntil,
    retry,
    send: sendContent,
    sendImage: sendFile,
    resend,
    revoke,
  } = useChannelMessages(channel, { pageSize: HISTORY_PAGE_SIZE })
  // Issue #44: the private notes beside the conversation (staff only), shown in its thread.
  const noteChannel = useMemo(
    () => ({ channelID: noteChannelIdOf(conversation.channelId), channelType: CHAT_CHANNEL_TYPE.group }),
    [conversation.channelId],
  )
  const notes = useChannelMessages(noteChannel, { pageSize: HISTORY_PAGE_SIZE })
  const [mode, setMode] = useState<'reply' | 'note'>('reply')
  const sendNote = (text: string, mention: Mention | undefined) =>
    client.send(
      { ...textContent(text, mention ? { mention } : undefined), fromName: me.displayName },
      noteChannel,
    )
  useEffect(() => {
    if (focusNoteSeq === null) return
    document.getElementById(noteElementId(focusNoteSeq))?.scrollIntoView?.({ block: 'center' })
  }, [focusNoteSeq, notes.messages])
  const activity = useConversationActivity(client, me, channel, String(conversation.shopperId))
  const scrollRef = useRef<HTMLDivElement>(null)
  const last = messages[messages.length - 1]
  useEffect(() => {
    const el = scrollRef.current
    if (el) el.scrollTop = el.scrollHeight
  }, [last?.clientMsgNo, last?.status])
  const listRef = useRef<HTMLOListElement>(null)
  useFocusMessage({ listRef, messages, history, loadUntil, focusSeq })

  // The shopper's app shows `fromName` above staff answers (the staff member's display name).
  const send = (text: string) => sendContent({ ...textContent(text), fromName: me.displayName })
  const sendImage = (file: File) => sendFile(file, { fromName: me.displayName })
  const { api } = useServices()
  const fillVariables = async (text: string) => {
    const values: QuickReplyValues = {
      name: conversation.shopperName,
      agent: me.displayName,
      ...(me.shopName ? { shop: me.shopName } : {}),
    }
    // The order is asked for only when the reply uses it: the shopper's latest order with this shop.
    if (variablesIn(text).includes('order')) {
      const shopper = await api.call(consoleShopper, { channelId: conversation.channelId }).catch(() => null)
      const latest = shopper?.orders[0]
      if (latest) values.order = latest.orderSn
    }
    return fillQuickReply(text, values)
  }
  const shopperUid = String(conversation.shopperId)
  // Issue #44 "who said what": staff answers carry their author's `fromName`; the service's own
  // messages (away message, rating request) come from the service's uid.
  const authorOf = (m: ChatMessage): MessageAuthor =>
    m.fromUID === client.uid
      ? 'you'
      : m.fromUID === shopperUid
        ? 'shopper'
        : m.fromUID === me.serviceId
          ? 'automatic'
          : 'colleague'
  const nameOf = (m: ChatMessage, author: MessageAuthor) => {
    if (author === 'you') return t('chat.you')
    if (author === 'shopper') return conversation.shopperName
    const content = displayContent(m)
    if (author === 'automatic') return parseRatingRequest(content) ? t('chat.system') : t('chat.automatic')
    const fromName = content['fromName']
    return typeof fromName === 'string' && fromName.trim() !== '' ? fromName : t('chat.colleague')
  }

  return (
    <section
      className="conversation"
      aria-label={t('inbox.conversationWith', { name: conversation.shopperName })}
    >
      <div className="messages" ref={scrollRef}>
        {history === 'idle' && (
          <button type="button" className="link center" onClick={loadOlder}>
            {t('chat.loadOlder')}
          </button>
        )}
        {(history === 'loading' || history === 'older') && (
          <p className="state" role="status">
            {t('common.loading')}
          </p>
        )}
        {history === 'error' && (
          <div className="state state--error" role="alert">
            <p>{t('chat.historyFailed')}</p>
            <button type="button" onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {history === 'done' && messages.length > 0 && (
          <p className="state muted small">{t('chat.noOlder')}</p>
        )}
        <ol ref={listRef} aria-label={t('chat.messages')}>
          {threadOf(messages, notes.messages).map((row) => {
            const m = row.message
            if (row.kind === 'note')
              return (
                <NoteItem
                  key={`note-${messageKey(m)}`}
                  message={m}
                  myUid={client.uid}
                  authorName={m.fromUID === client.uid ? t('chat.you') : nameOf(m, 'colleague')}
                  focused={focusNoteSeq !== null && m.messageSeq === focusNoteSeq}
                  onResend={(failed) => notes.resend(failed)}
                  privateNote
                />
              )
            const author = authorOf(m)
            return (
              <MessageItem
                key={messageKey(m)}
                message={m}
                author={author}
                senderName={nameOf(m, author)}
                readSeq={conversation.shopperReadSeq}
                onResend={(failed) => resend(failed)}
                onRecall={revoke}
              />
            )
          })}
        </ol>
      </div>
      <ActivityLine activity={activity} shopperName={conversation.shopperName} />
      <div className="composer-mode" role="tablist" aria-label={t('notes.mode')}>
        {(['reply', 'note'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={mode === value}
            className={value === 'note' ? 'composer-mode__note' : undefined}
            onClick={() => setMode(value)}
          >
            {t(`notes.mode_${value}`)}
          </button>
        ))}
      </div>
      {mode === 'reply' ? (
        <Composer
          quickReplies={quickReplies}
          disabled={false}
          onSend={send}
          onImage={(f) => void sendImage(f)}
          onTyping={activity.onTyping}
          fillVariables={fillVariables}
        />
      ) : (
        <NoteMode client={client} me={me} onSend={sendNote} />
      )}
    </section>
  )
}
