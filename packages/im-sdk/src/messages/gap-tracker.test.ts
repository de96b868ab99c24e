import { describe, expect, it } from 'vitest'
import { createGapTracker } from './gap-tracker.js'
import { CHANNEL } from './test-helpers.js'

describe('gap tracker (messageSeq)', () => {
  it.each([
    ['first message is never a gap', [5], [undefined]],
    ['consecutive', [1, 2, 3], [undefined, undefined, undefined]],
    ['skip ahead', [1, 4], [undefined, { start: 2, end: 3 }]],
    ['older message (backfill) is no gap', [5, 3], [undefined, undefined]],
    ['duplicate seq', [5, 5], [undefined, undefined]],
    ['seq 0 is ignored', [3, 0, 4], [undefined, undefined, undefined]],
    ['gap after gap', [1, 3, 6], [undefined, { start: 2, end: 2 }, { start: 4, end: 5 }]],
  ])('%s', (_name, seqs, expected) => {
    const tracker = createGapTracker()
    const got = seqs.map((seq) => {
      const range = tracker.observe(CHANNEL, seq)
      return range === undefined ? undefined : { start: range.start, end: range.end }
    })
    expect(got).toEqual(expected)
  })

  it('seed sets the last seq silently', () => {
    const tracker = createGapTracker()
    tracker.seed(CHANNEL, 10)
    expect(tracker.observe(CHANNEL, 13)).toMatchObject({ start: 11, end: 12 })
    expect(tracker.lastSeq(CHANNEL)).toBe(13)
    expect(tracker.lastSeq({ channelID: 'other', channelType: 7 })).toBeUndefined()
  })
})
