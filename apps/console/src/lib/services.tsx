import type { ApiClient } from '@crossmart/api-client'
import { createContext, type ReactNode, useContext } from 'react'
import type { AlertDevice } from './alert-device'
import type { AlertSettingsStore } from './alert-settings'
import type { ChatTransport } from './chat-transport'
import type { ThemeStore } from './theme-store'

/**
 * What the console's screens use from the outside world, built once in main.tsx (or by a test) and
 * handed down through context: no module-level state (CONVENTIONS "no singletons").
 */
export interface ConsoleServices {
  api: ApiClient
  /** Where the session token is kept between visits. */
  tokenStore: TokenStore
  /** How the chat client reaches the gateway (the browser's WebSocket; a fake one in tests). */
  chat: ChatTransport
  /** The page's location, to resolve the chat socket's relative address. */
  location: Pick<Location, 'protocol' | 'host'>
  /** Issue #44: the chime and desktop notices, and where this device keeps their settings. */
  alerts: AlertDevice
  alertSettings: AlertSettingsStore
  /** Issue #44: the light or dark theme chosen on this device, else the system's. */
  themeStore: ThemeStore
}

export interface TokenStore {
  read(): string | null
  write(token: string | null): void
}

/** localStorage under one key; a storage that throws (private mode) keeps the session for this page only. */
export function createTokenStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  key = 'console-token',
): TokenStore {
  return {
    read() {
      try {
        return storage.getItem(key)
      } catch {
        return null
      }
    },
    write(token) {
      try {
        if (token === null) storage.removeItem(key)
        else storage.setItem(key, token)
      } catch {
        // Not persisted: the next visit logs in again.
      }
    },
  }
}

const ServicesContext = createContext<ConsoleServices | null>(null)

export function ServicesProvider({ services, children }: { services: ConsoleServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices needs a ServicesProvider above it')
  return services
}
