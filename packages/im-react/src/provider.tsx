import { createContext, type ReactNode, useContext } from 'react'
import type { BindableClient, MessageActions } from './client-type.js'
import { ImReactError } from './errors.js'

/** What the provider hands the hooks: the client (null until made, and on the server) and the app's actions. */
export interface ImContextValue {
  readonly client: BindableClient | null
  readonly actions: MessageActions | undefined
  readonly extrasCommands: readonly string[] | undefined
}

const ImContext = createContext<ImContextValue | null>(null)

export interface ImClientProviderProps {
  children?: ReactNode
  /** A client the app made and owns (it connects and destroys it); null until there is one. */
  client: BindableClient | null
  /** How the app recalls and edits messages on its server (used by `useChannelMessages`). */
  actions?: MessageActions
  /**
   * The `cmd` of the command messages that mean "this channel's message extras changed".
   * Default ['syncMessageExtras', 'syncMessageExtra'].
   */
  extrasCommands?: readonly string[]
}

/**
 * Gives the hooks below it a client the app made. This module imports nothing of the SDK at run
 * time, so an app that makes its client in a lazy chunk keeps the SDK out of its screens' chunks
 * (`<ImProvider>`, which can make the client from options, imports the SDK's client).
 */
export function ImClientProvider({ children, client, actions, extrasCommands }: ImClientProviderProps) {
  return <ImContext.Provider value={{ client, actions, extrasCommands }}>{children}</ImContext.Provider>
}

/** The provider's value; throws NO_PROVIDER outside one. */
export function useImContext(): ImContextValue {
  const value = useContext(ImContext)
  if (value === null)
    throw new ImReactError(
      'NO_PROVIDER',
      'the chat hooks need an <ImProvider> (or <ImClientProvider>) above them',
    )
  return value
}

/** The provider's client: null on the server and until a provider with `options` has made it. */
export function useImClient(): BindableClient | null {
  return useImContext().client
}
