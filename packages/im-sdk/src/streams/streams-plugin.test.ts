import { describe, expect, it } from 'vitest'
import type { StreamEvent } from '../data/events.js'
import { createHarness } from '../testing/unit-harness.js'
import { streamsPlugin } from './streams-plugin.js'

const chunk = (streamSeq: number, streamFlag: number, messageSeq = 5) => ({
  fromUID: 'bot',
  channelID: 'u1',
  channelType: 1,
  content: { type: 98, data: btoa(`part ${streamSeq}`) },
  // The runtime acks and dedupes every receive by its ids, so each chunk carries its own.
  messageID: `${9100 + streamSeq}`,
  messageSeq,
  clientMsgNo: `stream-cmn-${streamSeq}`,
  stream: { streamNo: 'st-1', streamSeq, streamFlag },
})

const text = (messageSeq: number) => ({
  fromUID: 'bot',
  channelID: 'u1',
  channelType: 1,
  content: { type: 1, content: `text ${messageSeq}` },
  messageID: `${9000 + messageSeq}`,
  messageSeq,
})

describe('streamsPlugin (chat-spec §3 stream messages)', () => {
  it('assembles the chunks of a received stream and fires a stream event per chunk', () => {
    const h = createHarness({ plugins: [streamsPlugin()] })
    const streams: StreamEvent[] = []
    h.client.on('stream', (event) => streams.push(event))
    h.connect()
    const s = h.server.last()
    s.push(chunk(1, 0))
    expect(h.client.streams.openStreams).toBe(1)
    expect(h.client.streams.get('st-1')).toMatchObject({ started: true, ended: false, complete: false })
    s.push(chunk(3, 2))
    expect(streams.at(-1)?.stream).toMatchObject({ missing: [2], complete: false })
    s.push(chunk(2, 1))
    expect(streams).toHaveLength(3)
    const done = streams.at(-1)!.stream
    expect(done).toMatchObject({ streamNo: 'st-1', complete: true, missing: [] })
    expect(done.chunks.map((c) => c.streamSeq)).toEqual([1, 2, 3])
    // A complete stream is released; chunks are not messages.
    expect(h.client.streams.openStreams).toBe(0)
    expect(h.client.streams.get('st-1')).toBeUndefined()
    expect(h.of('message')).toHaveLength(3) // the runtime still acks and reports every receive
    expect(h.client.messages.list({ channelID: 'u1', channelType: 1 })).toEqual([])
  })

  it('clears open streams on destroy', () => {
    const h = createHarness({ plugins: [streamsPlugin()] })
    h.connect()
    h.server.last().push(chunk(1, 0))
    h.client.destroy()
    expect(h.client.streams.openStreams).toBe(0)
  })
})

describe('a client without streamsPlugin', () => {
  it('acks and drops stream chunks (logged, no stream event, no error) and keeps receiving', () => {
    const h = createHarness()
    const streams: StreamEvent[] = []
    const newMessages: unknown[] = []
    h.client.on('stream', (event) => streams.push(event))
    h.client.on('newMessage', (event) => newMessages.push(event.message.content))
    h.connect()
    const s = h.server.last()
    s.push(chunk(1, 0))
    s.push(chunk(2, 2))
    s.push(text(6))
    expect(s.takeType(6)).toHaveLength(3)
    expect(streams).toEqual([])
    expect(newMessages).toEqual([{ type: 1, content: 'text 6' }])
    expect(h.of('error')).toEqual([])
    expect(h.logs.filter((l) => l.message === 'stream chunk dropped: no streams plugin')).toHaveLength(2)
    expect(h.client).not.toHaveProperty('streams')
  })
})
