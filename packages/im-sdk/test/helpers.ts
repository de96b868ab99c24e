/** Shared setup of the integration tests: real sockets (`ws`) on 127.0.0.1, real timers. */

import WebSocket from 'ws'
import { createImClient, type ImClient } from '../src/client.js'
import { webSocketTransport } from '../src/connection/transport.js'
import type { ImEvent } from '../src/events/types.js'
import type { ImClientOptions } from '../src/options.js'
import type { ImPlugin, PluginApis } from '../src/plugins/plugin.js'
import type { TestServer } from '../src/testing/index.js'

export interface LiveClient<P extends readonly ImPlugin[] = readonly []> {
  readonly client: ImClient & PluginApis<P>
  readonly events: ImEvent[]
  of<T extends ImEvent['type']>(type: T): Extract<ImEvent, { type: T }>[]
}

export function liveClient<const P extends readonly ImPlugin[] = readonly []>(
  server: TestServer,
  overrides?: Partial<ImClientOptions> & { readonly plugins?: P },
): LiveClient<P> {
  const client = createImClient<P>({
    uid: 'alice',
    token: 'alice-token',
    address: server.url,
    transport: webSocketTransport(WebSocket),
    reconnect: { triggers: false, backoff: false },
    // Fast but still the spec's shape: shorter delays so the suite stays in seconds.
    constants: { reconnectDelayMs: 50 },
    ...overrides,
  })
  const events: ImEvent[] = []
  for (const type of [
    'status',
    'message',
    'command',
    'messageStatus',
    'error',
    'subscription',
    'delay',
  ] as const) {
    client.on(type, (event) => events.push(event))
  }
  return { client, events, of: (type) => events.filter((e) => e.type === type) as never }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
