import { ReasonCode } from '@crossmart/im-sdk/protocol'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'
import type { ChatDirectory } from '../storage/directory-store'
import type { ChatTokenStore } from '../storage/token-store'
import type { Presence } from './connection/presence'
import type { ConnectionHooks, GatewayConnection } from './connection/types'
import { resolveChannel } from './sending/channel-resolver'
import { channelKey } from './sending/fan-out'
import { admitSend, type SendAdmissionDeps } from './sending/send-admission'

export interface GatewayHookDeps {
  directory: ChatDirectory
  tokens: ChatTokenStore
  logger: Logger
  presence: Presence
  /** Connections not yet closed. */
  live: Set<GatewayConnection>
  admission: SendAdmissionDeps
  /** The uid's last connection closed (channel info's last seen). */
  onOffline?: (uid: string) => void
  /** A staff member's (or an operator's) connection opened or closed: who can be assigned moved. */
  onStaffPresence?: () => void
}

/** What the gateway does with each connection's handshake, sends, subscriptions and close. */
export function createConnectionHooks(deps: GatewayHookDeps): ConnectionHooks {
  const { directory, tokens, logger, presence } = deps
  return {
    async authenticate(packet) {
      try {
        const user = await directory.user(packet.uid)
        if (!user || !(await tokens.verify(packet.uid, packet.token)))
          return { ok: false, reasonCode: ReasonCode.AuthFail }
        return { ok: true, user }
      } catch (error) {
        logger.error('chat auth lookup failed', { uid: packet.uid, error: errorText(error) })
        return { ok: false, reasonCode: ReasonCode.SystemError }
      }
    },
    opened(connection) {
      const previous = presence.add(connection)
      if (connection.user?.role !== 'shopper') deps.onStaffPresence?.()
      // README "The gateway": a second login of the same uid and device flag kicks the first (reason 12).
      previous?.disconnect(ReasonCode.ConnectKick, 'logged in on another device')
    },
    send: (connection, packet, plain) => admitSend(deps.admission, connection, packet, plain),
    async subscribe(connection, packet) {
      const resolution = await resolveChannel(
        directory,
        connection.user!,
        packet.channelID,
        packet.channelType,
      )
      if (!resolution.ok) return resolution.reasonCode
      if (packet.action === 0) presence.subscribe(channelKey(resolution.channel), connection)
      else presence.unsubscribe(channelKey(resolution.channel), connection)
      return ReasonCode.Success
    },
    closed(connection) {
      deps.live.delete(connection)
      presence.remove(connection)
      if (connection.user && connection.user.role !== 'shopper') deps.onStaffPresence?.()
      if (connection.uid !== '' && !presence.isOnline(connection.uid)) deps.onOffline?.(connection.uid)
    },
  }
}
