import { describe, expect, it } from 'vitest'
import { encodeBase64 } from '../crypto/index.js'
import { message } from '../messages/test-helpers.js'
import { type AssembledStream, createStreamAssembler, StreamFlag, streamBytes } from './stream-assembler.js'

const chunk = (streamSeq: number, streamFlag: number, text = `p${streamSeq}`, streamNo = 's1') =>
  message({
    messageSeq: 10,
    messageID: 'm10',
    clientMsgNo: 'same',
    streamNo,
    streamSeq,
    streamFlag,
    setting: { receipt: false, topic: false, stream: true },
    content: { type: 98, data: encodeBase64(new TextEncoder().encode(text)) },
  })

describe('stream assembly (chat-spec §3 stream flags)', () => {
  it('assembles chunks in streamSeq order whatever the arrival order', () => {
    const assembler = createStreamAssembler()
    assembler.push(chunk(3, StreamFlag.End))
    assembler.push(chunk(1, StreamFlag.Start))
    const state = assembler.push(chunk(2, StreamFlag.Ing))!
    expect(state.complete).toBe(true)
    expect(state.chunks.map((c) => c.streamSeq)).toEqual([1, 2, 3])
    expect(new TextDecoder().decode(streamBytes(state))).toBe('p1p2p3')
    expect(assembler.openCount).toBe(0)
  })

  it.each([
    [
      'middle chunk missing',
      [
        [1, 0],
        [3, 2],
      ],
      [2],
      false,
    ],
    [
      'start missing',
      [
        [2, 1],
        [3, 2],
      ],
      [],
      false,
    ],
    [
      'end missing',
      [
        [1, 0],
        [2, 1],
      ],
      [],
      false,
    ],
    [
      'two gaps',
      [
        [1, 0],
        [3, 1],
        [6, 2],
      ],
      [2, 4, 5],
      false,
    ],
    [
      'start and end only',
      [
        [1, 0],
        [2, 2],
      ],
      [],
      true,
    ],
    ['single chunk stream', [[5, 0]], [], false],
  ] as const)('%s', (_name, chunks, missing, complete) => {
    const assembler = createStreamAssembler()
    let state: AssembledStream | undefined
    for (const [seq, flag] of chunks) state = assembler.push(chunk(seq, flag))
    expect(state?.missing).toEqual(missing)
    expect(state?.complete).toBe(complete)
  })

  it('ignores a duplicated chunk and keeps streams apart by streamNo', () => {
    const assembler = createStreamAssembler()
    assembler.push(chunk(1, StreamFlag.Start, 'a'))
    assembler.push(chunk(1, StreamFlag.Start, 'dup'))
    assembler.push(chunk(1, StreamFlag.Start, 'other', 's2'))
    const s1 = assembler.push(chunk(2, StreamFlag.End, 'b'))!
    expect(new TextDecoder().decode(streamBytes(s1))).toBe('ab')
    expect(assembler.get('s2')?.chunks).toHaveLength(1)
  })

  it('returns undefined for a message that is not a stream chunk', () => {
    expect(createStreamAssembler().push(message())).toBeUndefined()
  })

  it('drops the oldest open stream beyond the bound', () => {
    const assembler = createStreamAssembler({ maxOpen: 2 })
    assembler.push(chunk(1, 0, 'x', 'a'))
    assembler.push(chunk(1, 0, 'x', 'b'))
    assembler.push(chunk(1, 0, 'x', 'c'))
    expect(assembler.openCount).toBe(2)
    expect(assembler.get('a')).toBeUndefined()
    expect(assembler.get('c')).toBeDefined()
  })
})
