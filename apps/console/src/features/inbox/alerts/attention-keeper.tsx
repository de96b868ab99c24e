import type { ConsoleMe } from '@crossmart/api-client'
import { textContent } from '@crossmart/im-sdk'
import { useNavigate } from '@tanstack/react-router'
import { useAtom, useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useChatClient } from '../../../lib/chat-client'
import { useServices } from '../../../lib/services'
import { alertSettingsAtom, inboxCountsAtom, openConversationAtom } from './alert-state'
import { useInboxCounts } from './use-inbox-counts'
import { useMessageAlerts } from './use-message-alerts'
import { useTabTitle } from './use-tab-title'

/**
 * Issue #44, for the whole console (not only the inbox screen): keeps the unread counts fresh, puts
 * the count in the tab's title, and chimes or notifies on a shopper's new message as the settings
 * say. Renders nothing.
 */
export function AttentionKeeper({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation()
  const { alerts, alertSettings } = useServices()
  const chat = useChatClient()
  const client = chat.status === 'ready' ? chat.client : null
  const navigate = useNavigate()
  const [settings, setSettings] = useAtom(alertSettingsAtom)
  const counts = useAtomValue(inboxCountsAtom)
  const openChannelId = useAtomValue(openConversationAtom)
  useEffect(() => {
    setSettings(alertSettings.read())
  }, [alertSettings, setSettings])
  useInboxCounts(client)
  useTabTitle(counts?.unreadMessages ?? 0, settings.title)
  useMessageAlerts({
    client,
    serviceId: me.serviceId,
    settings,
    device: alerts,
    openChannelId,
    pageSeen: () => document.visibilityState === 'visible' && document.hasFocus(),
    describe: (message) => {
      const content = message.content
      const text =
        content.type === textContent('').type
          ? String(content['content'] ?? '')
          : content.type === 2
            ? t('chat.image')
            : t('alerts.newMessage')
      return { title: t('alerts.noticeTitle'), body: text.slice(0, 160) }
    },
    open: (channelId) => void navigate({ to: '/inbox', search: { conversation: channelId } }),
    now: () => Date.now(),
  })
  return null
}
