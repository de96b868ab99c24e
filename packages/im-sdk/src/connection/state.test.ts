import { describe, expect, it } from 'vitest'
import {
  CONNECTION_EVENT_TYPES,
  CONNECTION_STATES,
  CONNECTION_STATUSES,
  type ConnectionEventType,
  type ConnectionState,
  statusOf,
  transition,
} from './state.js'

// chat-spec §4, written out cell by cell: [from, event, to, effects] or [from, event, null] = ignored.
type Row = readonly [ConnectionState, ConnectionEventType, ConnectionState | null, string?]
const TABLE: readonly Row[] = [
  ['Disconnect', 'connect', 'Connecting', 'cancelReconnect openSocket notify'],
  ['Disconnect', 'reconnectDue', 'Connecting', 'openSocket notify'],
  ['Disconnect', 'disconnect', 'Disconnect', 'cancelReconnect'],
  ['Disconnect', 'destroy', 'Destroyed', 'cancelReconnect release'],
  ['Connecting', 'connect', null],
  ['Connecting', 'socketOpen', 'Connecting', 'sendConnect'],
  ['Connecting', 'connackOk', 'Connected', 'deriveSession resubscribe notify startHeartbeat flushSendQueue'],
  ['Connecting', 'connackFail', 'ConnectFail', 'closeSocket logConnectFailure notify'],
  ['Connecting', 'kick', 'ConnectKick', 'closeSocket notify'],
  ['Connecting', 'socketLost', 'Disconnect', 'closeSocket notify scheduleReconnect'],
  ['Connecting', 'addressInvalid', 'ConnectFail', 'closeSocket notify'],
  ['Connecting', 'decodeError', 'Disconnect', 'closeSocket notify scheduleReconnect'],
  ['Connecting', 'connectTimeout', 'Disconnect', 'closeSocket notify scheduleReconnect'],
  ['Connecting', 'disconnect', 'Disconnect', 'closeSocket notify'],
  ['Connecting', 'destroy', 'Destroyed', 'closeSocket notify release'],
  ['Connected', 'connect', null],
  ['Connected', 'connackOk', null],
  ['Connected', 'kick', 'ConnectKick', 'stopHeartbeat suspendChat closeSocket notify'],
  ['Connected', 'socketLost', 'Disconnect', 'stopHeartbeat suspendChat closeSocket notify scheduleReconnect'],
  [
    'Connected',
    'decodeError',
    'Disconnect',
    'stopHeartbeat suspendChat closeSocket notify scheduleReconnect',
  ],
  [
    'Connected',
    'heartbeatTimeout',
    'Disconnect',
    'reportDelayTimeout stopHeartbeat suspendChat closeSocket notify scheduleReconnect',
  ],
  ['Connected', 'disconnect', 'Disconnect', 'stopHeartbeat suspendChat closeSocket notify'],
  ['Connected', 'destroy', 'Destroyed', 'stopHeartbeat suspendChat closeSocket notify release'],
  ['ConnectFail', 'connect', 'Connecting', 'openSocket notify'],
  ['ConnectFail', 'reconnectDue', null],
  ['ConnectFail', 'disconnect', 'Disconnect', 'notify'],
  ['ConnectFail', 'destroy', 'Destroyed', 'notify release'],
  ['ConnectKick', 'connect', 'Connecting', 'openSocket notify'],
  ['ConnectKick', 'reconnectDue', null],
  ['ConnectKick', 'disconnect', 'Disconnect', 'notify'],
  ['ConnectKick', 'destroy', 'Destroyed', 'notify release'],
  // Destroyed is final: every event is ignored (the sweep below checks the rest).
  ['Destroyed', 'connect', null],
  ['Destroyed', 'reconnectDue', null],
  ['Destroyed', 'disconnect', null],
  ['Destroyed', 'destroy', null],
]

describe('connection transition table (chat-spec §4)', () => {
  for (const [from, event, to, effects] of TABLE) {
    it(`${from} + ${event} -> ${to ?? 'ignored'}`, () => {
      const cell = transition(from, event)
      if (to === null) expect(cell).toBeUndefined()
      else expect(cell).toEqual({ to, effects: effects?.split(' ') })
    })
  }

  it('ignores every cell not listed above', () => {
    const listed = new Set(TABLE.filter((r) => r[2] !== null).map((r) => `${r[0]}/${r[1]}`))
    for (const state of CONNECTION_STATES) {
      for (const event of CONNECTION_EVENT_TYPES) {
        if (!listed.has(`${state}/${event}`))
          expect(transition(state, event), `${state}/${event}`).toBeUndefined()
      }
    }
  })

  it('destroys from every state, telling listeners exactly when a disconnect would', () => {
    for (const status of CONNECTION_STATUSES) {
      const destroy = transition(status, 'destroy')
      const disconnect = transition(status, 'disconnect')
      expect(destroy?.to, status).toBe('Destroyed')
      expect(destroy?.effects, status).toEqual([...(disconnect?.effects ?? []), 'release'])
    }
  })

  it('shows Destroyed as Disconnect (chat-spec §4 has no such status)', () => {
    expect(statusOf('Destroyed')).toBe('Disconnect')
    for (const status of CONNECTION_STATUSES) expect(statusOf(status)).toBe(status)
  })

  it('never reconnects from ConnectFail or ConnectKick on its own', () => {
    for (const status of ['ConnectFail', 'ConnectKick'] as const) {
      for (const event of CONNECTION_EVENT_TYPES) {
        if (event === 'connect') continue
        expect(transition(status, event)?.to ?? status).not.toBe('Connecting')
      }
    }
  })
})
