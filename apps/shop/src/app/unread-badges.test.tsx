import { act, screen, waitFor, within } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../test-support/fake-api'
import { cartView, page, USER } from '../test-support/fake-data'
import { renderApp } from '../test-support/render-app'

let api: FakeApi
let unread = 0

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  unread = 0
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: cartView(0) }))
  api.on('/api/notification/unread_count', () => ({ data: { unread } }))
  api.on('/api/notification/list', () => ({ data: page([], 0) }))
})

const meTab = () => screen.getByRole('link', { name: /^Me( |$)/ })
const unreadCalls = () => api.requests.filter((r) => r.path === '/api/notification/unread_count')

describe('unread badge on the bottom bar (issue #31)', () => {
  it('shows the unread count on the Me tab with a spoken label, asks again on navigation, hides at zero', async () => {
    unread = 3
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/home', token: 'tok' })
    // The count on the icon, spoken after the tab's name.
    expect(await screen.findByRole('link', { name: 'Me 3 unread messages and notifications' })).toBeTruthy()
    expect(meTab().querySelector('.cm-badge')?.textContent).toBe('3')
    // The home header too: the notifications entry with its count, the chat entry with none.
    const bell = screen.getByRole('link', { name: 'Notifications' })
    expect(bell.getAttribute('href')).toBe('/notification')
    expect(within(bell).getByRole('status', { name: '3 unread' }).textContent).toBe('3')
    expect(screen.getByRole('link', { name: 'Messages' }).querySelector('.cm-badge')).toBeNull()
    unread = 0
    await runtime.router.navigate({ to: '/products' })
    await waitFor(() => expect(meTab().querySelector('.cm-badge')).toBeNull())
    expect(meTab().textContent).not.toMatch(/unread/)
    expect(unreadCalls().length).toBeGreaterThanOrEqual(2)
  })

  it('a chat that cannot start in the background shows no error toast over the page', async () => {
    // The chat service is down: the badge's background chat start fails, and only the chat
    // screens (which show their own error with a retry) may say so.
    api.on('/api/chat/login', () => ({ data: null, code: 0, msg: 'chat is down' }))
    unread = 2
    await renderApp({ baseUrl: api.baseUrl, path: '/home', token: 'tok' })
    expect(await screen.findByRole('link', { name: 'Me 2 unread messages and notifications' })).toBeTruthy()
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/chat/login')).toBe(true))
    // Give the failed answer time to reach the toast host before looking.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByText('chat is down')).toBeNull()
  })

  it('a logout takes the counts away: no badge stays for the guest', async () => {
    unread = 4
    const { runtime } = await renderApp({ baseUrl: api.baseUrl, path: '/home', token: 'tok' })
    expect(await screen.findByRole('link', { name: 'Me 4 unread messages and notifications' })).toBeTruthy()
    act(() => runtime.services.session.clear())
    await waitFor(() => expect(meTab().querySelector('.cm-badge')).toBeNull())
    expect(screen.getByRole('link', { name: 'Notifications' }).querySelector('.cm-badge')).toBeNull()
  })

  it('a guest sees no badge and the count is never asked', async () => {
    unread = 5
    await renderApp({ baseUrl: api.baseUrl, path: '/home' })
    await screen.findByRole('link', { name: /^Me( |$)/ })
    expect(meTab().querySelector('.cm-badge')).toBeNull()
    expect(unreadCalls()).toHaveLength(0)
  })
})
