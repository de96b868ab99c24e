import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodePacket, PacketType } from '@crossmart/im-sdk/protocol'
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { ConfigError } from '../../config/config-error'
import { silentLogger } from '../../http/logger'
import { startChatHarness } from '../gateway/testing/chat-harness'
import {
  startWukongImModelServer,
  type WukongImModelServer,
  type WukongImModelServerOptions,
} from './testing/wukongim-model-http'
import { createWukongImApi } from './wukongim-api'
import { checkWukongIm, isSupportedWukongImVersion, probeConnect } from './wukongim-start-checks'

const TOKEN = 'manager-secret-checks'
const now = () => 1_700_000_000_000

describe('CHAT_MODE=wukongim start checks (server README "Production topology")', () => {
  const started: WukongImModelServer[] = []
  afterEach(async () => {
    for (const wk of started.splice(0)) await wk.close()
  })

  async function check(
    model: Omit<WukongImModelServerOptions, 'now'>,
    config: { apiToken?: string | undefined; allowOpenConnect?: boolean } = {},
  ) {
    const wk = await startWukongImModelServer({ now, ...model })
    started.push(wk)
    const apiToken = 'apiToken' in config ? config.apiToken : TOKEN
    return checkWukongIm({
      api: createWukongImApi({ apiUrl: wk.url, apiToken }),
      apiUrl: wk.url,
      apiToken,
      allowOpenConnect: config.allowOpenConnect ?? false,
      secure: false,
      logger: silentLogger,
      probeTiming: { silentMs: 300 },
    })
  }

  it('accepts a v2.2.5 with the manager token and token auth on', async () => {
    await expect(check({ managerToken: TOKEN, tokenAuthOn: true })).resolves.toEqual({
      version: 'v2.2.5-20260422',
    })
  })

  it.each([
    [
      'token auth off (WuKongIM default)',
      { managerToken: TOKEN },
      {},
      /token auth is off.*tokenAuthOn: true/,
    ],
    ['API open (no managerToken)', { tokenAuthOn: true }, {}, /without the manager token.*managerToken/],
    ['no WUKONGIM_API_TOKEN', { tokenAuthOn: true }, { apiToken: undefined }, /needs WUKONGIM_API_TOKEN/],
    [
      'a wrong WUKONGIM_API_TOKEN',
      { managerToken: TOKEN, tokenAuthOn: true },
      { apiToken: 'not-it' },
      /refused WUKONGIM_API_TOKEN/,
    ],
    ['v3 (no /varz)', { managerToken: TOKEN, tokenAuthOn: true, noVarz: true }, {}, /v3 is not supported/],
    [
      'a v3 version',
      { managerToken: TOKEN, tokenAuthOn: true, version: 'v3.0.1' },
      {},
      /v3.0.1 is not supported/,
    ],
    ['v2.0', { managerToken: TOKEN, tokenAuthOn: true, version: 'v2.0.9-20240101' }, {}, /not supported/],
    ['no version', { managerToken: TOKEN, tokenAuthOn: true, version: '' }, {}, /without a version/],
  ] as const)('refuses %s', async (_name, model, config, message) => {
    const refused = check(model, config)
    await expect(refused).rejects.toBeInstanceOf(ConfigError)
    await expect(refused).rejects.toThrow(message)
  })

  it('WUKONGIM_ALLOW_OPEN_CONNECT=1 accepts open sockets (the risk taken on purpose)', async () => {
    await expect(check({ managerToken: TOKEN }, { allowOpenConnect: true })).resolves.toMatchObject({
      version: 'v2.2.5-20260422',
    })
  })

  it.each([
    ['v2.1.4', true],
    ['v2.2.5-20260422', true],
    ['2.3.0', true],
    ['v2.1.3', false],
    ['v3.0.0-rc1', false],
    ['', false],
  ])('version %j supported: %s', (version, supported) => {
    expect(isSupportedWukongImVersion(version)).toBe(supported)
  })

  it("ping (readiness): true while WuKongIM's API answers the token, false otherwise", async () => {
    const wk = await startWukongImModelServer({ now, managerToken: TOKEN })
    started.push(wk)
    expect(await createWukongImApi({ apiUrl: wk.url, apiToken: TOKEN }).ping()).toBe(true)
    expect(await createWukongImApi({ apiUrl: wk.url, apiToken: 'wrong' }).ping()).toBe(false)
    wk.failWith = 503
    expect(await createWukongImApi({ apiUrl: wk.url, apiToken: TOKEN }).ping()).toBe(false)
  })

  it('startServer refuses to start with the configuration error', async () => {
    const wk = await startWukongImModelServer({ now, managerToken: TOKEN })
    started.push(wk)
    const starting = startChatHarness({
      chat: { mode: 'wukongim', wukongimApiUrl: wk.url, wukongimApiToken: TOKEN },
    })
    await expect(starting).rejects.toBeInstanceOf(ConfigError)
    await expect(starting).rejects.toThrow(/WUKONGIM_ALLOW_OPEN_CONNECT=1/)
  })
})

/**
 * The socket probe against the ways a server can answer a connect with a made-up token: WuKongIM
 * v2 with token auth on writes no CONNACK (internal/user/handler/event_connect.go) and closes the
 * socket later; other builds may answer a refusing CONNACK or close at once.
 */
describe('probeConnect', () => {
  const servers: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
  })

  async function socketServer(onConnect: (send: (bytes: Uint8Array) => void, close: () => void) => void) {
    const http = createServer()
    const wss = new WebSocketServer({ server: http })
    wss.on('connection', (ws) => {
      ws.once('message', () =>
        onConnect(
          (bytes) => ws.send(bytes),
          () => ws.close(),
        ),
      )
    })
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    servers.push({
      close: async () => {
        for (const client of wss.clients) client.terminate()
        await new Promise<void>((resolve) => http.close(() => resolve()))
      },
    })
    return `ws://127.0.0.1:${(http.address() as AddressInfo).port}`
  }
  const connack = (reasonCode: number) =>
    encodePacket(
      {
        type: PacketType.Connack,
        serverVersion: 4,
        nodeId: '1',
        timeDiff: 0,
        reasonCode,
        serverKey: '',
        salt: '',
      },
      { serverVersion: 4 },
    )

  it('silence after the connect (WuKongIM v2 with token auth on) is a refusal', async () => {
    const url = await socketServer(() => {})
    await expect(probeConnect(url, { silentMs: 200 })).resolves.toEqual({ accepted: false, reasonCode: null })
  })

  it('a close after the connect, without a CONNACK, is a refusal', async () => {
    const url = await socketServer((_send, close) => close())
    await expect(probeConnect(url, { silentMs: 5_000 })).resolves.toEqual({
      accepted: false,
      reasonCode: null,
    })
  })

  it('a refusing CONNACK is a refusal with its reason code', async () => {
    const url = await socketServer((send) => send(connack(2)))
    await expect(probeConnect(url)).resolves.toEqual({ accepted: false, reasonCode: 2 })
  })

  it('only a successful CONNACK is an open server', async () => {
    const url = await socketServer((send) => send(connack(1)))
    await expect(probeConnect(url)).resolves.toEqual({ accepted: true })
  })

  it('a socket that never opens proves nothing: an error, not a refusal', async () => {
    const http = createServer()
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const port = (http.address() as AddressInfo).port
    await new Promise<void>((resolve) => http.close(() => resolve()))
    await expect(probeConnect(`ws://127.0.0.1:${port}`)).rejects.toThrow()
  })
})
