import { MAX_REMAINING_LENGTH, ReasonCode } from '@crossmart/im-sdk/protocol'
import type { Clock } from '../../clock'
import type { Database, DriverName } from '../../db/database'
import type { Logger } from '../../http/logger'
import type { ChatObserver } from '../../observability/server-metrics'
import type { StoredChannel } from '../channel-address'
import {
  DEFAULT_MESSAGE_BURST,
  DEFAULT_MESSAGES_PER_SECOND,
  DEFAULT_NODE_ID,
  PGLITE_WRITE_GAP_MS,
  RECV_RETRY_SWEEP_MS,
} from '../constants'
import { createAutoReplier, type ShopperMessageQueue } from '../services/auto-reply'
import { createLastSeenRecorder, type LastSeenRecorder } from '../services/last-seen-recorder'
import type { ChatDirectory } from '../storage/directory-store'
import { type NewMessage, PLAIN_MESSAGE_FLAGS, type StoredMessage } from '../storage/message-store'
import type { ChatTokenStore } from '../storage/token-store'
import { CLOSE_CODE } from './connection/close-code'
import { sweepConnections } from './connection/connection-sweep'
import { createGatewayConnection } from './connection/gateway-connection'
import { createPresence } from './connection/presence'
import type { ConnectionLimits, GatewayConnection, SocketLike } from './connection/types'
import { createConnectionHooks } from './gateway-hooks'
import { type AppendBatches, createChannelWriter, databaseAppend } from './sending/channel-writer'
import { fanOut } from './sending/fan-out'
import { createMessageIdGenerator, type MessageIdGenerator } from './sending/message-id'
import { createRecentSends } from './sending/recent-sends'
import type { SendAdmissionDeps } from './sending/send-admission'

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
  /** Which database `db` is (PGlite gets the prepared append); the plain statement when absent. */
  databaseDriver?: DriverName
  /** The writer's gap (ChatConfig.writeGapMs); PGLITE_WRITE_GAP_MS on PGlite and 0 otherwise by default. */
  writeGapMs?: number
  /** Auto replies on (default) or off. */
  autoReply?: boolean
  /** Issue #29: the queue's rules on a shopper's message (server README "Queue control"). */
  queue?: ShopperMessageQueue
  /** After a client's message is stored (the uploads it shows stay; server README "Uploads"). */
  afterStored?: SendAdmissionDeps['afterStored']
  /** Whether a client may send this content (issue #32: no commands, only own uploads); all when absent. */
  mayPost?: SendAdmissionDeps['mayPost']
  /** Keeps when users went offline; by default in `db`, throttled per user. */
  lastSeen?: LastSeenRecorder
  /** Runs after every stored batch (the chat extras' mention reminders). */
  afterBatchStored?: (batch: readonly StoredMessage[], members: readonly string[]) => void
  /** A staff member's connection opened or closed (the queue's memory reads availability again). */
  onStaffPresenceChanged?: () => void
  /** Counts sends, acks, stores and deliveries (server README "Metrics"). */
  observer?: ChatObserver
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
  /** Disconnects every device of `uid` (server README "Security": the user's sessions were revoked). */
  disconnectUser(uid: string, reason: string): void
  /**
   * Seconds since the epoch the last device of any of `uids` disconnected (kept in the database, so
   * across restarts and replicas); 0 = never seen.
   */
  lastSeen(uids: readonly string[]): Promise<number>
  /** Pushes a command message (not stored) to the channel's online members (chat extras changed). */
  command(channel: StoredChannel, members: readonly string[], content: object): void
  /** Stores and delivers a message the server sends as `fromUid` (the service's own: the rating ask). */
  post(channel: StoredChannel, members: readonly string[], fromUid: string, content: string): Promise<unknown>
  /** Closes every connection and waits for queued messages to be stored. */
  close(): Promise<void>
}

/** An automatic reply as a stored message: from the service, with a red dot, no receipt. */
function autoReplyMessage(
  ids: MessageIdGenerator,
  clock: Clock,
  fromUid: string,
  payload: string,
): NewMessage {
  return {
    messageId: ids.next(),
    clientMsgNo: `auto-${ids.next().toString(36)}`,
    clientSeq: 0,
    fromUid,
    timestamp: Math.floor(clock.now() / 1000),
    ...PLAIN_MESSAGE_FLAGS,
    payload,
  }
}

