/**
 * Options of `createImClient` and their resolution to the values the runtime uses. Everything the
 * runtime touches from outside (transport, clock, randomness, logger, triggers, callbacks, content
 * codec) comes in here (CONVENTIONS.md 5).
 */

import type { DataCallbacks } from './callbacks/types.js'
import type { ContentCodec } from './chat/content.js'
import type { Channel } from './chat/message.js'
import { ImClientError } from './client-errors.js'
import { type Clock, systemClock } from './clock.js'
import type { BackoffPolicy } from './connection/backoff.js'
import { type TransportFactory, webSocketTransport } from './connection/transport.js'
import {
  browserReconnectTriggers,
  noReconnectTriggers,
  type ReconnectTriggers,
} from './connection/triggers.js'
import { DEFAULT_CONSTANTS, type ImConstants } from './constants.js'
import type { ContentDefinition } from './content/builtin.js'
import type { ReadReceiptItem } from './events/types.js'
import { type Logger, silentLogger } from './logger.js'

/** The socket address, or a callback that fetches it (chat-spec §7: "configuration or an address callback"). */
export type AddressOption = string | (() => string | Promise<string>)

export interface ReconnectInfo {
  /** 0 for the first reconnect after a loss, then 1, 2 ... (reset by a successful connect-ack). */
  readonly attempt: number
}

/** What a refresh hook may change before a reconnect. */
export interface CredentialsUpdate {
  readonly token?: string
  readonly address?: string
}

export interface ReconnectOptions {
  /** Beyond the spec: exponential backoff with jitter after the first retry. Default true; false = a fixed delay. */
  readonly backoff?: boolean
  /** Reconnect at once on these signals. Default: the browser's online / visibility events, when present. */
  readonly triggers?: ReconnectTriggers | false
  /** Runs before every reconnect (not before the first connect): refresh an expired token or the address. */
  readonly beforeReconnect?: (
    info: ReconnectInfo,
  ) => CredentialsUpdate | undefined | Promise<CredentialsUpdate | undefined>
}

/**
 * Provider callbacks of chat-spec §7. The runtime uses `messageRead`; the data layer adds the
 * others (sync messages, conversations, reminders ...) to this same object.
 */
export interface ImCallbacks extends DataCallbacks {
  /** chat-spec §7 "message read": receives a channel and the messages read in it. */
  readonly messageRead?: (channel: Channel, messages: readonly ReadReceiptItem[]) => Promise<void>
}

export interface ImClientOptions {
  readonly uid: string
  readonly token: string
  readonly address: AddressOption
  /** Default 1 (chat-spec §9). */
  readonly deviceFlag?: number
  /** Default 4 (chat-spec §9). */
  readonly protocolVersion?: number
  /** Default: the global WebSocket. In Node: `webSocketTransport(WebSocket)` with `ws`. */
  readonly transport?: TransportFactory
  readonly clock?: Clock
  /** Silent by default. */
  readonly logger?: Logger
  /** [0, 1) source for jitter; Math.random by default. */
  readonly random?: () => number
  /** Overrides of chat-spec §9 and the runtime's own defaults. */
  readonly constants?: Partial<ImConstants>
  readonly reconnect?: ReconnectOptions
  readonly callbacks?: ImCallbacks
  /**
   * How content becomes payload bytes. Default: a content registry (`createContentRegistry`) with
   * the built-in types plus `contentTypes`; pass your own registry to share it.
   */
  readonly content?: ContentCodec
  /** The data layer: the app's own content types, registered next to the built-in ones. */
  readonly contentTypes?: readonly ContentDefinition[]
  /**
   * The data layer: after every connect-ack, sync the conversations (when `syncConversations` is
   * given) and the held channels' messages after their last known seq (default true).
   */
  readonly resync?: boolean
}

