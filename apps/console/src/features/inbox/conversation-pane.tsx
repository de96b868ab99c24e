import type { ConsoleMe, InboxConversation, QuickReply } from '@crossmart/api-client'
import { messageKey, useChannelMessages } from '@crossmart/im-react'
import { textContent } from '@crossmart/im-sdk'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { HISTORY_PAGE_SIZE } from '../../lib/chat-constants'
import type { ConsoleChatClient } from '../../lib/console-chat'
import { ActivityLine } from './activity-line'
import { Composer } from './composer'
import { MessageItem } from './message-item'
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
}: {
  client: ConsoleChatClient
  me: ConsoleMe
  conversation: InboxConversation
  quickReplies: readonly QuickReply[]
  /** Issue #29: the message a search found, shown when the conversation opens. */
  focusSeq?: number | null
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
  } = useChannelMessages(channel, { pageSize: HISTORY_PAGE_SIZE })
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
  const nameOf = (uid: string) =>
    uid === client.uid
      ? t('chat.you')
      : uid === String(conversation.shopperId)
        ? conversation.shopperName
        : t('chat.colleague')

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
          {messages.map((m) => (
            <MessageItem
              key={messageKey(m)}
              message={m}
              own={m.fromUID === client.uid}
              senderName={nameOf(m.fromUID)}
              readSeq={conversation.shopperReadSeq}
              onResend={(failed) => resend(failed)}
            />
          ))}
        </ol>
      </div>
      <ActivityLine activity={activity} shopperName={conversation.shopperName} />
      <Composer
        quickReplies={quickReplies}
        disabled={false}
        onSend={send}
        onImage={(f) => void sendImage(f)}
        onTyping={activity.onTyping}
      />
    </section>
  )
}
