import type { ChatMessage } from '@crossmart/im-sdk'
import { useEffect, useRef } from 'react'
import type { AlertDevice } from '../../../lib/alert-device'
import type { AlertSettings } from '../../../lib/alert-settings'
import type { ConsoleChatClient } from '../../../lib/console-chat'
import { isShopperMessage } from './shopper-message'

/** A burst (a reconnect's catch-up) chimes once. */
export const CHIME_GAP_MS = 2_000

export interface MessageAlertOptions {
  client: ConsoleChatClient | null
  serviceId: string
  settings: AlertSettings
  device: AlertDevice
  /** The conversation on screen, if any: its messages need no alert while the page is seen. */
  openChannelId: string | null
  /** Whether the page is seen now (visible and focused). */
  pageSeen(): boolean
  /** Title and text of a notice, in the staff member's language. */
  describe(message: ChatMessage): { title: string; body: string }
  /** Opens the conversation (a click on the notice). */
  open(channelId: string): void
  now(): number
}

/**
 * Issue #44 "nothing alerts an agent": a shopper's new message chimes and shows a desktop notice
 * (each when its setting is on), unless it is in the conversation this agent is looking at. Never
 * for one's own or a colleague's messages, nor for the service's automatic ones.
 */
export function useMessageAlerts(options: MessageAlertOptions): void {
  const latest = useRef(options)
  latest.current = options
  const lastChime = useRef(Number.NEGATIVE_INFINITY)
  const { client } = options
  useEffect(() => {
    if (!client) return
    return client.on('newMessage', ({ message, origin }) => {
      const o = latest.current
      if (origin === 'own' || !isShopperMessage(message, o.serviceId)) return
      const channelId = message.channel.channelID
      if (o.pageSeen() && o.openChannelId === channelId) return
      if (o.settings.sound && o.now() - lastChime.current >= CHIME_GAP_MS) {
        lastChime.current = o.now()
        o.device.chime()
      }
      if (o.settings.desktop && o.device.permission() === 'granted') {
        const notice = o.describe(message)
        o.device.notify({ ...notice, tag: channelId, onClick: () => latest.current.open(channelId) })
      }
    })
  }, [client])
}
