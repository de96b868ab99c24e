import type { ChatMessage } from '@crossmart/im-sdk'
import { describe, expect, it } from 'vitest'
import { threadOf } from './thread'

const at = (id: string, timestamp: number) => ({ clientMsgNo: id, timestamp }) as unknown as ChatMessage

describe('threadOf', () => {
  it('puts private notes among the messages by time, a note of the same second after the message', () => {
    const rows = threadOf(
      [at('m1', 10), at('m2', 20), at('m3', 30)],
      [at('n1', 5), at('n2', 20), at('n3', 40)],
    )
    expect(rows.map((r) => `${r.kind[0]}:${r.message.clientMsgNo}`)).toEqual([
      'n:n1',
      'm:m1',
      'm:m2',
      'n:n2',
      'm:m3',
      'n:n3',
    ])
  })

  it('keeps either list whole when the other is empty', () => {
    expect(threadOf([at('m1', 1)], []).map((r) => r.kind)).toEqual(['message'])
    expect(threadOf([], [at('n1', 1), at('n2', 2)]).map((r) => r.message.clientMsgNo)).toEqual(['n1', 'n2'])
    expect(threadOf([], [])).toEqual([])
  })
})
