import { describe, expect, it } from 'vitest'
import { OpsUsageError, parseOpsCommand } from './parse-command'

// Account-space verbs: the development mailer's messages and platform announcements.
describe('ops command grammar: mail and announce', () => {
  it.each([
    [['mail'], { verb: 'mail', limit: 10 }],
    [['mail', '--limit', '3'], { verb: 'mail', limit: 3 }],
    [['sms'], { verb: 'sms', limit: 10 }],
    [['sms', '--limit', '2'], { verb: 'sms', limit: 2 }],
    [
      ['announce', '--title', 'Maintenance', '--body', 'Sunday 02:00 to 03:00'],
      { verb: 'announce', title: 'Maintenance', body: 'Sunday 02:00 to 03:00' },
    ],
  ])('%j', (args, expected) => {
    expect(parseOpsCommand(args)).toEqual(expected)
  })

  it.each([
    [['mail', '--limit', '0']],
    [['mail', '--limit', 'x']],
    [['announce', '--title', 'T']],
    [['announce', '--body', 'B']],
    [['announce', '--title', ' ', '--body', 'B']],
  ])('refuses %j with the usage', (args) => {
    expect(() => parseOpsCommand(args)).toThrow(OpsUsageError)
  })
})
