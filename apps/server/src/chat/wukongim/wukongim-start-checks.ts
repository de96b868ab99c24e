import { randomBytes } from 'node:crypto'
import {
  type ConnackPacket,
  createFrameSplitter,
  decodePacket,
  encodePacket,
  generateKeyPair,
  type Packet,
  PacketType,
  ReasonCode,
} from '@crossmart/im-sdk/protocol'
import WebSocket from 'ws'
import * as z from 'zod'
import { ConfigError } from '../../config/config-error'
import type { Logger } from '../../http/logger'
import type { WukongImApi } from './wukongim-api'
import { WEB_DEVICE_FLAG } from './wukongim-chat-service'

/**
 * The WuKongIM versions this client is written for (server README "Production topology"): v2 from
 * v2.1.4, whose group channels get conversations only from subscriber changes
 * (internal/manager/manager_conversation.go), to the v2.2 line it was checked against (v2.2.5).
 * v3 is a rewrite without `/varz`, `/conversation/sync` or `POST /message`.
 */
export const SUPPORTED_WUKONGIM = { from: [2, 1, 4], major: 2, text: 'v2.1.4 or a later v2 release' } as const
/** How long the start checks wait for WuKongIM's answers. */
const CHECK_TIMEOUT_MS = 5_000

/** internal/api/varz.go Varz, the fields read here. */
const wkVarz = z.object({ version: z.string().default(''), ws_addr: z.string().default('') })
const wkRoute = z.object({ ws_addr: z.string().optional(), wss_addr: z.string().optional() })

/** `v2.2.5-20260422` -> [2, 2, 5]; null for anything else (an unversioned build says ''). */
export function parseWukongImVersion(version: string): [number, number, number] | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim())
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null
}

export function isSupportedWukongImVersion(version: string): boolean {
  const parsed = parseWukongImVersion(version)
  if (!parsed || parsed[0] !== SUPPORTED_WUKONGIM.major) return false
  const [, minor, patch] = parsed
  const [, fromMinor, fromPatch] = SUPPORTED_WUKONGIM.from
  return minor > fromMinor || (minor === fromMinor && patch >= fromPatch)
}

/** How long a connect with a made-up token may go unanswered before it counts as refused. */
const SILENT_REFUSAL_MS = 2_000

/** What WuKongIM did with a connect carrying a made-up token. */
export type ConnectProbe =
  | { accepted: true }
  /** `reasonCode` of a refusing CONNACK; null when it answered none (a v2 server's refusal). */
  | { accepted: false; reasonCode: number | null }

/**
 * Opens one socket to WuKongIM as a made-up uid with a made-up token. With `tokenAuthOn` off
 * WuKongIM skips the token check (internal/user/handler/event_connect.go handleConnect) and
 * answers a successful CONNACK at once. On, handleConnect returns an error for the unknown token
 * and `connect` writes no CONNACK at all: the socket stays silent until the idle rule closes it
 * (4 s, checked every 2 s). So only a successful CONNACK means open; a refusing CONNACK, a close
 * or silence after the connect was sent mean refused. A socket that never opens is an error (an
 * unreachable WuKongIM proves nothing). The client key is a real one: an empty key is refused
 * before the token is looked at, which would hide an open server.
 */
export async function probeConnect(
  wsUrl: string,
  timing: { openMs?: number; silentMs?: number } = {},
): Promise<ConnectProbe> {
  const openMs = timing.openMs ?? CHECK_TIMEOUT_MS
  const silentMs = timing.silentMs ?? SILENT_REFUSAL_MS
  const socket = new WebSocket(wsUrl)
  socket.binaryType = 'nodebuffer'
  const splitter = createFrameSplitter()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await new Promise<ConnectProbe>((resolve, reject) => {
      let sent = false
      timer = setTimeout(() => reject(new Error(`could not open a socket within ${openMs} ms`)), openMs)
      socket.on('error', (error) => {
        if (sent) resolve({ accepted: false, reasonCode: null })
        else reject(error)
      })
      socket.on('close', () => {
        if (sent) resolve({ accepted: false, reasonCode: null })
        else reject(new Error('closed before the connect was sent'))
      })
      socket.on('message', (data: Buffer) => {
        for (const frame of splitter.push(new Uint8Array(data))) {
          let packet: Packet
          try {
            packet = decodePacket(frame, { serverVersion: 4 })
          } catch (error) {
            reject(error)
            return
          }
          if (packet.type !== PacketType.Connack) continue
          const { reasonCode } = packet as ConnackPacket
          resolve(reasonCode === ReasonCode.Success ? { accepted: true } : { accepted: false, reasonCode })
        }
      })
      socket.on('open', () => {
        const probe = `crossmart-probe-${randomBytes(6).toString('hex')}`
        socket.send(
          encodePacket(
            {
              type: PacketType.Connect,
              version: 4,
              deviceFlag: WEB_DEVICE_FLAG,
              deviceID: probe,
              uid: probe,
              token: randomBytes(24).toString('hex'),
              clientTimestamp: Date.now(),
              clientKey: generateKeyPair().publicKeyBase64,
            },
            { serverVersion: 4 },
          ),
        )
        sent = true
        clearTimeout(timer)
        timer = setTimeout(() => resolve({ accepted: false, reasonCode: null }), silentMs)
      })
    })
  } finally {
    clearTimeout(timer)
    socket.removeAllListeners('close')
    socket.on('error', () => {})
    socket.terminate()
  }
}

