import { MAX_REMAINING_LENGTH } from '@crossmart/im-sdk/protocol'
import { DEFAULT_MESSAGE_BURST, DEFAULT_MESSAGES_PER_SECOND, DEFAULT_NODE_ID } from '../../chat/constants'
import { ConfigError } from '../../config/config-error'

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
  /** The WebSocket address handed to clients; derived from the request's host when unset. */
  publicWsUrl: string | undefined
  /** Gateway limits (embedded mode). */
  maxFrameBytes: number
  messagesPerSecond: number
  messageBurst: number
  nodeId: number
}

export const DEFAULT_CHAT_CONFIG: ChatConfig = {
  mode: 'embedded',
  wukongimApiUrl: undefined,
  wukongimApiToken: undefined,
  wukongimWebhookSecret: undefined,
  publicWsUrl: undefined,
  maxFrameBytes: MAX_REMAINING_LENGTH,
  messagesPerSecond: DEFAULT_MESSAGES_PER_SECOND,
  messageBurst: DEFAULT_MESSAGE_BURST,
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
    publicWsUrl: urlFromEnv(env, 'CHAT_WS_URL', ['ws:', 'wss:']),
    maxFrameBytes: intFromEnv(env, 'CHAT_MAX_FRAME_BYTES', MAX_REMAINING_LENGTH, 16 * 1024 * 1024),
    messagesPerSecond: intFromEnv(env, 'CHAT_MESSAGES_PER_SECOND', DEFAULT_MESSAGES_PER_SECOND),
    messageBurst: intFromEnv(env, 'CHAT_MESSAGE_BURST', DEFAULT_MESSAGE_BURST),
    nodeId: intFromEnv(env, 'CHAT_NODE_ID', DEFAULT_NODE_ID, 1023),
  }
}
