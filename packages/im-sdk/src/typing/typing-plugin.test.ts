import { describe, expect, it } from 'vitest'
import { createImClient } from '../client.js'
import type { SendPacket } from '../protocol/index.js'
import { sharedTabsPlugin } from '../tabs/shared-tabs-plugin.js'
import { createFakeServer } from '../testing/fake-server.js'
import { createTabNetwork } from '../testing/tab-network.js'
import { createHarness } from '../testing/unit-harness.js'
import { createVirtualClock } from '../testing/virtual-clock.js'
import {
  DEFAULT_TYPING_INTERVAL_MS,
  DEFAULT_TYPING_TTL_MS,
  TYPING_CMD,
  typingPlugin,
} from './typing-plugin.js'

const CHANNEL = { channelID: 'mer_1', channelType: 7 }
const encoder = new TextEncoder()

const setup = () => {
  const h = createHarness({ plugins: [typingPlugin()] })
  h.connect()
  h.server.last().take()
  return h
}

/** PROTOCOL.md "Field encodings": uint16 length + UTF-8 bytes. */
const str = (s: string) => {
  const bytes = encoder.encode(s)
  return [bytes.length >> 8, bytes.length & 0xff, ...bytes]
}
/** PROTOCOL.md "Framing": 7 bits per byte, least significant group first. */
const varint = (n: number) => {
  const out: number[] = []
  do {
    let byte = n & 0x7f
    n >>>= 7
    if (n > 0) byte |= 0x80
    out.push(byte)
  } while (n > 0)
  return out
}

/** The one send packet the client wrote since the last take, and its bytes. */
function lastSend(h: ReturnType<typeof setup>): { bytes: Uint8Array; packet: SendPacket; plain: string } {
  const socket = h.server.last()
  const bytes = socket.written.at(-1)!
  const sends = socket.takeType(3)
  expect(sends).toHaveLength(1)
  const packet = sends[0]!
  return { bytes, packet, plain: new TextDecoder().decode(socket.openSend(packet).plain) }
}

describe('typingPlugin: the signal on the wire (PROTOCOL.md "Framing", "Packet bodies")', () => {
  it('writes a SEND with header 0x31 (noPersist on, reddot off), setting 0, clientSeq 0, byte for byte', () => {
    const h = setup()
    expect(h.client.typing.start(CHANNEL)).toBe(true)
    const { bytes, packet, plain } = lastSend(h)
    // send: setting u8, clientSeq u32, clientMsgNo str, channelID str, channelType u8,
    // expire u32 (serverVersion 4 >= 3), msgKey str, payload (no length prefix).
    const body = [
      0x00,
      0,
      0,
      0,
      0,
      ...str(packet.clientMsgNo),
      ...str('mer_1'),
      7,
      0,
      0,
      0,
      0,
      ...str(packet.msgKey),
      ...packet.payload,
    ]
    expect([...bytes]).toEqual([0x31, ...varint(body.length), ...body])
    expect(plain).toBe('{"type":99,"cmd":"typing"}')
    expect(h.server.last().openSend(packet).msgKeyValid).toBe(true)
  })

  it('stop() carries param {"stop":true}; signal() any cmd with its subject', () => {
    const h = setup()
    h.client.typing.stop(CHANNEL)
    expect(lastSend(h).plain).toBe('{"type":99,"cmd":"typing","param":{"stop":true}}')
    h.client.typing.signal({ channelID: 'team_1', channelType: 2 }, 'viewing', { subject: '42-7' })
    const { packet, plain } = lastSend(h)
    expect(plain).toBe('{"type":99,"cmd":"viewing","param":{"subject":"42-7"}}')
    expect(packet).toMatchObject({
      channelID: 'team_1',
      channelType: 2,
      header: { noPersist: true, reddot: false },
    })
  })

  it('is neither queued, stored as an own message, nor resent: nothing is written while offline', () => {
    const h = createHarness({ plugins: [typingPlugin()] })
    expect(h.client.typing.start(CHANNEL)).toBe(false)
    h.connect()
    expect(h.server.last().takeType(3)).toEqual([])
    expect(h.client.typing.start(CHANNEL)).toBe(true)
    expect(h.client.pendingMessages()).toEqual([])
    expect(h.of('outgoing')).toEqual([])
    // The send-ack (clientSeq 0) matches no queued message: no status event, no error.
    h.server.last().send({
      type: 4,
      header: { dup: false, syncOnce: false, reddot: false, noPersist: false },
      messageID: '1',
      clientSeq: 0,
      messageSeq: 0,
      reasonCode: 1,
    })
    expect(h.of('messageStatus')).toEqual([])
    expect(h.of('error')).toEqual([])
  })

  it('throttles equal signals to one per interval; a stop goes out at once and re-arms the start', () => {
    const h = setup()
    const sends = () => h.server.last().takeType(3).length
    expect(h.client.typing.start(CHANNEL)).toBe(true)
    expect(h.client.typing.start(CHANNEL)).toBe(false)
    h.clock.advance(DEFAULT_TYPING_INTERVAL_MS - 1)
    expect(h.client.typing.start(CHANNEL)).toBe(false)
    expect(sends()).toBe(1)
    h.clock.advance(1)
    expect(h.client.typing.start(CHANNEL)).toBe(true)
    expect(h.client.typing.stop(CHANNEL)).toBe(true)
    expect(h.client.typing.start(CHANNEL)).toBe(true)
    // Another channel has its own interval.
    expect(h.client.typing.start({ channelID: 'mer_2', channelType: 7 })).toBe(true)
    expect(sends()).toBe(4)
  })

  it('a packet the codec refuses is logged and dropped, never thrown', () => {
    const h = setup()
    expect(h.client.typing.start({ channelID: 'x'.repeat(70_000), channelType: 7 })).toBe(false)
    expect(h.logs.some((l) => l.message === 'signal could not be written')).toBe(true)
  })
})

