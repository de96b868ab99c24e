import { describe, expect, it } from 'vitest'
import { negotiateVersion } from './version'

// PROTOCOL.md "Facts": expire from version 3, nodeId (with serverVersion) from version 4.
describe('protocol version negotiation', () => {
  it.each([
    [0, { version: 2, withServerVersion: false }],
    [1, { version: 2, withServerVersion: false }],
    [2, { version: 2, withServerVersion: false }],
    [3, { version: 3, withServerVersion: true }],
    [4, { version: 4, withServerVersion: true }],
    [9, { version: 4, withServerVersion: true }],
  ])('client version %i -> %j', (client, expected) => {
    expect(negotiateVersion(client)).toEqual(expected)
  })
})
