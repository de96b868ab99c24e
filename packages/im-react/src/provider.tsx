import { createImClient, type ImClientOptions } from '@crossmart/im-sdk'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import type { BindableClient, MessageActions } from './client-type.js'
import { ImReactError } from './errors.js'

/** What the provider hands the hooks: the client (null until made, and on the server) and the app's actions. */
export interface ImContextValue {
  readonly client: BindableClient | null
  readonly actions: MessageActions | undefined
  readonly extrasCommands: readonly string[] | undefined
}

const ImContext = createContext<ImContextValue | null>(null)

interface SharedProps {
  children?: ReactNode
  /** How the app recalls and edits messages on its server (used by `useChannelMessages`). */
  actions?: MessageActions
  /**
   * The `cmd` of the command messages that mean "this channel's message extras changed".
   * Default ['syncMessageExtras', 'syncMessageExtra'].
   */
  extrasCommands?: readonly string[]
}

export type ImProviderProps = SharedProps &
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
 * Gives the hooks below it their client. No client lives at module level: each provider has its
 * own, so two providers (two users, tests) share nothing. With `options` the client is made in an
 * effect, so a server render (SSR) makes none and the hooks return their empty state.
 */
export function ImProvider(props: ImProviderProps) {
  const { children, actions, extrasCommands } = props
  const given = props.client
  const options = props.options
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
  const client = options === undefined ? (given ?? null) : made
  return <ImContext.Provider value={{ client, actions, extrasCommands }}>{children}</ImContext.Provider>
}

/** The provider's value; throws NO_PROVIDER outside one. */
export function useImContext(): ImContextValue {
  const value = useContext(ImContext)
  if (value === null) throw new ImReactError('NO_PROVIDER', 'the chat hooks need an <ImProvider> above them')
  return value
}

/** The provider's client: null on the server and until a provider with `options` has made it. */
export function useImClient(): BindableClient | null {
  return useImContext().client
}