describe('typingPlugin: who is typing (received signals)', () => {
  const NO_PERSIST = { noPersist: true, reddot: false }
  let id = 100
  const push = (h: ReturnType<typeof setup>, fromUID: string, content: object, header = NO_PERSIST) =>
    h.server.last().push({ fromUID, ...CHANNEL, content, messageID: String(id++), messageSeq: 0, header })

  it('shows a signal until its ttl passes without a refresh, and tells the listeners', () => {
    const h = setup()
    const changes: string[] = []
    h.client.typing.onChange((channel) => changes.push(channel.channelID))
    push(h, 'agent1', { type: 99, cmd: TYPING_CMD })
    expect(h.client.typing.typing(CHANNEL).map((s) => s.uid)).toEqual(['agent1'])
    expect(h.client.typing.typing(CHANNEL)).toBe(h.client.typing.typing(CHANNEL))
    h.clock.advance(DEFAULT_TYPING_TTL_MS - 1000)
    push(h, 'agent1', { type: 99, cmd: TYPING_CMD })
    h.clock.advance(DEFAULT_TYPING_TTL_MS - 1)
    expect(h.client.typing.typing(CHANNEL)).toHaveLength(1)
    h.clock.advance(1)
    expect(h.client.typing.typing(CHANNEL)).toEqual([])
    expect(changes).toEqual(['mer_1', 'mer_1', 'mer_1'])
  })

  it.each([
    [
      'a stop signal',
      (h: ReturnType<typeof setup>) => push(h, 'u2', { type: 99, cmd: 'typing', param: { stop: true } }),
    ],
    [
      'a message from the same sender',
      (h: ReturnType<typeof setup>) =>
        push(h, 'u2', { type: 1, content: 'hi' }, { noPersist: false, reddot: true }),
    ],
    ['a lost connection', (h: ReturnType<typeof setup>) => h.server.last().close()],
  ])('%s ends it at once', (_name, end) => {
    const h = setup()
    push(h, 'u2', { type: 99, cmd: 'typing' })
    expect(h.client.typing.typing(CHANNEL)).toHaveLength(1)
    end(h)
    expect(h.client.typing.typing(CHANNEL)).toEqual([])
  })

  it('ignores its own echo and stored commands; keeps other cmds apart by subject', () => {
    const h = setup()
    push(h, 'u1', { type: 99, cmd: 'typing' })
    push(h, 'u2', { type: 99, cmd: 'typing' }, { noPersist: false, reddot: false })
    expect(h.client.typing.typing(CHANNEL)).toEqual([])
    push(h, 'u2', { type: 99, cmd: 'viewing', param: { subject: 'a' } })
    push(h, 'u2', { type: 99, cmd: 'viewing', param: { subject: 'b' } })
    expect(h.client.typing.active(CHANNEL, 'viewing').map((s) => s.subject)).toEqual(['a', 'b'])
    push(h, 'u2', { type: 99, cmd: 'viewing', param: { subject: 'a', stop: true } })
    expect(h.client.typing.active(CHANNEL).map((s) => [s.cmd, s.subject])).toEqual([['viewing', 'b']])
    // A message does not end a viewing signal, only typing.
    push(h, 'u2', { type: 1, content: 'hi' }, { noPersist: false, reddot: true })
    expect(h.client.typing.active(CHANNEL, 'viewing')).toHaveLength(1)
  })

  it('destroy() clears its timer and listeners', () => {
    const h = setup()
    push(h, 'u2', { type: 99, cmd: 'typing' })
    h.client.destroy()
    expect(h.clock.pendingTimers).toBe(0)
  })
})

describe('typingPlugin with sharedTabsPlugin (README "One socket for all tabs", issue #30)', () => {
  /** The tab network delivers on a later macrotask, as BroadcastChannel does. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

  it("a follower tab's typing goes out on the leader's socket, start and stop, throttled in the follower", async () => {
    const server = createFakeServer()
    const network = createTabNetwork()
    const tab = () => {
      const client = createImClient({
        uid: 'u1',
        token: 't',
        address: 'ws://test',
        transport: server.transport,
        clock: createVirtualClock(),
        reconnect: { triggers: false },
        plugins: [sharedTabsPlugin({ locks: network.locks, openBus: network.openBus }), typingPlugin()],
      })
      client.connect()
      return client
    }
    const leader = tab()
    await settle()
    const follower = tab()
    await settle()
    server.last().handshake()
    await settle()
    expect(follower.tabs.leader).toBe(false)
    server.last().take()

    expect(follower.typing.start(CHANNEL)).toBe(true)
    // Within the interval the follower writes nothing more (its own throttle).
    expect(follower.typing.start(CHANNEL)).toBe(false)
    await settle()
    const socket = server.last()
    const [typing] = socket.takeType(3)
    expect(typing?.header.noPersist).toBe(true)
    expect(typing?.channelID).toBe(CHANNEL.channelID)
    expect(JSON.parse(new TextDecoder().decode(socket.openSend(typing!).plain))).toEqual({
      type: 99,
      cmd: TYPING_CMD,
    })
    expect(follower.typing.stop(CHANNEL)).toBe(true)
    await settle()
    const [stop] = socket.takeType(3)
    expect(JSON.parse(new TextDecoder().decode(socket.openSend(stop!).plain))).toEqual({
      type: 99,
      cmd: TYPING_CMD,
      param: { stop: true },
    })
    expect(server.sockets).toHaveLength(1)
    leader.destroy()
    follower.destroy()
  })
})
