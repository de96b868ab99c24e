import type { ConsoleMe } from '@crossmart/api-client'
import { createImClient } from '@crossmart/im-sdk'
import { createFakeServer } from '@crossmart/im-sdk/testing'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { createStore, Provider as JotaiProvider } from 'jotai'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createConsoleI18n } from '../i18n/create-i18n'
import { ChatClientProvider } from '../lib/chat-client'
import { type ConsoleServices, ServicesProvider } from '../lib/services'
import { meAtom, tokenAtom } from '../lib/session'
import { ToastProvider } from '../lib/toast'
import { createFakeAlertDevice, createMemoryAlertSettings } from './fake-alerts'
import type { FakeApi } from './fake-api'

export const STAFF_ME: ConsoleMe = {
  userId: 7,
  role: 'staff',
  displayName: 'Sam (Shop 1)',
  shopId: 1,
  shopName: 'Shop One',
  shopRole: 'agent',
  serviceId: 'mer_1',
}

/** Issue #42: the owner of shop 1, who alone sees its money. */
export const OWNER_ME: ConsoleMe = {
  userId: 5,
  role: 'staff',
  displayName: 'Owen (Shop 1)',
  shopId: 1,
  shopName: 'Shop One',
  shopRole: 'owner',
  serviceId: 'mer_1',
}

export const OPERATOR_ME: ConsoleMe = {
  userId: 9,
  role: 'operator',
  displayName: 'Olivia',
  shopId: null,
  shopName: null,
  shopRole: null,
  serviceId: 'platform',
}

/**
 * A router whose every path shows `ui`, so the screen's links render (and are followed without
 * unmounting the screen): the console's own routes are not needed to test one screen.
 */
function routerAround(ui: ReactNode) {
  const root = createRootRoute({ component: () => ui })
  const any = createRoute({ getParentRoute: () => root, path: '$', component: () => null })
  return createRouter({
    routeTree: root.addChildren([any]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
}

/**
 * A screen inside the console's providers: the fake API, the session's SDK client on the SDK's
 * in-memory fake server (no socket), English strings, a logged-in session, toasts, a router.
 */
export async function renderScreen(
  ui: ReactNode,
  fake: FakeApi,
  me: ConsoleMe = STAFF_ME,
  /** Issue #44: the alert device and settings a test watches (silent ones by default). */
  devices: Partial<Pick<ConsoleServices, 'alerts' | 'alertSettings'>> = {},
) {
  const server = createFakeServer()
  const services: ConsoleServices = {
    api: fake.api,
    tokenStore: { read: () => 'test-token', write: () => undefined },
    chat: {
      createClient: ((options: Parameters<typeof createImClient>[0]) =>
        createImClient({ ...options, transport: server.transport })) as typeof createImClient,
    },
    location: { protocol: 'http:', host: 'console.test' },
    alerts: devices.alerts ?? createFakeAlertDevice().device,
    alertSettings: devices.alertSettings ?? createMemoryAlertSettings(),
    themeStore: { read: () => 'light', write: () => undefined },
  }
  const i18n = await createConsoleI18n('en')
  const store = createStore()
  store.set(tokenAtom, 'test-token')
  store.set(meAtom, me)
  const router = routerAround(ui)
  await router.load()
  const view = render(
    <ServicesProvider services={services}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <ToastProvider>
            <ChatClientProvider>
              <RouterProvider router={router as never} />
            </ChatClientProvider>
          </ToastProvider>
        </JotaiProvider>
      </I18nextProvider>
    </ServicesProvider>,
  )
  // The router renders its first match after a microtask: wait for it, so a test can query at once.
  await act(async () => {
    await router.load()
  })
  return { ...view, server, store }
}
