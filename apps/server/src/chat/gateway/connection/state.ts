/** One explicit state per connection (CONVENTIONS.md 6). */
export type ConnectionState = 'awaiting-connect' | 'authenticating' | 'open' | 'closed'

const TRANSITIONS: Readonly<Record<ConnectionState, readonly ConnectionState[]>> = {
  'awaiting-connect': ['authenticating', 'closed'],
  authenticating: ['open', 'closed'],
  open: ['closed'],
  closed: [],
}

export const canMove = (from: ConnectionState, to: ConnectionState): boolean => TRANSITIONS[from].includes(to)
