import { describe, expect, it } from 'vitest'
import type { StoredChannel } from '../../channel-address'
import type { StoredMessage } from '../../storage/message-store'
import { plainMessage } from '../testing/plain-message'
import { createRecentSends } from './recent-sends'

const channel = (canonicalId: string) => ({ canonicalId }) as StoredChannel

function sent(
  fromUid: string,
  clientMsgNo: string,
  messageSeq: number,
  canonicalId = 'mer_1',
): StoredMessage {
  const messageId = 9_000_000_000_000_000_000n + BigInt(messageSeq)
  return { ...plainMessage({ messageId, clientMsgNo, fromUid }), channel: channel(canonicalId), messageSeq }
}

describe('createRecentSends', () => {
  it('answers a resent clientMsgNo with its first copy’s ids and channel', () => {
    const recent = createRecentSends(4)
    recent.remember(sent('u1', 'c1', 7))
    expect(recent.find('u1', 'c1')).toEqual({
      messageId: 9_000_000_000_000_000_007n,
      messageSeq: 7,
      canonicalId: 'mer_1',
    })
  })

  it('keys by sender and clientMsgNo: another sender or number is not a resend', () => {
    const recent = createRecentSends(4)
    recent.remember(sent('u1', 'c1', 1))
    expect(recent.find('u2', 'c1')).toBeUndefined()
    expect(recent.find('u1', 'c2')).toBeUndefined()
  })

  it('forgets the oldest send once over capacity, and only it', () => {
    const recent = createRecentSends(3)
    for (let n = 1; n <= 4; n++) recent.remember(sent('u1', `c${n}`, n))
    expect(recent.find('u1', 'c1')).toBeUndefined()
    expect(recent.find('u1', 'c2')?.messageSeq).toBe(2)
    expect(recent.find('u1', 'c4')?.messageSeq).toBe(4)
    // Wrapping around the ring again keeps the newest three.
    for (let n = 5; n <= 7; n++) recent.remember(sent('u1', `c${n}`, n))
    expect([4, 5, 6, 7].map((n) => recent.find('u1', `c${n}`)?.messageSeq)).toEqual([undefined, 5, 6, 7])
  })

  it('the same key remembered again (another channel) takes over its slot without evicting others', () => {
    const recent = createRecentSends(2)
    recent.remember(sent('u1', 'c1', 1, 'mer_1'))
    recent.remember(sent('u1', 'c2', 2, 'mer_1'))
    recent.remember(sent('u1', 'c1', 3, 'mer_2'))
    expect(recent.find('u1', 'c1')).toMatchObject({ messageSeq: 3, canonicalId: 'mer_2' })
    expect(recent.find('u1', 'c2')?.messageSeq).toBe(2)
  })
})
