import { MAX_REMAINING_LENGTH } from '@crossmart/im-sdk/protocol'
import { ConfigError } from '../config/config-error'
import {
  DEFAULT_MESSAGE_BURST,
  DEFAULT_MESSAGES_PER_SECOND,
  DEFAULT_NODE_ID,
  DEFAULT_SOCKETS_PER_ADDRESS,
  MAX_WRITE_GAP_MS,
} from './constants'

export type ChatMode = 'embedded' | 'wukongim'

/** Chat deployment (README "Chat"), read from the environment by `loadChatConfig`. */
export interface ChatConfig {
  /** embedded (default): this server is the chat gateway; wukongim: a WuKongIM server is. */
  mode: ChatMode
  /** WuKongIM's HTTP API, e.g. http://wukongim:5001 (CHAT_MODE=wukongim only). */
  wukongimApiUrl: string | undefined
  /** WuKongIM's manager token, sent as the `token` header when set. */
  wukongimApiToken: string | undefined
  /** The secret path segment of WuKongIM's webhook (`/chat/wukongim-webhook/<secret>`); unset: off. */
  wukongimWebhookSecret: string | undefined
  /**
   * WUKONGIM_ALLOW_OPEN_CONNECT=1: start although WuKongIM accepts a connection with a made-up token
   * (its `tokenAuthOn` is off) or the check cannot reach it; anyone could then connect as anyone.
   */
  wukongimAllowOpenConnect: boolean
  /**
   * How often staff presence is read back from WuKongIM and missed automatic replies are caught up
   * (WUKONGIM_RECONCILE_INTERVAL_MS; 0 = only once after start). Server README "WuKongIM mode".
   */
  wukongimReconcileIntervalMs: number
  /** The WebSocket address handed to clients; derived from the request's host when unset. */
  publicWsUrl: string | undefined
  /** Gateway limits (embedded mode). */
  maxFrameBytes: number
  messagesPerSecond: number
  messageBurst: number
  /** Chat sockets one client address may hold at once (CHAT_MAX_SOCKETS_PER_ADDRESS; 0: no cap). */
  maxSocketsPerAddress: number
  /**
   * CHAT_WRITE_GAP_MS: how long the message writer lets a short queue grow before its statement
   * (server README "The gateway"); unset: the database's default (PGlite PGLITE_WRITE_GAP_MS, else 0).
   */
  writeGapMs: number | undefined
  nodeId: number
}

/** One minute: WuKongIM gives a webhook up after 5 tries about 1 s apart (server README "WuKongIM mode"). */
export const DEFAULT_RECONCILE_INTERVAL_MS = 60_000

export const DEFAULT_CHAT_CONFIG: ChatConfig = {
  mode: 'embedded',
  wukongimApiUrl: undefined,
  wukongimApiToken: undefined,
  wukongimWebhookSecret: undefined,
  wukongimAllowOpenConnect: false,
  wukongimReconcileIntervalMs: DEFAULT_RECONCILE_INTERVAL_MS,
  publicWsUrl: undefined,
  maxFrameBytes: MAX_REMAINING_LENGTH,
  messagesPerSecond: DEFAULT_MESSAGES_PER_SECOND,
  messageBurst: DEFAULT_MESSAGE_BURST,
  maxSocketsPerAddress: DEFAULT_SOCKETS_PER_ADDRESS,
  writeGapMs: undefined,
  nodeId: DEFAULT_NODE_ID,
}

function intFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new ConfigError(`${name} must be an integer between 0 and ${max}, got "${raw}"`)
  return value
}

function urlFromEnv(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name]
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`)
  }
  if (!protocols.includes(url.protocol))
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`)
  return raw.replace(/\/+$/, '')
}

/** `1`/`true` on, `0`/`false`/unset off; anything else is a mistake worth stopping for. */
function flagFromEnv(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false
  if (raw === '1' || raw === 'true') return true
  throw new ConfigError(`${name} must be 1, true, 0 or false, got "${raw}"`)
}

/** At least 16 URL-safe characters: it is the webhook's only credential. */
function webhookSecretFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env['WUKONGIM_WEBHOOK_SECRET']
  if (!raw) return undefined
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(raw))
    throw new ConfigError('WUKONGIM_WEBHOOK_SECRET must be 16 to 128 characters of A-Z, a-z, 0-9, _ or -')
  return raw
}

export function loadChatConfig(env: NodeJS.ProcessEnv): ChatConfig {
  const mode = env['CHAT_MODE'] || 'embedded'
  if (mode !== 'embedded' && mode !== 'wukongim')
    throw new ConfigError(`CHAT_MODE must be "embedded" or "wukongim", got "${mode}"`)
  const wukongimApiUrl = urlFromEnv(env, 'WUKONGIM_API_URL', ['http:', 'https:'])
  if (mode === 'wukongim' && !wukongimApiUrl)
    throw new ConfigError('CHAT_MODE=wukongim needs WUKONGIM_API_URL')
  return {
    mode,
    wukongimApiUrl,
    wukongimApiToken: env['WUKONGIM_API_TOKEN'] || undefined,
    wukongimWebhookSecret: webhookSecretFromEnv(env),
    wukongimAllowOpenConnect: flagFromEnv(env, 'WUKONGIM_ALLOW_OPEN_CONNECT'),
    wukongimReconcileIntervalMs: intFromEnv(
      env,
      'WUKONGIM_RECONCILE_INTERVAL_MS',
      DEFAULT_RECONCILE_INTERVAL_MS,
      24 * 60 * 60 * 1000,
    ),
    publicWsUrl: urlFromEnv(env, 'CHAT_WS_URL', ['ws:', 'wss:']),
    maxFrameBytes: intFromEnv(env, 'CHAT_MAX_FRAME_BYTES', MAX_REMAINING_LENGTH, 16 * 1024 * 1024),
    messagesPerSecond: intFromEnv(env, 'CHAT_MESSAGES_PER_SECOND', DEFAULT_MESSAGES_PER_SECOND),
    messageBurst: intFromEnv(env, 'CHAT_MESSAGE_BURST', DEFAULT_MESSAGE_BURST),
    maxSocketsPerAddress: intFromEnv(env, 'CHAT_MAX_SOCKETS_PER_ADDRESS', DEFAULT_SOCKETS_PER_ADDRESS),
    writeGapMs: env['CHAT_WRITE_GAP_MS']
      ? intFromEnv(env, 'CHAT_WRITE_GAP_MS', 0, MAX_WRITE_GAP_MS)
      : undefined,
    nodeId: intFromEnv(env, 'CHAT_NODE_ID', DEFAULT_NODE_ID, 1023),
  }
}