export interface WukongImStartCheckOptions {
  api: WukongImApi
  apiUrl: string
  apiToken: string | undefined
  allowOpenConnect: boolean
  /** Prefer wss_addr from /route (as the clients do). */
  secure: boolean
  logger: Logger
  /** Injected (CONVENTIONS.md 5); global fetch by default. */
  fetch?: typeof fetch
  /** The socket probe's waits (tests shorten the silence that counts as a refusal). */
  probeTiming?: { openMs?: number; silentMs?: number }
}

/**
 * CHAT_MODE=wukongim refuses to start (ConfigError, printed by main) unless WuKongIM is safe to use
 * (server README "Production topology"): its API refuses a request without the manager token
 * (internal/api/server_http.go, on only when `managerToken` is set: options.go, env
 * WK_MANAGERTOKEN), it is a supported v2 (internal/api/varz.go `version`), and its sockets check
 * tokens (`tokenAuthOn`, false by default in options.go) unless WUKONGIM_ALLOW_OPEN_CONNECT accepts
 * the risk. Resolves with WuKongIM's version.
 */
export async function checkWukongIm(options: WukongImStartCheckOptions): Promise<{ version: string }> {
  const doFetch = options.fetch ?? fetch
  if (!options.apiToken)
    throw new ConfigError(
      "CHAT_MODE=wukongim needs WUKONGIM_API_TOKEN: WuKongIM's `managerToken` (env WK_MANAGERTOKEN); without it WuKongIM's API is open to anyone who reaches it",
    )

  // 1. Without the token the API must answer 401 (server_http.go AbortWithStatus).
  let unauthenticated: Response
  try {
    unauthenticated = await doFetch(`${options.apiUrl}/health`, {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    })
    await unauthenticated.arrayBuffer()
  } catch (cause) {
    throw new ConfigError(
      `WuKongIM's API at WUKONGIM_API_URL (${options.apiUrl}) does not answer: ${String(cause)}`,
    )
  }
  if (unauthenticated.status !== 401)
    throw new ConfigError(
      `WuKongIM's API answered a request without the manager token (HTTP ${unauthenticated.status}): set WuKongIM's \`managerToken\` (wk.yaml key managerToken or env WK_MANAGERTOKEN; \`manager.token\` is not read) to WUKONGIM_API_TOKEN`,
    )

  // 2. The version: /varz (v3 has none).
  let varz: z.infer<typeof wkVarz>
  try {
    varz = await options.api.call('GET', '/varz', undefined, wkVarz)
  } catch (error) {
    const detail = String((error as { cause?: unknown }).cause ?? error)
    if (/answered 404/.test(detail))
      throw new ConfigError(
        `WuKongIM's API has no /varz: not WuKongIM v2 (v3 is not supported; supported: ${SUPPORTED_WUKONGIM.text})`,
      )
    if (/answered 401/.test(detail))
      throw new ConfigError("WuKongIM refused WUKONGIM_API_TOKEN: it must equal WuKongIM's `managerToken`")
    throw new ConfigError(`WuKongIM's /varz failed: ${detail}`)
  }
  if (!isSupportedWukongImVersion(varz.version))
    throw new ConfigError(
      `WuKongIM ${varz.version || '(a build without a version)'} is not supported: ${SUPPORTED_WUKONGIM.text} is (v3 has no /conversation/sync and no POST /message)`,
    )

  // 3. Token auth: a made-up token must be refused.
  if (options.allowOpenConnect) {
    options.logger.warn(
      'WUKONGIM_ALLOW_OPEN_CONNECT=1: not checking that WuKongIM refuses unknown tokens (tokenAuthOn)',
    )
    return { version: varz.version }
  }
  const route = await options.api
    .call('GET', `/route?uid=crossmart-probe`, undefined, wkRoute)
    .catch(() => ({ ws_addr: undefined, wss_addr: undefined }))
  const wsUrl =
    (options.secure ? route.wss_addr || route.ws_addr : route.ws_addr || route.wss_addr) || varz.ws_addr
  let probe: ConnectProbe
  try {
    if (!wsUrl) throw new Error('WuKongIM gave no ws address (/route, /varz)')
    probe = await probeConnect(wsUrl, options.probeTiming)
  } catch (cause) {
    throw new ConfigError(
      `could not check that WuKongIM refuses unknown tokens (${wsUrl || 'no address'}: ${String(cause)}); set WUKONGIM_ALLOW_OPEN_CONNECT=1 to start without the check`,
    )
  }
  if (probe.accepted)
    throw new ConfigError(
      'WuKongIM accepted a connection with a made-up token: its token auth is off, so anyone can connect as anyone. Set `tokenAuthOn: true` in its wk.yaml (env WK_TOKENAUTHON=true), or set WUKONGIM_ALLOW_OPEN_CONNECT=1 to accept the risk',
    )
  return { version: varz.version }
}
