import { createContext, useContext } from 'react'
import type { AppServices } from './runtime'

export const ServicesContext = createContext<AppServices | null>(null)

/** The app's services (api, session, toast, ...), provided once at the root. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices: no <ServicesContext.Provider> above this component')
  return services
}

export function useApi() {
  return useServices().api
}
