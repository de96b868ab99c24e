import { describe, expect, it } from 'vitest'
import { itemProblems, shapeProblem } from './shape-problem.js'

describe('shapeProblem', () => {
  const check = shapeProblem('a thing', 'id:s seq:i at:n channel:c count:i?')
  const good = { id: 'x', seq: 1, at: 1.5, channel: { channelID: 'c', channelType: 1 } }

  it.each([
    ['a valid item', good, undefined],
    ['a valid item with the optional field', { ...good, count: 2 }, undefined],
    ['null', null, 'a thing that is not an object'],
    ['a missing string', { ...good, id: 1 }, 'a thing without a id string'],
    ['a fractional integer', { ...good, seq: 1.5 }, 'a thing without an integer seq'],
    ['a missing number', { ...good, at: '1' }, 'a thing without a at'],
    ['a bad channel', { ...good, channel: { channelID: 'c' } }, 'a thing without a channel'],
    ['a bad optional field', { ...good, count: 'x' }, 'a thing with an invalid count'],
  ])('%s', (_name, item, expected) => {
    expect(check(item)).toBe(expected)
  })

  it('checks the callback items of chat-spec §7', () => {
    expect(itemProblems.reminder({ reminderID: 1, channel: good.channel, version: 2 })).toBe(
      'a reminder without an integer reminderType',
    )
    expect(itemProblems.subscriber({ uid: 'u', version: 1 })).toBeUndefined()
  })
})