/** Everything but the content codec, which the client builds from its content registry. */
export interface ResolvedOptions {
  readonly uid: string
  readonly token: string
  readonly address: AddressOption
  readonly constants: Readonly<ImConstants>
  readonly transport: TransportFactory
  readonly clock: Clock
  readonly logger: Logger
  readonly random: () => number
  readonly backoff: BackoffPolicy
  readonly triggers: ReconnectTriggers
  readonly beforeReconnect: ReconnectOptions['beforeReconnect']
  readonly callbacks: ImCallbacks
}

/** The runtime's callbacks whose code comes with a plugin: the callback, the plugin's key. */
const CALLBACK_PLUGINS = [
  ['syncMessages', 'messageSync'],
  ['messageRead', 'receipts'],
] as const

function invalid(message: string): ImClientError {
  return new ImClientError('INVALID_OPTIONS', message)
}

export function resolveOptions(
  // Only the plugins' keys are read here (plugins/plugin.ts imports this module's types).
  options: ImClientOptions & { readonly plugins?: readonly { readonly key: string }[] },
): ResolvedOptions {
  if (typeof options !== 'object' || options === null) throw invalid('options must be an object')
  if (typeof options.uid !== 'string' || options.uid === '')
    throw invalid('options.uid must be a non-empty string')
  if (typeof options.token !== 'string') throw invalid('options.token must be a string')
  if (
    typeof options.address !== 'function' &&
    (typeof options.address !== 'string' || options.address === '')
  ) {
    throw invalid('options.address must be a non-empty string or a function')
  }
  // The outbox and the recent-messages cache are the storage plugin's (README "Plugins"): a storage
  // given here would be dropped without a word.
  for (const moved of ['storage', 'restoreOutbox'])
    if ((options as unknown as Record<string, unknown>)[moved] !== undefined)
      throw invalid(`options.${moved} moved to storagePlugin(storage, { restoreOutbox }) in options.plugins`)
  // A callback whose feature lives in a plugin (README "Plugins") would never be called without it.
  for (const [callback, key] of CALLBACK_PLUGINS)
    if (typeof options.callbacks?.[callback] === 'function' && !options.plugins?.some((p) => p?.key === key))
      throw invalid(`callbacks.${callback} needs ${key}Plugin() in options.plugins`)
  const constants: ImConstants = { ...DEFAULT_CONSTANTS, ...options.constants }
  if (options.deviceFlag !== undefined) constants.deviceFlag = options.deviceFlag
  if (options.protocolVersion !== undefined) constants.protocolVersion = options.protocolVersion
  for (const [name, value] of Object.entries(constants)) {
    if (typeof value === 'number' && !(Number.isFinite(value) && value >= 0)) {
      throw invalid(`constants.${name} must be a finite number >= 0`)
    }
  }
  if (constants.sendBatchSize < 1) throw invalid('constants.sendBatchSize must be at least 1')
  if (
    constants.heartbeatIntervalMs < 1 ||
    constants.sendIntervalMs < 1 ||
    constants.receiptFlushIntervalMs < 1
  ) {
    throw invalid('interval constants must be at least 1 ms')
  }
  const backoffEnabled = options.reconnect?.backoff ?? true
  const triggers = options.reconnect?.triggers
  return {
    uid: options.uid,
    token: options.token,
    address: options.address,
    constants: Object.freeze(constants),
    transport: options.transport ?? webSocketTransport(),
    clock: options.clock ?? systemClock(),
    logger: options.logger ?? silentLogger,
    random: options.random ?? Math.random,
    backoff: {
      initialDelayMs: constants.reconnectDelayMs,
      maxDelayMs: backoffEnabled ? constants.reconnectMaxDelayMs : constants.reconnectDelayMs,
      factor: backoffEnabled ? constants.reconnectBackoffFactor : 1,
      jitter: backoffEnabled ? constants.reconnectJitter : 0,
    },
    triggers: triggers === false ? noReconnectTriggers : (triggers ?? browserReconnectTriggers()),
    beforeReconnect: options.reconnect?.beforeReconnect,
    callbacks: options.callbacks ?? {},
  }
}
