/**
 * Stream messages (chat-spec §3 "Stream flag states: start, in-progress, end"): chunks that share a
 * streamNo are put in streamSeq order; the stream is complete once its start and end chunks and
 * every chunk between them arrived. Missing streamSeqs are reported as gaps so the caller can
 * sync them. A complete stream is released; the oldest open streams are dropped beyond a bound, so
 * memory stays flat even if an end chunk never comes.
 */

import { type Channel, channelKey } from '../chat/message.js'
import { decodeBase64 } from '../crypto/index.js'
import type { ChatMessage } from '../messages/model.js'
import { concatBytes } from '../protocol/concat-bytes.js'
import { CONTENT_STREAM } from '../protocol/constants.js'

/** PROTOCOL.md "streamFlag: 0 start, 1 in progress, 2 end". */
export const StreamFlag = { Start: 0, Ing: 1, End: 2 } as const

/** Beyond the spec: how many unfinished streams are kept before the oldest is dropped. */
export const MAX_OPEN_STREAMS = 64

export interface AssembledStream {
  readonly streamNo: string
  readonly channel: Channel
  readonly fromUID: string
  /** Unique by streamSeq, in streamSeq order. */
  readonly chunks: readonly ChatMessage[]
  readonly started: boolean
  readonly ended: boolean
  /** streamSeqs not received between the first known (or start) chunk and the last known (or end) one. */
  readonly missing: readonly number[]
  /** started, ended and nothing missing. */
  readonly complete: boolean
}

export interface StreamAssembler {
  /** Adds a chunk (a message with streamNo); returns the stream's state after it, or undefined for a non-stream message. */
  push(message: ChatMessage): AssembledStream | undefined
  /** The open (incomplete) stream with this number, if any. */
  get(streamNo: string): AssembledStream | undefined
  readonly openCount: number
  clear(): void
}

interface OpenStream {
  readonly key: string
  readonly streamNo: string
  readonly channel: Channel
  readonly fromUID: string
  readonly chunks: Map<number, ChatMessage>
  startSeq: number | undefined
  endSeq: number | undefined
}

function snapshot(open: OpenStream): AssembledStream {
  const seqs = [...open.chunks.keys()].sort((a, b) => a - b)
  const first = open.startSeq ?? seqs[0] ?? 0
  const last = open.endSeq ?? seqs.at(-1) ?? 0
  const missing: number[] = []
  for (let seq = first; seq <= last; seq += 1) if (!open.chunks.has(seq)) missing.push(seq)
  const started = open.startSeq !== undefined
  const ended = open.endSeq !== undefined
  return {
    streamNo: open.streamNo,
    channel: open.channel,
    fromUID: open.fromUID,
    chunks: seqs.map((seq) => open.chunks.get(seq)!),
    started,
    ended,
    missing,
    complete: started && ended && missing.length === 0,
  }
}

export function createStreamAssembler(options?: { readonly maxOpen?: number }): StreamAssembler {
  const maxOpen = options?.maxOpen ?? MAX_OPEN_STREAMS
  const open = new Map<string, OpenStream>() // insertion order = age

  return {
    push(message) {
      const streamNo = message.streamNo
      if (streamNo === undefined || streamNo === '') return undefined
      // Two senders could reuse a streamNo in different channels: key by channel too.
      const key = `${channelKey(message.channel)}/${streamNo}`
      let stream = open.get(key)
      if (stream === undefined) {
        stream = {
          key,
          streamNo,
          channel: message.channel,
          fromUID: message.fromUID,
          chunks: new Map(),
          startSeq: undefined,
          endSeq: undefined,
        }
        open.set(key, stream)
        if (open.size > maxOpen) {
          const oldest = open.keys().next().value
          if (oldest !== undefined) open.delete(oldest)
        }
      }
      const seq = message.streamSeq ?? 0
      if (!stream.chunks.has(seq)) stream.chunks.set(seq, message)
      if (message.streamFlag === StreamFlag.Start) stream.startSeq = seq
      if (message.streamFlag === StreamFlag.End) stream.endSeq = seq
      const state = snapshot(stream)
      if (state.complete) open.delete(key)
      return state
    },
    get(streamNo) {
      for (const stream of open.values()) if (stream.streamNo === streamNo) return snapshot(stream)
      return undefined
    },
    get openCount() {
      return open.size
    },
    clear() {
      open.clear()
    },
  }
}

/** The bytes of a stream: its chunks' base64 `data` (stream content, chat-spec §3) joined in order. */
export function streamBytes(stream: AssembledStream): Uint8Array {
  const parts: Uint8Array[] = []
  for (const chunk of stream.chunks) {
    const content = chunk.content as { type: number; data?: unknown }
    if (content.type !== CONTENT_STREAM || typeof content.data !== 'string') continue
    const bytes = decodeBase64(content.data)
    if (bytes !== null) parts.push(bytes)
  }
  return concatBytes(parts)
}
