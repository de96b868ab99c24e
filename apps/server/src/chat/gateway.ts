import { ReasonCode, type SendPacket } from '@crossmart/im-sdk/protocol'
import type { Clock } from '../clock'
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { createAutoReplier } from './auto-reply'
import { type StoredChannel, viewChannelId } from './channel-address'
import { resolveChannel } from './channel-resolver'
import { type AppendBatches, createChannelWriter, databaseAppend } from './channel-writer'
import type { ChatDirectory } from './chat-directory'
import {
  CONNECT_TIMEOUT_MS,
  DEDUPE_MEMORY,
  DEFAULT_MAX_FRAME_BYTES,
  DEFAULT_MESSAGE_BURST,
  DEFAULT_MESSAGES_PER_SECOND,
  DEFAULT_NODE_ID,
  IDLE_TIMEOUT_MS,
  RECV_RETRY_SWEEP_MS,
} from './constants'
import { checkContent } from './content-check'
import {
  CLOSE_CODE,
  type ConnectionHooks,
  type ConnectionLimits,
  createGatewayConnection,
  type GatewayConnection,
  type SendOutcome,
  type SocketLike,
} from './gateway-connection'
import { createMessageIdGenerator } from './message-id'
import { findSentMessage, type NewMessage, type StoredMessage } from './message-store'
import { createPresence } from './presence'
import type { ChatTokenStore } from './token-store'

