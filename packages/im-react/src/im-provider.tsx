import { createImClient, type ImClientOptions } from '@crossmart/im-sdk'
import { useEffect, useState } from 'react'
import type { BindableClient } from './client-type.js'
import { ImClientProvider, type ImClientProviderProps } from './provider.js'

export type ImProviderProps = Omit<ImClientProviderProps, 'client'> &
  (
    | {
        /** A client the app made and owns (it connects and destroys it). */
        client: BindableClient | null
        options?: never
      }
    | {
        /**
         * The options of a client the provider makes in the browser, connects, and destroys when it
         * unmounts or the options object changes (keep it stable, e.g. with useMemo).
         */
        options: ImClientOptions
        client?: never
      }
  )

/**
 * Gives the hooks below it their client: one the app made, or one made from `options`. No client
 * lives at module level: each provider has its own, so two providers (two users, tests) share
 * nothing. The client is made in an effect, so a server render (SSR) makes none and the hooks
 * return their empty state.
 */
export function ImProvider({ client: given, options, ...rest }: ImProviderProps) {
  const [made, setMade] = useState<BindableClient | null>(null)
  useEffect(() => {
    if (options === undefined) return
    const client = createImClient(options)
    setMade(client)
    client.connect()
    return () => {
      setMade(null)
      client.destroy()
    }
  }, [options])
  return <ImClientProvider {...rest} client={options === undefined ? (given ?? null) : made} />
}
