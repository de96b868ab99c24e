import { chatDeleteRecentConversation } from '@crossmart/api-client'
import { type ConversationItem, ImClientProvider, useConversations } from '@crossmart/im-react'
import { Badge, Dialog, Empty, LazyImage, Skeleton, SkeletonText } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { serviceTargetOf } from '../api/service-channel'
import { useChatSession } from '../hooks/use-chat-connection'
import { useChatTime } from '../hooks/use-chat-time'
import { useServiceInfo } from '../hooks/use-service-channel'
import type { ChatConnection } from '../state/chat-types'
import './chat.css'
import { useSubmit } from '../../../lib/use-submit'

/** /chatRoom (shop-spec §2): the messages list, newest conversation first. */
export function ChatListScreen() {
  const { t } = useStrings('chat')
  const { state, retry } = useChatSession()
  return (
    <Page title={t('title.chatRoom')}>
      {state.status === 'ready' ? (
        // ImClientProvider, not ImProvider: it imports nothing of the SDK's client (start-chat's chunk).
        <ImClientProvider client={state.connection.client}>
          <ConversationList connection={state.connection} />
        </ImClientProvider>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : (
        <ChatListSkeleton />
      )}
    </Page>
  )
}

function ChatListSkeleton() {
  return (
    <ul className="chat-list" aria-hidden="true" data-testid="chat-list-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="chat-row">
          <Skeleton circle width={44} height={44} />
          <div className="chat-row__text">
            <SkeletonText rows={2} />
          </div>
        </li>
      ))}
    </ul>
  )
}

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: unknown }

function ConversationList({ connection }: { connection: ChatConnection }) {
  const { t } = useStrings('chat')
  const api = useApi()
  const { client } = connection
  // The list, newest first, live (@crossmart/im-react); its load state is this screen's own sync.
  const { conversations: list } = useConversations()
  const [load, setLoad] = useState<LoadState>({ status: 'loading' })
  const [deleting, setDeleting] = useState<ConversationItem | null>(null)

  const refresh = useCallback(async () => {
    setLoad({ status: 'loading' })
    try {
      // Joins the hook's own sync (the SDK runs one at a time).
      await client.conversations.sync()
      setLoad({ status: 'ready' })
    } catch (error) {
      setLoad({ status: 'error', error })
    }
  }, [client])

  useEffect(() => {
    // Shown again (kept alive): the incremental sync brings what changed meanwhile.
    void refresh()
  }, [refresh])

  const remove = useSubmit(async ({ channel }: ConversationItem) => {
    await api.call(chatDeleteRecentConversation, {
      channelId: channel.channelID,
      channelType: channel.channelType,
    })
    client.conversations.remove(channel)
    setDeleting(null)
    // A failure: the api client showed the toast (shop-spec §8); the dialog stays for another try.
  })
  const confirmDelete = async () => {
    if (deleting) await remove.run(deleting)
  }
  const busy = remove.busy

  let body: React.ReactNode
  if (list.length === 0 && load.status === 'loading') body = <ChatListSkeleton />
  else if (list.length === 0 && load.status === 'error')
    body = <ErrorState error={load.error} onRetry={() => void refresh()} />
  else if (list.length === 0) body = <Empty description={t('empty')} />
  else
    body = (
      <ul className="chat-list">
        {list.map((conversation) => (
          <ConversationRow
            key={`${conversation.channel.channelID}-${conversation.channel.channelType}`}
            connection={connection}
            conversation={conversation}
            onDelete={() => setDeleting(conversation)}
          />
        ))}
      </ul>
    )

  return (
    <>
      {body}
      <Dialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={t('deleteConfirm')}
        confirmText={t('delete')}
        cancelText={t('common.cancel')}
        tone="danger"
        confirmBusy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  )
}

function ConversationRow({
  connection,
  conversation,
  onDelete,
}: {
  connection: ChatConnection
  conversation: ConversationItem
  onDelete: () => void
}) {
  const { t } = useStrings('chat')
  const formatTime = useChatTime()
  const { client, sdk } = connection
  const info = useServiceInfo(connection, conversation.channel)
  const name = info?.name || conversation.channel.channelID
  const target = serviceTargetOf(conversation.channel)
  // chat-spec §5: the logical unread count.
  const unread = conversation.logicalUnread
  const last = conversation.lastMessage
  // The SDK sets it for a mention received live, in a synced conversation's unread last message,
  // or through a mention reminder.
  const mentioned = conversation.isMentionMe
  // The SDK's digest with the app's labels (CONVENTIONS 12: no text of the SDK's own); a recalled
  // last message shows as recalled, an edited one with its edited content (chat-spec §3 remoteExtra).
  const digest = !last
    ? ''
    : last.remoteExtra.revoke
      ? last.fromUID === connection.uid
        ? t('recalledByYou')
        : t('recalled')
      : client.contents.digest(sdk.displayContent(last), {
          image: t('image'),
          unknown: t('unknown'),
          product: t('product'),
          order: t('orderCard.label'),
        })
  return (
    <li className="chat-row">
      <Link
        to="/chatRoomDetail/{-$merId}"
        params={{ merId: target?.kind === 'shop' ? String(target.merId) : undefined }}
        // Named by what it shows (name, time, digest, unread), not a label of its own: a spoken name
        // must contain the visible text (WCAG 2.5.3; axe label-content-name-mismatch).
        className="chat-row__main"
      >
        <span className="chat-row__avatar">
          <LazyImage src={info?.avatar ?? ''} alt="" width={44} height={44} />
        </span>
        <span className="chat-row__text">
          <span className="chat-row__top">
            <span className="chat-row__name">{name}</span>
            <time className="muted small">{formatTime(conversation.timestamp)}</time>
          </span>
          <span className="chat-row__bottom">
            {mentioned ? <span className="chat-row__mention">{t('mention')}</span> : null}
            <span className="chat-row__digest muted small">{digest}</span>
            {unread > 0 ? <Badge content={unread} label={t('unread', { count: unread })} /> : null}
          </span>
        </span>
      </Link>
      <button type="button" className="chat-row__delete" onClick={onDelete}>
        {t('delete')}
      </button>
    </li>
  )
}