/** Timers, injected so tests can drive the sweep (CONVENTIONS.md 5). */
export interface GatewayTimers {
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const systemTimers: GatewayTimers = {
  setInterval: (fn, ms) => {
    const handle = setInterval(fn, ms)
    handle.unref()
    return handle
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
}

export interface ChatGatewayOptions {
  db: Database
  clock: Clock
  logger: Logger
  directory: ChatDirectory
  tokens: ChatTokenStore
  limits?: Partial<ConnectionLimits>
  nodeId?: number
  timers?: GatewayTimers
  /** How batches are stored; the database by default. */
  append?: AppendBatches
  /** Auto replies on (default) or off. */
  autoReply?: boolean
}

export interface GatewayStats {
  connections: number
  online: number
}

export interface ChatGateway {
  /** Starts serving one socket; feed its bytes to `receive` and report its close with `socketClosed`. */
  open(socket: SocketLike): GatewayConnection
  isOnline(uid: string): boolean
  stats(): GatewayStats
  readonly limits: Readonly<ConnectionLimits>
  /** Disconnects every device of `uid` (issue 19: the user's sessions were revoked). */
  disconnectUser(uid: string, reason: string): void
  /** Closes every connection and waits for queued messages to be stored. */
  close(): Promise<void>
}

const success = (message: { messageId: bigint; messageSeq: number }): SendOutcome => ({
  reasonCode: ReasonCode.Success,
  messageID: message.messageId.toString(),
  messageSeq: message.messageSeq,
})
const refused = (reasonCode: number): SendOutcome => ({ reasonCode, messageID: '0', messageSeq: 0 })
const channelKey = (channel: StoredChannel): string => `${channel.channelType}:${channel.canonicalId}`
const encoder = new TextEncoder()

/**
 * The embedded WuKongIM-protocol gateway (issue 8): authenticates connections with the tokens of
 * /api/chat/getWebSocketUrl, stores sends through the per-channel writer, delivers receives to every
 * online device of the channel's members and to subscribers, kicks a second login of the same uid and
 * device flag, and answers shoppers automatically when their shop's staff are all offline.
 */
export function createChatGateway(options: ChatGatewayOptions): ChatGateway {
  const { clock, logger, directory, tokens } = options
  const limits: ConnectionLimits = {
    maxFrameBytes: options.limits?.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES,
    messagesPerSecond: options.limits?.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND,
    messageBurst: options.limits?.messageBurst ?? DEFAULT_MESSAGE_BURST,
  }
  const nodeId = options.nodeId ?? DEFAULT_NODE_ID
  const timers = options.timers ?? systemTimers
  const ids = createMessageIdGenerator(clock, nodeId)
  const presence = createPresence()
  const live = new Set<GatewayConnection>()
  // (uid, clientMsgNo) of recent sends -> their stored copy, to answer a resend with the first ack.
  const recentSends = new Map<string, StoredMessage>()
  let nextConnectionId = 1
  let closed = false

  function remember(message: StoredMessage): void {
    recentSends.set(`${message.fromUid}\n${message.clientMsgNo}`, message)
    if (recentSends.size > DEDUPE_MEMORY) {
      const oldest = recentSends.keys().next().value
      if (oldest !== undefined) recentSends.delete(oldest)
    }
  }

  function deliver(message: StoredMessage, members: readonly string[]): void {
    const plain = encoder.encode(message.payload)
    const reached = new Set<number>()
    for (const uid of members) {
      const view = viewChannelId(uid, message.channel)
      for (const connection of presence.connectionsOf(uid)) {
        reached.add(connection.id)
        if (connection.id !== message.originConnectionId) connection.deliver(message, view, plain)
      }
    }
    for (const connection of presence.subscribersOf(channelKey(message.channel))) {
      if (reached.has(connection.id) || connection.id === message.originConnectionId) continue
      connection.deliver(message, viewChannelId(connection.uid, message.channel), plain)
    }
  }

  const writer = createChannelWriter({
    append: options.append ?? databaseAppend(options.db),
    logger,
    onStored(batch, members) {
      for (const message of batch) deliver(message, members)
    },
  })

  const autoReplier = createAutoReplier({
    db: options.db,
    clock,
    directory,
    isOnline: (uid) => presence.isOnline(uid),
    post: (channel, members, fromUid, content) =>
      writer.write(channel, members, {
        messageId: ids.next(),
        clientMsgNo: `auto-${ids.next().toString(36)}`,
        clientSeq: 0,
        fromUid,
        timestamp: Math.floor(clock.now() / 1000),
        setting: 0,
        reddot: true,
        syncOnce: false,
        expire: 0,
        topic: null,
        streamNo: null,
        payload: content,
        receipt: false,
      }),
  })

  async function admitSend(
    connection: GatewayConnection,
    packet: SendPacket,
    plain: Uint8Array,
  ): Promise<{ outcome: Promise<SendOutcome> }> {
    const now = (outcome: SendOutcome) => ({ outcome: Promise.resolve(outcome) })
    const user = connection.user!
    const payload = checkContent(plain)
    if (payload === null) return now(refused(ReasonCode.PayloadDecodeError))
    const resolution = await resolveChannel(directory, user, packet.channelID, packet.channelType)
    if (!resolution.ok) return now(refused(resolution.reasonCode))
    const { channel, members } = resolution

    const earlier = recentSends.get(`${user.uid}\n${packet.clientMsgNo}`)
    if (earlier && earlier.channel.canonicalId === channel.canonicalId) return now(success(earlier))
    if (packet.header.dup) {
      // A resend after a reconnect (or a restart): the first copy may be stored already.
      const stored = await findSentMessage(options.db, channel, user.uid, packet.clientMsgNo)
      if (stored) return now(success(stored))
    }
    const message: NewMessage = {
      messageId: ids.next(),
      clientMsgNo: packet.clientMsgNo,
      clientSeq: packet.clientSeq,
      fromUid: user.uid,
      timestamp: Math.floor(clock.now() / 1000),
      setting: (packet.setting.receipt ? 0x80 : 0) | (packet.setting.topic ? 0x08 : 0),
      reddot: packet.header.reddot,
      syncOnce: packet.header.syncOnce,
      expire: packet.expire,
      topic: packet.topic ?? null,
      streamNo: packet.streamNo ?? null,
      payload,
      receipt: packet.setting.receipt,
      originConnectionId: connection.id,
    }
    if (packet.header.noPersist) {
      // Not stored: no messageSeq, delivered only to who is online now.
      const transient: StoredMessage = { ...message, channel, messageSeq: 0 }
      deliver(transient, members)
      return now(success(transient))
    }
    const outcome = writer.write(channel, members, message).then((stored) => {
      remember(stored)
      if (
        channel.kind === 'service' &&
        stored.fromUid === channel.shopperUid &&
        options.autoReply !== false
      ) {
        autoReplier.afterShopperMessage(channel, members).catch((error: unknown) => {
          logger.warn('chat auto reply failed', { channel: channel.canonicalId, error: String(error) })
        })
      }
      return success(stored)
    })
    return { outcome }
  }

  const hooks: ConnectionHooks = {
    async authenticate(packet) {
      try {
        const user = await directory.user(packet.uid)
        if (!user || !(await tokens.verify(packet.uid, packet.token)))
          return { ok: false, reasonCode: ReasonCode.AuthFail }
        return { ok: true, user }
      } catch (error) {
        logger.error('chat auth lookup failed', { uid: packet.uid, error: String(error) })
        return { ok: false, reasonCode: ReasonCode.SystemError }
      }
    },
    opened(connection) {
      const previous = presence.add(connection)
      // issue 8: a second login of the same uid and device flag kicks the first (reason 12).
      previous?.disconnect(ReasonCode.ConnectKick, 'logged in on another device')
    },
    send: admitSend,
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
      live.delete(connection)
      presence.remove(connection)
    },
  }

  const sweep = timers.setInterval(() => {
    const now = clock.now()
    for (const connection of live) {
      if (connection.state === 'open') {
        if (now - connection.lastActivity > IDLE_TIMEOUT_MS)
          connection.terminate(CLOSE_CODE.policy, 'idle timeout')
        else connection.retryOverdue(now)
      } else if (now - connection.openedAt > CONNECT_TIMEOUT_MS) {
        connection.terminate(CLOSE_CODE.policy, 'no connect packet in time')
      }
    }
  }, RECV_RETRY_SWEEP_MS)

  return {
    limits,
    open(socket) {
      const connection = createGatewayConnection({
        id: nextConnectionId++,
        socket,
        hooks,
        limits,
        logger,
        now: () => clock.now(),
        nodeId,
      })
      if (closed) connection.terminate(CLOSE_CODE.normal, 'server shutting down')
      else live.add(connection)
      return connection
    },
    isOnline: (uid) => presence.isOnline(uid),
    disconnectUser(uid, reason) {
      for (const connection of [...live]) {
        if (connection.uid === uid) connection.disconnect(ReasonCode.AuthFail, reason)
      }
    },
    stats: () => ({ connections: live.size, online: presence.size }),
    async close() {
      closed = true
      timers.clearInterval(sweep)
      for (const connection of [...live]) connection.terminate(CLOSE_CODE.normal, 'server shutting down')
      await writer.drain()
    },
  }
}
