import type { ConnectionStatus, StatusEvent } from '@crossmart/im-sdk'
import { useMemo, useSyncExternalStore } from 'react'
import { createClientStore } from './client-store.js'
import { useImClient } from './provider.js'

export interface ConnectionView {
  readonly status: ConnectionStatus
  /** The connect-ack or disconnect reason code of the last change (chat-spec §8); 0 when none. */
  readonly reasonCode: number
}

/** Without a client (the server render, or not made yet): disconnected. */
export const NO_CONNECTION: ConnectionView = Object.freeze({ status: 'Disconnect', reasonCode: 0 })
const none = () => NO_CONNECTION
const subscribeNothing = () => () => undefined

/** chat-spec §4 connection status of the provider's client, from its `status` events. */
export function useConnectionStatus(): ConnectionView {
  const client = useImClient()
  const store = useMemo(
    () =>
      client === null
        ? null
        : createClientStore<ConnectionView>(
            client,
            ['status'],
            (previous, event) => {
              if (event !== undefined) {
                const { status, reasonCode } = event as StatusEvent
                return { status, reasonCode }
              }
              return previous?.status === client.status ? previous : { status: client.status, reasonCode: 0 }
            },
            (a, b) => a.status === b.status && a.reasonCode === b.reasonCode,
          ),
    [client],
  )
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, store?.get ?? none, none)
}
