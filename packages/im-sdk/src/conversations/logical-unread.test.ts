import { describe, expect, it } from 'vitest'
import { message } from '../messages/test-helpers.js'
import { logicalUnread } from './logical-unread.js'

describe('logical unread (chat-spec §5)', () => {
  const extra = { browseTo: 0, keepMessageSeq: 0, keepOffsetY: 0, draft: '', version: 0 }
  it.each([
    ['browseTo 0: plain unread', 10, 0, 4, 4],
    ['browseTo within last seq', 10, 7, 4, 3],
    ['browseTo equal to last seq', 10, 10, 4, 0],
    ['browseTo beyond last seq: plain unread', 10, 11, 4, 4],
    ['no last message: plain unread', 0, 3, 2, 2],
  ])('%s', (_name, lastSeq, browseTo, unread, expected) => {
    const lastMessage = lastSeq > 0 ? message({ messageSeq: lastSeq }) : undefined
    expect(
      logicalUnread({
        unread,
        remoteExtra: { ...extra, browseTo },
        ...(lastMessage === undefined ? {} : { lastMessage }),
      }),
    ).toBe(expected)
  })
})