/** A command (chat-spec §3 content type 99) for the online devices only: no seq, no red dot, not stored. */
function commandMessage(ids: MessageIdGenerator, clock: Clock, payload: string): NewMessage {
  return {
    messageId: ids.next(),
    clientMsgNo: `cmd-${ids.next().toString(36)}`,
    clientSeq: 0,
    fromUid: '',
    timestamp: Math.floor(clock.now() / 1000),
    setting: 0,
    reddot: false,
    syncOnce: true,
    expire: 0,
    topic: null,
    streamNo: null,
    payload,
    receipt: false,
  }
}

/**
 * The embedded WuKongIM-protocol gateway (chat-spec; README "The gateway"): authenticates connections
 * with the tokens of /api/chat/getWebSocketUrl, stores sends through the per-channel writer, delivers
 * receives to every online device of the channel's members and to subscribers, kicks a second login
 * of the same uid and device flag, and answers shoppers automatically when their shop's staff are all
 * offline.
 */
export function createChatGateway(options: ChatGatewayOptions): ChatGateway {
  const { clock, logger, directory, tokens } = options
  const limits: ConnectionLimits = {
    maxFrameBytes: options.limits?.maxFrameBytes ?? MAX_REMAINING_LENGTH,
    messagesPerSecond: options.limits?.messagesPerSecond ?? DEFAULT_MESSAGES_PER_SECOND,
    messageBurst: options.limits?.messageBurst ?? DEFAULT_MESSAGE_BURST,
  }
  const nodeId = options.nodeId ?? DEFAULT_NODE_ID
  const timers = options.timers ?? systemTimers
  const ids = createMessageIdGenerator(clock, nodeId)
  const presence = createPresence()
  const live = new Set<GatewayConnection>()
  const lastSeen = options.lastSeen ?? createLastSeenRecorder({ db: options.db, clock, logger })
  let nextConnectionId = 1
  let closed = false

  const observer = options.observer
  const deliver = (message: StoredMessage, members: readonly string[]) => {
    const delivered = fanOut(presence, message, members)
    observer?.delivered(delivered)
  }
  const writer = createChannelWriter({
    append: options.append ?? databaseAppend(options.db, options.databaseDriver),
    gapMs: options.writeGapMs ?? (options.databaseDriver === 'pglite' ? PGLITE_WRITE_GAP_MS : 0),
    logger,
    onStored(batch, members) {
      observer?.stored(batch.length)
      for (const message of batch) deliver(message, members)
      options.afterBatchStored?.(batch, members)
    },
  })
  const autoReplier = createAutoReplier({
    db: options.db,
    clock,
    directory,
    isOnline: (uid) => presence.isOnline(uid),
    ...(options.queue && { queue: options.queue }),
    post: (channel, members, fromUid, content) =>
      writer.write(channel, members, autoReplyMessage(ids, clock, fromUid, content)),
  })
  const admission: SendAdmissionDeps = {
    db: options.db,
    clock,
    logger,
    directory,
    ids,
    writer,
    recentSends: createRecentSends(),
    deliverNow: deliver,
    ...(options.afterStored && { afterStored: options.afterStored }),
    ...(options.mayPost && { mayPost: options.mayPost }),
    ...(options.autoReply !== false && {
      afterShopperMessage: (channel, members) => autoReplier.afterShopperMessage(channel, members),
    }),
  }

  const hooks = createConnectionHooks({
    directory,
    tokens,
    logger,
    presence,
    live,
    admission,
    // Closes after close() are the shutdown's own, recorded there before the database goes.
    ...(options.onStaffPresenceChanged && { onStaffPresence: options.onStaffPresenceChanged }),
    onOffline: (uid) => {
      if (!closed) lastSeen.offline(uid)
    },
  })
  const sweep = timers.setInterval(() => sweepConnections(live, clock.now()), RECV_RETRY_SWEEP_MS)

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
        ...(observer && { observer }),
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
    lastSeen: (uids) => lastSeen.lastSeen(uids),
    post: (channel, members, fromUid, content) =>
      writer.write(channel, members, autoReplyMessage(ids, clock, fromUid, content)),
    command(channel, members, content) {
      const message = commandMessage(ids, clock, JSON.stringify(content))
      deliver({ ...message, channel, messageSeq: 0 }, members)
    },
    async close() {
      closed = true
      timers.clearInterval(sweep)
      const online = new Set([...live].map((connection) => connection.uid).filter((uid) => uid !== ''))
      for (const connection of [...live]) connection.terminate(CLOSE_CODE.normal, 'server shutting down')
      // Everyone still connected goes offline now: kept, so the next start answers their last seen.
      for (const uid of online) lastSeen.offline(uid)
      await writer.drain()
      await lastSeen.flush()
    },
  }
}
