/**
 * Shared setup of the runtime's unit tests (not exported): a client on a fake server and a virtual
 * clock, with every event recorded.
 */

import { createImClient, type ImClient } from '../client.js'
import type { ImEvent } from '../events/types.js'
import type { LogFields, Logger } from '../logger.js'
import type { ImClientOptions } from '../options.js'
import type { ImPlugin, PluginApis } from '../plugins/plugin.js'
import { createFakeServer, type FakeServer } from './fake-server.js'
import { createVirtualClock, type VirtualClock } from './virtual-clock.js'

export interface LogLine {
  readonly level: string
  readonly message: string
  readonly fields: LogFields | undefined
}

export interface Harness<P extends readonly ImPlugin[] = readonly []> {
  readonly client: ImClient & PluginApis<P>
  readonly server: FakeServer
  readonly clock: VirtualClock
  readonly events: ImEvent[]
  readonly logs: LogLine[]
  of<T extends ImEvent['type']>(type: T): Extract<ImEvent, { type: T }>[]
  /** connect() and complete the handshake on the new socket. */
  connect(): void
}

export function createHarness<const P extends readonly ImPlugin[] = readonly []>(
  overrides?: Partial<ImClientOptions> & { readonly plugins?: P },
): Harness<P> {
  const server = createFakeServer()
  const clock = createVirtualClock({ startMs: 1_700_000_000_000 })
  const logs: LogLine[] = []
  const logger: Logger = {
    debug: (message, fields) => logs.push({ level: 'debug', message, fields }),
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    warn: (message, fields) => logs.push({ level: 'warn', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  }
  const client = createImClient<P>({
    uid: 'u1',
    token: 'secret-token-123',
    address: 'ws://fake',
    transport: server.transport,
    clock,
    logger,
    random: () => 0.5,
    reconnect: { triggers: false },
    ...overrides,
  })
  const events: ImEvent[] = []
  for (const type of [
    'status',
    'delay',
    'message',
    'command',
    'outgoing',
    'messageStatus',
    'subscription',
    'readReceipt',
    'error',
  ] as const) {
    client.on(type, (event) => events.push(event))
  }
  return {
    client,
    server,
    clock,
    events,
    logs,
    of: (type) => events.filter((e) => e.type === type) as never,
    connect() {
      client.connect()
      server.last().handshake()
    },
  }
}
