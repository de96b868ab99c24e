import { describe, expect, it } from 'vitest'
import { chooseAssignee } from './auto-assign'

describe('the automatic assignment choice (issue #29)', () => {
  it.each([
    [
      'the member with the fewest open conversations',
      [
        [7, 3],
        [8, 1],
        [9, 2],
      ],
      10,
      8,
    ],
    [
      'a tie goes to the lowest id',
      [
        [9, 1],
        [7, 1],
        [8, 4],
      ],
      10,
      7,
    ],
    [
      'members at the limit are skipped',
      [
        [7, 2],
        [8, 3],
      ],
      3,
      7,
    ],
    [
      'everyone at the limit: nobody (the conversation waits in the queue)',
      [
        [7, 3],
        [8, 5],
      ],
      3,
      null,
    ],
    ['nobody online', [], 10, null],
    ['a member with none', [[7, 0]], 1, 7],
  ] as const)('%s', (_name, counts, limit, expected) => {
    expect(
      chooseAssignee(new Map(counts as readonly (readonly [number, number])[] as [number, number][]), limit),
    ).toBe(expected)
  })
})
