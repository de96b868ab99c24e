import type { ConsoleMe, InboxConversation, QuickReply } from '@crossmart/api-client'
import { imageContent, textContent } from '@crossmart/im-sdk'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConsoleChatClient } from '../../lib/console-chat'
import { useChannelMessages } from '../../lib/use-channel-messages'
import { Composer } from './composer'
import { MessageItem } from './message-item'

async function imageSize(file: File): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 }
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return { width: 0, height: 0 }
  }
}

/** The open conversation: history with paging, live messages, send and resend. */
export function ConversationPane({
  client,
  me,
  conversation,
  quickReplies,
}: {
  client: ConsoleChatClient
  me: ConsoleMe
  conversation: InboxConversation
  quickReplies: readonly QuickReply[]
}) {
  const { t } = useTranslation()
  const channel = useMemo(
    () => ({ channelID: conversation.channelId, channelType: conversation.channelType }),
    [conversation.channelId, conversation.channelType],
  )
  const { messages, history, loadOlder, retry } = useChannelMessages(client, channel)
  // Edits and recalls made before the conversation was opened (later ones come with the command).
  useEffect(() => {
    if (history === 'done' || history === 'idle') client.extras.sync(channel).catch(() => undefined)
  }, [client, channel, history])
  const scrollRef = useRef<HTMLDivElement>(null)
  const last = messages[messages.length - 1]
  useEffect(() => {
    const el = scrollRef.current
    if (el) el.scrollTop = el.scrollHeight
  }, [last?.clientMsgNo, last?.status])

  // The shopper's app shows `fromName` above staff answers (the staff member's display name).
  const send = (text: string) => client.send({ ...textContent(text), fromName: me.displayName }, channel)
  const sendImage = async (file: File) => {
    const size = await imageSize(file)
    client.uploads.sendWithUpload({ ...imageContent(size), fromName: me.displayName }, channel, file)
  }
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
        <ol aria-label={t('chat.messages')}>
          {messages.map((m) => (
            <MessageItem
              key={m.clientMsgNo || m.messageID}
              message={m}
              own={m.fromUID === client.uid}
              senderName={nameOf(m.fromUID)}
              readSeq={conversation.shopperReadSeq}
              onResend={(failed) => client.resend(failed)}
            />
          ))}
        </ol>
      </div>
      <Composer
        quickReplies={quickReplies}
        disabled={false}
        onSend={send}
        onImage={(f) => void sendImage(f)}
      />
    </section>
  )
}
