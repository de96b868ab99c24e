import { createImClient, type ImClientOptions } from '@crossmart/im-sdk'
import { useEffect, useState } from 'react'
import type { BindableClient } from './client-type.js'
import { ImProvider, type ImProviderProps } from './provider.js'

export type ImClientProviderProps = Omit<ImProviderProps, 'client'> & {
  /**
   * The options of the client the provider makes in the browser, connects, and destroys when it
   * unmounts or the options object changes (keep it stable, e.g. with useMemo).
   */
  options: ImClientOptions
}

/**
 * An `<ImProvider>` that makes its own client. The client is made in an effect, so a server render
 * (SSR) makes none and the hooks return their empty state.
 */
export function ImClientProvider({ options, ...rest }: ImClientProviderProps) {
  const [client, setClient] = useState<BindableClient | null>(null)
  useEffect(() => {
    const made = createImClient(options)
    setClient(made)
    made.connect()
    return () => {
      setClient(null)
      made.destroy()
    }
  }, [options])
  return <ImProvider {...rest} client={client} />
}
