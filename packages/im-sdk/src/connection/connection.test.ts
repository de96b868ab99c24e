import { describe, expect, it } from 'vitest'
import { receiptsPlugin } from '../chat/receipts-plugin.js'
import { ClientDestroyedError } from '../client-errors.js'
import { DEFAULT_CONSTANTS } from '../constants.js'
import { generateKeyPair } from '../crypto/index.js'
import { PacketType } from '../protocol/index.js'
import { subscriptionsPlugin } from '../subscriptions/subscriptions-plugin.js'
import { createHarness } from '../testing/unit-harness.js'
import type { ReconnectTriggers } from './triggers.js'

const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('connect (chat-spec §4)', () => {
  it('sets Connecting, opens one socket at the address and skips a second connect', () => {
    const h = createHarness()
    h.client.connect()
    h.client.connect()
    expect(h.client.status).toBe('Connecting')
    expect(h.server.sockets).toHaveLength(1)
    expect(h.server.last().address).toBe('ws://fake')
    expect(h.of('status').map((e) => e.status)).toEqual(['Connecting'])
    expect(h.logs.some((l) => l.message.includes('connect skipped'))).toBe(true)
  })

  it('on socket open sends connect: version 4, deviceFlag 1, random deviceID with W, uid, token, timestamp, a fresh key', () => {
    const h = createHarness()
    h.client.connect()
    const first = h.server.last().handshake()
    expect(first).toMatchObject({
      type: 1,
      version: DEFAULT_CONSTANTS.protocolVersion,
      deviceFlag: DEFAULT_CONSTANTS.deviceFlag,
      uid: 'u1',
      token: 'secret-token-123',
      clientTimestamp: h.clock.now(),
    })
    expect(first.deviceID).toMatch(/^[0-9a-f]{32}W$/)
    expect(first.clientKey).toMatch(/^[A-Za-z0-9+/]{43}=$/)
    h.server.last().close()
    h.clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs)
    const second = h.server.last().handshake()
    expect(second.clientKey).not.toBe(first.clientKey)
    expect(second.deviceID).not.toBe(first.deviceID)
  })

  it('connect-ack 1: Connected with reason 1 and nodeId, session keys work both ways, heartbeat started', () => {
    const h = createHarness()
    h.client.connect()
    h.server.last().handshake({ nodeId: '1234567890123456789' })
    expect(h.client.status).toBe('Connected')
    expect(h.of('status').at(-1)).toEqual({
      type: 'status',
      status: 'Connected',
      previous: 'Connecting',
      reasonCode: 1,
      nodeId: '1234567890123456789',
    })
    h.clock.advance(DEFAULT_CONSTANTS.heartbeatIntervalMs)
    expect(h.server.last().take()).toEqual([{ type: 7 }])
  })

  it('nodeId is only reported from server version 4', () => {
    const h = createHarness()
    h.client.connect()
    h.server.last().handshake({ serverVersion: 3 })
    expect(h.of('status').at(-1)).toEqual({
      type: 'status',
      status: 'Connected',
      previous: 'Connecting',
      reasonCode: 1,
    })
  })

  it.each([0, 2, 3, 14, 19, 22])(
    'connect-ack %i: ConnectFail, logged with the code, no reconnect',
    (reasonCode) => {
      const h = createHarness()
      h.client.connect()
      h.server.last().handshake({ reasonCode })
      expect(h.client.status).toBe('ConnectFail')
      expect(h.of('status').at(-1)).toMatchObject({ status: 'ConnectFail', reasonCode })
      expect(h.logs).toContainEqual({ level: 'warn', message: 'connect failed', fields: { reasonCode } })
      expect(h.server.last().closedByClient).toBe(true)
      h.clock.advance(3_600_000)
      expect(h.server.sockets).toHaveLength(1)
      // The app may still try again (e.g. with a new token).
      h.client.connect()
      expect(h.server.sockets).toHaveLength(2)
    },
  )

  it.each(['Connecting', 'Connected'] as const)(
    'a disconnect packet while %s: ConnectKick with the code, no reconnect',
    (when) => {
      const h = createHarness()
      h.client.connect()
      if (when === 'Connected') h.server.last().handshake()
      else h.server.last().open()
      h.server.last().send({ type: 9, reasonCode: 12, reason: 'logged in elsewhere' })
      expect(h.client.status).toBe('ConnectKick')
      expect(h.of('status').at(-1)).toMatchObject({ status: 'ConnectKick', reasonCode: 12, previous: when })
      expect(h.server.last().closedByClient).toBe(true)
      h.clock.advance(3_600_000)
      expect(h.server.sockets).toHaveLength(1)
      expect(h.clock.pendingTimers).toBe(0)
    },
  )

  const losses = {
    'socket close': (s: { close(): void }) => s.close(),
    'socket error': (s: { fail(): void }) => s.fail(),
    'decoding error': (s: { deliver(b: Uint8Array): void }) =>
      s.deliver(new Uint8Array([0x30, 0xff, 0xff, 0xff, 0xff, 0x01])),
  }
  for (const [name, lose] of Object.entries(losses)) {
    it(`${name}: Disconnect, listeners told, reconnect after exactly 3000 ms`, () => {
      const h = createHarness()
      h.connect()
      lose(h.server.last() as never)
      expect(h.client.status).toBe('Disconnect')
      expect(h.of('status').at(-1)).toMatchObject({
        status: 'Disconnect',
        previous: 'Connected',
        reasonCode: 0,
      })
      h.clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs - 1)
      expect(h.server.sockets).toHaveLength(1)
      h.clock.advance(1)
      expect(h.server.sockets).toHaveLength(2)
      expect(h.client.status).toBe('Connecting')
    })
  }

  it('backs off with jitter after the first retry, capped, and resets after a successful connect-ack', () => {
    const h = createHarness() // random() = 0.5 -> delay * 0.75 from the second retry on
    h.connect()
    const opened: number[] = []
    const start = h.clock.now()
    h.server.last().close()
    for (let i = 0; i < 6; i += 1) {
      const before = h.server.sockets.length
      while (h.server.sockets.length === before) h.clock.advance(1)
      opened.push(h.clock.now() - start)
      h.server.last().close()
    }
    const gaps = opened.map((t, i) => t - (i === 0 ? 0 : (opened[i - 1] ?? 0)))
    expect(gaps).toEqual([3_000, 4_500, 9_000, 18_000, 22_500, 22_500])
    h.clock.advance(30_000)
    h.server.last().handshake()
    h.server.last().close()
    h.clock.advance(2_999)
    const count = h.server.sockets.length
    h.clock.advance(1)
    expect(h.server.sockets.length).toBe(count + 1)
  })

  it('with backoff off every retry waits the spec 3000 ms', () => {
    const h = createHarness({ reconnect: { backoff: false, triggers: false } })
    h.connect()
    for (let i = 0; i < 4; i += 1) {
      h.server.last().close()
      h.clock.advance(2_999)
      expect(h.server.sockets).toHaveLength(i + 1)
      h.clock.advance(1)
      expect(h.server.sockets).toHaveLength(i + 2)
    }
  })

  it('a deliberate disconnect stops reconnecting, also when a reconnect is pending', () => {
    const h = createHarness()
    h.connect()
    h.client.disconnect()
    expect(h.client.status).toBe('Disconnect')
    expect(h.server.last().closedByClient).toBe(true)
    h.clock.advance(600_000)
    expect(h.server.sockets).toHaveLength(1)
    h.client.connect()
    h.server.last().handshake()
    h.server.last().close()
    h.client.disconnect()
    h.clock.advance(600_000)
    expect(h.server.sockets).toHaveLength(2)
    expect(h.clock.pendingTimers).toBe(0)
  })

  it('heartbeat: pong reports the delay; more than 3 unanswered pings report 9999, drop and reconnect', () => {
    const h = createHarness()
    h.connect()
    const s = h.server.last()
    h.clock.advance(60_000)
    h.clock.advance(25)
    s.send({ type: 8 })
    expect(h.of('delay')).toEqual([{ type: 'delay', ms: 25 }])
    s.take()
    h.clock.advance(60_000 - 25) // ping 1
    h.clock.advance(3 * DEFAULT_CONSTANTS.pongTimeoutMs) // pings 2, 3, 4
    expect(s.take().filter((p) => p.type === 7)).toHaveLength(4)
    expect(h.client.status).toBe('Connected')
    h.clock.advance(DEFAULT_CONSTANTS.pongTimeoutMs)
    expect(h.of('delay').at(-1)).toEqual({ type: 'delay', ms: DEFAULT_CONSTANTS.delayTimeoutReport })
    expect(h.client.status).toBe('Disconnect')
    expect(s.closedByClient).toBe(true)
    expect(h.logs.some((l) => l.message === 'ping got no response, disconnecting')).toBe(true)
    h.clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs)
    expect(h.server.sockets).toHaveLength(2)
  })

  it('no connect-ack within connectTimeoutMs: drop and reconnect', () => {
    const h = createHarness()
    h.client.connect()
    h.server.last().open()
    h.clock.advance(DEFAULT_CONSTANTS.connectTimeoutMs - 1)
    expect(h.client.status).toBe('Connecting')
    h.clock.advance(1)
    expect(h.client.status).toBe('Disconnect')
    expect(h.server.last().closedByClient).toBe(true)
    h.clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs)
    expect(h.server.sockets).toHaveLength(2)
  })

  it('ignores everything an old socket says after it was replaced', () => {
    const h = createHarness()
    h.connect()
    const old = h.server.last()
    old.close()
    h.clock.advance(3_000)
    h.server.last().handshake()
    old.fail()
    old.send({ type: 9, reasonCode: 12, reason: '' })
    expect(h.client.status).toBe('Connected')
  })

  it('online / visible triggers reconnect at once instead of waiting out the delay', () => {
    let fire = () => {}
    const triggers: ReconnectTriggers = {
      subscribe(f) {
        fire = f
        return () => {
          fire = () => {}
        }
      },
    }
    const h = createHarness({ reconnect: { triggers } })
    h.connect()
    fire() // connected: nothing to do
    expect(h.server.sockets).toHaveLength(1)
    h.server.last().close()
    fire()
    expect(h.server.sockets).toHaveLength(2)
    h.server.last().handshake({ reasonCode: 2 })
    fire() // ConnectFail: reconnecting stopped, the trigger does not restart it
    expect(h.server.sockets).toHaveLength(2)
    h.client.destroy()
    fire()
    expect(h.server.sockets).toHaveLength(2)
  })

  it('runs the refresh hook before each reconnect (not the first connect) and uses what it returns', async () => {
    const calls: number[] = []
    const h = createHarness({
      reconnect: {
        triggers: false,
        beforeReconnect: async ({ attempt }) => {
          calls.push(attempt)
          return { token: `token-${attempt}`, address: `ws://fresh/${attempt}` }
        },
      },
    })
    h.connect()
    expect(calls).toEqual([])
    h.server.last().close()
    h.clock.advance(3_000)
    await settle()
    expect(calls).toEqual([0])
    expect(h.server.last().address).toBe('ws://fresh/0')
    expect(h.server.last().handshake().token).toBe('token-0')
  })

  it('a failing refresh hook or address callback is reported and retried with backoff', async () => {
    let fail = true
    const h = createHarness({
      address: async () => {
        if (fail) throw new Error('no address')
        return 'ws://late'
      },
    })
    h.client.connect()
    await settle()
    expect(h.of('error').map((e) => e.error.code)).toEqual(['ADDRESS_FAILED'])
    expect(h.client.status).toBe('Disconnect')
    fail = false
    h.clock.advance(3_000)
    await settle()
    expect(h.server.last().address).toBe('ws://late')

    const hook = createHarness({
      reconnect: {
        triggers: false,
        beforeReconnect: () => {
          throw new Error('refresh failed')
        },
      },
    })
    hook.connect()
    hook.server.last().close()
    hook.clock.advance(3_000)
    await settle()
    expect(hook.of('error').map((e) => e.error.code)).toEqual(['RECONNECT_HOOK_FAILED'])
    expect(hook.client.status).toBe('Disconnect')
    expect(hook.clock.pendingTimers).toBeGreaterThan(0)
  })

  it('a transport that throws is a lost socket (reported, reconnects)', () => {
    const h = createHarness()
    h.server.failNextConnect(new Error('bad url'))
    h.client.connect()
    expect(h.of('error').map((e) => e.error.code)).toEqual(['TRANSPORT_UNAVAILABLE'])
    expect(h.client.status).toBe('Disconnect')
    h.clock.advance(3_000)
    expect(h.server.sockets).toHaveLength(1)
  })
})

