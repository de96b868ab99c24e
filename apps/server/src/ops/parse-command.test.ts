import { describe, expect, it } from 'vitest'
import { OpsUsageError, parseOpsCommand } from './parse-command'

describe('ops command grammar', () => {
  it.each([
    ['pending', { verb: 'pending' }],
    ['ship 12', { verb: 'ship', orderId: 12 }],
    ['ship 12 --company DHL --tracking 99', { verb: 'ship', orderId: 12, company: 'DHL', trackingNo: '99' }],
    ['track 3 Arrived at the hub', { verb: 'track', orderId: 3, description: 'Arrived at the hub' }],
    ['deliver 7', { verb: 'deliver', orderId: 7 }],
    ['recharge pass 5', { verb: 'recharge', decision: 'pass', id: 5, remark: '' }],
    [
      'withdrawal refuse 6 --remark bad-card',
      { verb: 'withdrawal', decision: 'refuse', id: 6, remark: 'bad-card' },
    ],
    ['refund approve 1', { verb: 'refund', action: 'approve', id: 1, remark: '' }],
    ['refund complete 1', { verb: 'refund', action: 'complete', id: 1, remark: '' }],
    ['refund refuse 1 --remark no', { verb: 'refund', action: 'refuse', id: 1, remark: 'no' }],
    ['backup /srv/backups/a.tar.gz', { verb: 'backup', file: '/srv/backups/a.tar.gz' }],
    ['restore a.tar.gz', { verb: 'restore', file: 'a.tar.gz', force: false }],
    ['restore a.tar.gz --force', { verb: 'restore', file: 'a.tar.gz', force: true }],
    ['restore --force a.tar.gz', { verb: 'restore', file: 'a.tar.gz', force: true }],
  ])('%s', (line, expected) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(expected)
  })

  it.each([
    '',
    'launch 1',
    'ship',
    'ship abc',
    'ship 0',
    'ship -3',
    'ship 1.5',
    'track 1',
    'recharge maybe 1',
    'recharge pass',
    'refund pay 1',
    'ship 1 --company',
    'backup',
    'restore --force',
  ])('refuses "%s" with the usage', (line) => {
    expect(() => parseOpsCommand(line ? line.split(' ') : [])).toThrow(OpsUsageError)
  })
})
