import { createMessageActions } from '@crossmart/api-client'
import {
  ImClientProvider,
  type MessageActions,
  useChannelMessages,
  useConnectionStatus,
  useTyping,
} from '@crossmart/im-react'
import type { ChatMessage, UploadTask } from '@crossmart/im-sdk'
import { SkeletonText } from '@crossmart/ui-kit'
import { useEffect, useMemo, useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { HISTORY_PAGE_SIZE, RESTORE_MAX_PAGES } from '../chat-constants'
import { useChatSession } from '../hooks/use-chat-connection'
import { useConversationExtra } from '../hooks/use-conversation-extra'
import { type ChatSubject, useSubjectCardsOnOpen } from '../hooks/use-subject-cards-on-open'
import type { ChatConnection, ServiceChannel } from '../state/chat-types'
import { Composer } from './composer'
import { MessageList } from './message-list'
import { PresenceLine } from './presence-line'
import { StatusBanner } from './status-banner'
import { TypingLine } from './typing-line'
import './chat.css'

type Resolved =
  | { status: 'loading' }
  | { status: 'ready'; service: ServiceChannel }
  | { status: 'error'; error: unknown }

/**
 * /chatRoomDetail/{merId?} and /service (shop-spec §2): the customer-service chat of a shop, or of
 * the platform without merId; the channel comes from getServiceChannel.
 */
export function ChatDetailScreen({
  merId,
  productId,
  orderId,
}: {
  merId: number | undefined
  /** Issue #30: the chat was opened from this product's page (its card is sent). */
  productId?: number | undefined
  /** Issue #44: the chat was opened from this order (its card is sent). */
  orderId?: number | undefined
}) {
  const { t } = useStrings('chat')
  const { state, retry } = useChatSession()
  const [resolved, setResolved] = useState<Resolved>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const connection = state.status === 'ready' ? state.connection : null

  useEffect(() => {
    if (!connection) return
    let alive = true
    setResolved({ status: 'loading' })
    connection.serviceChannel(merId).then(
      (service) => alive && setResolved({ status: 'ready', service }),
      (error: unknown) => alive && setResolved({ status: 'error', error }),
    )
    return () => {
      alive = false
    }
  }, [connection, merId, attempt])

  const title = resolved.status === 'ready' ? resolved.service.name : t('title.chatRoomDetail')
  if (state.status === 'error')
    return (
      <Page title={title}>
        <ErrorState error={state.error} onRetry={retry} />
      </Page>
    )
  if (!connection || resolved.status === 'loading')
    return (
      <Page title={title}>
        <div className="pad" aria-hidden="true" data-testid="chat-detail-skeleton">
          <SkeletonText rows={4} />
        </div>
      </Page>
    )
  if (resolved.status === 'error')
    return (
      <Page title={title}>
        <ErrorState error={resolved.error} onRetry={() => setAttempt((n) => n + 1)} />
      </Page>
    )
  return (
    <ChatProvider connection={connection}>
      <ChatView connection={connection} service={resolved.service} subject={{ merId, productId, orderId }} />
    </ChatProvider>
  )
}

/** The bindings' provider with the shop's recall and edit (server README "Chat": the extras change). */
function ChatProvider({ connection, children }: { connection: ChatConnection; children: React.ReactNode }) {
  const { api } = useServices()
  const actions = useMemo<MessageActions>(() => createMessageActions(api), [api])
  // ImClientProvider, not ImProvider: it imports nothing of the SDK, which stays in start-chat's lazy
  // chunk instead of the `shared` chunk every lazy entry page loads (/detail, /login, ...).
  return (
    <ImClientProvider client={connection.client} actions={actions}>
      {children}
    </ImClientProvider>
  )
}

function ChatView({
  connection,
  service,
  subject,
}: {
  connection: ChatConnection
  service: ServiceChannel
  subject: ChatSubject
}) {
  const { notifyError } = useServices()
  const { client, sdk } = connection
  const view = useConnectionStatus()
  const extra = useConversationExtra(client, service.channel)
  const messages = useChannelMessages(service.channel, {
    pageSize: HISTORY_PAGE_SIZE,
    maxRestorePages: RESTORE_MAX_PAGES,
  })
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map())
  const typing = useTyping(service.channel)
  useSubjectCardsOnOpen(subject, messages, notifyError)

  // Local previews of images being uploaded are released with the screen.
  useEffect(
    () => () => {
      for (const url of previews.values()) URL.revokeObjectURL(url)
    },
    [previews],
  )

  const send = (text: string) => {
    try {
      messages.send(sdk.textContent(text))
    } catch (error) {
      notifyError(error)
    }
  }
  const sendImage = async (file: File) => {
    try {
      const message = await messages.sendImage(file)
      if (typeof URL.createObjectURL === 'function') {
        const url = URL.createObjectURL(file)
        setPreviews((map) => new Map(map).set(message.clientMsgNo, url))
      }
    } catch (error) {
      notifyError(error)
    }
  }
  const resend = (message: ChatMessage) => {
    try {
      messages.resend(message)
    } catch (error) {
      notifyError(error)
    }
  }
  // Server README "Chat": revoke and edit change the message's extras; the other side is told to sync.
  const revoke = (message: ChatMessage) => void messages.revoke(message).catch(notifyError)
  const edit = (message: ChatMessage, text: string) =>
    void messages.edit(message, sdk.textContent(text)).catch(notifyError)
  const cancelUpload = (task: UploadTask) => {
    try {
      client.uploads.cancel(task.id)
      // A cancelled picture is not a failed message to resend: it leaves the list.
      client.messages.setLocal(service.channel, task.message.clientMsgNo, { isDeleted: true })
    } catch (error) {
      notifyError(error)
    }
  }

  return (
    <Page
      title={service.name}
      className="chat-detail"
      scroll="child"
      footer={
        <Composer
          disabled={false}
          onSend={send}
          onImage={(file) => void sendImage(file)}
          draft={extra.draft}
          onDraft={extra.changeDraft}
          onTyping={(active) => (active ? typing.start() : typing.stop())}
        />
      }
    >
      <PresenceLine channel={service.channel} />
      <TypingLine typing={typing.typing} />
      <StatusBanner view={view} onReconnect={() => client.connect()} />
      <MessageList
        connection={connection}
        messages={messages}
        previews={previews}
        onResend={resend}
        onCancelUpload={cancelUpload}
        onRevoke={revoke}
        onEdit={edit}
        kept={extra.position}
        onLeave={extra.keepPosition}
      />
    </Page>
  )
}