describe('handshake order', () => {
  it('a connect-ack before our connect is a typed UNEXPECTED_PACKET, logged, and reconnects', () => {
    const h = createHarness()
    h.client.connect()
    const socket = h.server.last()
    socket.send({
      type: PacketType.Connack,
      serverVersion: 4,
      timeDiff: 0,
      reasonCode: 1,
      serverKey: generateKeyPair().publicKeyBase64,
      salt: '0123456789abcdef',
      nodeId: '1',
    })
    expect(h.logs).toContainEqual(
      expect.objectContaining({ message: 'key exchange failed', fields: { code: 'UNEXPECTED_PACKET' } }),
    )
    expect(h.client.status).toBe('Disconnect')
    h.clock.advance(DEFAULT_CONSTANTS.reconnectDelayMs)
    expect(h.server.sockets).toHaveLength(2)
  })
})

describe('client instances and destroy()', () => {
  it('a destroyed connection reads as Disconnect and nothing wakes it', () => {
    const h = createHarness()
    h.connect()
    h.client.destroy()
    expect(h.client.status).toBe('Disconnect')
    expect(h.of('status').at(-1)).toMatchObject({ status: 'Disconnect', previous: 'Connected' })
    h.server.last().close()
    h.clock.advance(600_000)
    expect(h.server.sockets).toHaveLength(1)
    expect(h.client.status).toBe('Disconnect')
  })

  it('two clients share nothing', () => {
    const a = createHarness()
    const b = createHarness({ uid: 'u2' })
    a.connect()
    expect(b.server.sockets).toHaveLength(0)
    expect(b.events).toEqual([])
    b.connect()
    a.server.last().close()
    expect(b.client.status).toBe('Connected')
  })

  it('clears every timer, listener and socket; later calls throw a typed error', () => {
    const h = createHarness({
      callbacks: { messageRead: async () => {} },
      plugins: [subscriptionsPlugin(), receiptsPlugin()],
    })
    h.connect()
    h.client.send({ type: 1, content: 'hi' }, { channelID: 'c', channelType: 1 })
    h.client.markRead({ channelID: 'c', channelType: 1 }, [{ messageID: '1', messageSeq: 1 }])
    h.client.subscriptions.subscribe({ channelID: 'c', channelType: 1 })
    h.client.destroy()
    h.client.destroy()
    expect(h.server.last().closedByClient).toBe(true)
    expect(h.clock.pendingTimers).toBe(0)
    expect(() => h.client.send({ type: 1 }, { channelID: 'c', channelType: 1 })).toThrow(ClientDestroyedError)
    expect(() => h.client.connect()).toThrow(expect.objectContaining({ code: 'CLIENT_DESTROYED' }))
    expect(() => h.client.subscriptions.subscribe({ channelID: 'c', channelType: 1 })).toThrow(
      ClientDestroyedError,
    )
    const count = h.events.length
    h.server.last().close()
    h.clock.advance(600_000)
    expect(h.events.length).toBe(count)
  })
})
