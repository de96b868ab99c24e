import { type ChatMessage, EMPTY_REMOTE_EXTRA } from '@crossmart/im-sdk'
import { describe, expect, it } from 'vitest'
import { mergeMessages, newestSeq, oldestSeq } from './message-list.js'

const message = (seq: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  messageID: seq > 0 ? String(1000 + seq) : '',
  messageSeq: seq,
  clientMsgNo: `c${seq}`,
  clientSeq: seq,
  fromUID: 'shop',
  channel: { channelID: 'shop', channelType: 1 },
  timestamp: 1_700_000_000 + seq,
  content: { type: 1, content: `m${seq}` },
  status: 'normal',
  header: { noPersist: false, reddot: false, syncOnce: false, dup: false },
  setting: { receipt: false, topic: false, stream: false },
  expire: 0,
  voicePlaying: false,
  voiceReaded: false,
  isDeleted: false,
  remoteExtra: EMPTY_REMOTE_EXTRA,
  ...fields,
})
const revoked = (seq: number, extraVersion: number) =>
  message(seq, { remoteExtra: { ...EMPTY_REMOTE_EXTRA, revoke: true, extraVersion } })

describe('mergeMessages', () => {
  it.each([
    {
      rule: 'a history copy without extras keeps the recall',
      list: [revoked(2, 3)],
      incoming: [message(2)],
      expected: { revoke: true, extraVersion: 3 },
    },
    {
      rule: 'a newer extra replaces the older one',
      list: [revoked(2, 3)],
      incoming: [message(2, { remoteExtra: { ...EMPTY_REMOTE_EXTRA, extraVersion: 4, readedCount: 1 } })],
      expected: { revoke: false, extraVersion: 4 },
    },
    {
      rule: 'a recall arriving replaces a plain copy',
      list: [message(2)],
      incoming: [revoked(2, 1)],
      expected: { revoke: true, extraVersion: 1 },
    },
  ])('$rule', ({ list, incoming, expected }) => {
    expect(mergeMessages(list, incoming)[0]!.remoteExtra).toMatchObject(expected)
  })

  it('keeps the newer send status, sorts by seq with unsent ones last, and drops deleted ones', () => {
    const waiting = message(0, { clientMsgNo: 'own', status: 'wait', clientSeq: 9 })
    const list = mergeMessages([message(3), waiting], [message(1), message(2, { isDeleted: true })])
    expect(list.map((m) => m.clientMsgNo)).toEqual(['c1', 'c3', 'own'])
    const acked = mergeMessages(list, [{ ...waiting, status: 'normal', messageSeq: 4, messageID: '1004' }])
    expect(acked.map((m) => [m.clientMsgNo, m.status])).toEqual([
      ['c1', 'normal'],
      ['c3', 'normal'],
      ['own', 'normal'],
    ])
  })

  it('finds the oldest and newest stored seq (0 when none)', () => {
    expect([oldestSeq([]), newestSeq([])]).toEqual([0, 0])
    const list = [message(5), message(0), message(2)]
    expect([oldestSeq(list), newestSeq(list)]).toEqual([2, 5])
  })
})
