import { MAX_REMAINING_LENGTH, MAX_VARINT_BYTES, PACKET_PING, PACKET_PONG } from './constants.js'
import { ProtocolError } from './errors.js'
import { decodeVarint } from './varint.js'

export interface FrameSplitterOptions {
  /** Largest remaining length accepted (default 1 MiB, PROTOCOL.md "Facts"). */
  maxFrameSize?: number
}

export interface FrameSplitter {
  /**
   * Feeds bytes as they came off the socket; returns the whole frames they complete, in order.
   * A frame that lies inside one chunk is returned as a view of that chunk (no copy); a frame
   * spread over several chunks is copied once, when its last byte arrives. Throws ProtocolError
   * (VARINT_TOO_LONG, FRAME_TOO_LARGE) when the stream is corrupt; the splitter is then empty and
   * the connection should be dropped.
   */
  push(chunk: Uint8Array): Uint8Array[]
  /** Drops any partial frame (call on reconnect). */
  reset(): void
  /** Bytes held for a frame that is not complete yet. */
  readonly buffered: number
}

function isSingleByte(byte0: number): boolean {
  const type = byte0 >> 4
  // PROTOCOL.md "Framing": ping (7) and pong (8) are one byte with no length byte.
  return type === PACKET_PING || type === PACKET_PONG
}

/** Longest header: byte 0 plus a 4-byte varint. */
const MAX_HEADER_BYTES = 1 + MAX_VARINT_BYTES

/**
 * PROTOCOL.md "Framing": a socket message may hold part of a packet or several packets. The
 * splitter keeps the chunks of an incomplete frame in a list and never re-concatenates what it
 * holds, so feeding n bytes costs O(n) however they are chunked. It allocates a frame only once
 * all of its bytes are present, so a forged length cannot make it allocate.
 */
export function createFrameSplitter(options: FrameSplitterOptions = {}): FrameSplitter {
  const maxFrameSize = options.maxFrameSize ?? MAX_REMAINING_LENGTH
  if (!Number.isInteger(maxFrameSize) || maxFrameSize < 0) {
    throw new ProtocolError('INVALID_FIELD', `maxFrameSize ${maxFrameSize} not a non-negative integer`)
  }

  // The incomplete frame: its chunks, their total size, and its full size once the header is known.
  let pending: Uint8Array[] = []
  let buffered = 0
  let pendingFrameSize = -1

  function reset(): void {
    pending = []
    buffered = 0
    pendingFrameSize = -1
  }

  function fail(error: ProtocolError): never {
    reset()
    throw error
  }

  /** Total frame size from a header at bytes[start...], or -1 when the header is incomplete. */
  function frameSizeAt(bytes: Uint8Array, start: number): number {
    let varint: ReturnType<typeof decodeVarint>
    try {
      varint = decodeVarint(bytes, start + 1)
    } catch (error) {
      fail(error as ProtocolError) // VARINT_TOO_LONG: the stream cannot be resynchronised
    }
    if (varint === null) return -1
    if (varint.value > maxFrameSize) {
      fail(new ProtocolError('FRAME_TOO_LARGE', `remaining length ${varint.value} > ${maxFrameSize}`))
    }
    return 1 + varint.length + varint.value
  }

  /** Header of the pending frame, read across chunk borders from its first few bytes. */
  function pendingHeaderSize(): number {
    const head = new Uint8Array(Math.min(buffered, MAX_HEADER_BYTES))
    let filled = 0
    for (const part of pending) {
      const take = Math.min(part.length, head.length - filled)
      head.set(part.subarray(0, take), filled)
      filled += take
      if (filled === head.length) break
    }
    return frameSizeAt(head, 0)
  }

  /** Splits one chunk from `start`, with nothing pending; keeps the incomplete tail. */
  function splitChunk(chunk: Uint8Array, start: number, out: Uint8Array[]): void {
    let pos = start
    const end = chunk.length
    while (pos < end) {
      if (isSingleByte(chunk[pos]!)) {
        out.push(chunk.subarray(pos, pos + 1))
        pos += 1
        continue
      }
      const size = frameSizeAt(chunk, pos)
      if (size < 0 || pos + size > end) {
        pending = [chunk.subarray(pos)]
        buffered = end - pos
        pendingFrameSize = size
        return
      }
      out.push(chunk.subarray(pos, pos + size))
      pos += size
    }
  }

  function push(chunk: Uint8Array): Uint8Array[] {
    if (!(chunk instanceof Uint8Array)) {
      throw new ProtocolError('INVALID_FIELD', 'chunk: not a Uint8Array')
    }
    const out: Uint8Array[] = []
    if (chunk.length === 0) return out
    if (buffered === 0) {
      splitChunk(chunk, 0, out)
      return out
    }
    pending.push(chunk)
    buffered += chunk.length
    if (pendingFrameSize < 0) {
      pendingFrameSize = pendingHeaderSize()
      if (pendingFrameSize < 0) return out
    }
    if (buffered < pendingFrameSize) return out
    // The pending frame completes inside this chunk (it was incomplete before it arrived).
    const frame = new Uint8Array(pendingFrameSize)
    let filled = 0
    for (let i = 0; i < pending.length - 1; i++) {
      const part = pending[i]!
      frame.set(part, filled)
      filled += part.length
    }
    const fromLast = pendingFrameSize - filled
    frame.set(chunk.subarray(0, fromLast), filled)
    out.push(frame)
    reset()
    splitChunk(chunk, fromLast, out)
    return out
  }

  return {
    push,
    reset,
    get buffered() {
      return buffered
    },
  }
}
