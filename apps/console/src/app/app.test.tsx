import { createImClient } from '@crossmart/im-sdk'
import { createFakeServer } from '@crossmart/im-sdk/testing'
import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createConsoleI18n } from '../i18n/create-i18n'
import type { TokenStore } from '../lib/services'
import { createFakeAlertDevice, createMemoryAlertSettings } from '../test-support/fake-alerts'
import { createFakeApi, type FakeHandler } from '../test-support/fake-api'
import { aBalance } from '../test-support/finance-data'
import { OPERATOR_ME, OWNER_ME, STAFF_ME } from '../test-support/render-console'
import { App } from './app'

const USER = {
  id: 7,
  username: 'x',
  nickname: 'x',
  email: '',
  mobile: '',
  avatar: '',
  balanceCents: 0,
  payCodeSet: false,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
}

async function renderApp(handlers: Record<string, FakeHandler>, path = '/console/inbox') {
  let stored: string | null = null
  const tokenStore: TokenStore = {
    read: () => stored,
    write: (t) => {
      stored = t
    },
  }
  const fake = createFakeApi({
    '/api/chat/login': () => ({ status: 200 }),
    '/api/chat/getWebSocketUrl': () => ({ uid: '7', token: 't', wsUrl: '/chat/ws' }),
    '/api/chat/getRecentConversation': () => ({ list: [] }),
    '/api/console/inbox': () => ({ list: [], total: 0, page: 1, limit: 100 }),
    '/api/console/quick_replies': () => ({ list: [] }),
    '/api/console/recharges': () => ({ list: [], total: 0, page: 1, limit: 20 }),
    '/api/user/logout': () => null,
    ...handlers,
  })
  const server = createFakeServer()
  render(
    <App
      services={{
        api: fake.api,
        tokenStore,
        chat: {
          createClient: ((o: Parameters<typeof createImClient>[0]) =>
            createImClient({ ...o, transport: server.transport })) as typeof createImClient,
        },
        location: { protocol: 'http:', host: 'console.test' },
        alerts: createFakeAlertDevice().device,
        alertSettings: createMemoryAlertSettings(),
        themeStore: { read: () => 'light', write: () => undefined },
      }}
      i18n={await createConsoleI18n('en')}
      history={createMemoryHistory({ initialEntries: [path] })}
    />,
  )
  return { fake, token: () => stored }
}

async function logIn(account: string) {
  await userEvent.type(await screen.findByLabelText('Account'), account)
  await userEvent.type(screen.getByLabelText('Password'), 'secret123')
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('console login', () => {
  const login = (): FakeHandler => () => ({ userinfo: { ...USER, token: 'session-token' } })

  it('refuses a shopper account with a clear message and keeps no session', async () => {
    const { fake, token } = await renderApp({
      '/api/user/login': login(),
      '/api/console/me': () => ({
        refuse: 'The console is for shop staff and platform operators only',
        code: 1003,
      }),
    })
    await logIn('demo')
    expect(
      await screen.findByText('This account is not a staff or operator account. Shoppers use the shop app.'),
    ).toBeTruthy()
    expect(token()).toBeNull()
    expect(fake.calls.map((c) => c.path)).toContain('/api/user/logout')
  })

  it.each([
    ['/console/apply', 'Sell on CrossMart'],
    ['/console/apply/status?ref=MA-X&token=t', 'Your seller application'],
    ['/console/set-password?code=1.abc', 'Set your password'],
  ])('issue #48: opens the guest page %s without a login', async (path, heading) => {
    const { fake } = await renderApp(
      {
        '/api/index/category': () => ({ list: [] }),
        '/api/merchant/application_status': () => ({
          refuse: 'No application matches this link',
          code: 1002,
        }),
      },
      path,
    )
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
    expect(fake.calls.some((c) => c.path === '/api/console/me')).toBe(false)
  })

  it('asks for the account and password before calling the server', async () => {
    const { fake } = await renderApp({})
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    expect(screen.getByText('Please enter your account')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/user/login')).toBe(false)
  })

  it("shows staff their shop's sections and operators theirs", async () => {
    await renderApp({ '/api/user/login': login(), '/api/console/me': () => STAFF_ME })
    await logIn('service1')
    const nav = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Inbox',
      'Team notes',
      'Orders',
      'Quick replies',
      'Queue settings',
      'Labels',
      'Reports',
    ])
    expect(
      await screen.findByText('No conversations yet. New ones appear here as shoppers write.'),
    ).toBeTruthy()
    // Issue #29: every page has a level-one heading; on a phone the sections fold behind Menu.
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy()
    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(menu.getAttribute('aria-controls')).toBe('console-menu')
    await userEvent.click(menu)
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('banner').className).toContain('topbar--open')
    // Following a section closes it.
    await userEvent.click(within(nav).getByRole('link', { name: 'Orders' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'),
    )
  })

  it('lets operators reach the audit queues and switches to dark', async () => {
    await renderApp(
      { '/api/user/login': login(), '/api/console/me': () => OPERATOR_ME },
      '/console/recharges',
    )
    await logIn('operator')
    const nav = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Inbox',
      'Team notes',
      'Labels',
      'Recharges',
      'Withdrawals',
      'Money',
      'Applications',
      'Shops',
      'Catalogue',
      'Complaints',
      'Audit log',
      'Reports',
      'Status',
    ])
    expect(await screen.findByText('No recharges here.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }))
    await waitFor(() => expect(document.documentElement.dataset['theme']).toBe('dark'))
  })

  it("shows Finance to the shop's owner only, and tells anyone else who opens it", async () => {
    await renderApp(
      {
        '/api/user/login': login(),
        '/api/console/me': () => OWNER_ME,
        '/api/console/shop_balance': () => aBalance(),
        '/api/console/shop_payouts': () => ({ list: [], total: 0, page: 1, limit: 10 }),
        '/api/console/shop_statement': () => ({
          list: [],
          total: 0,
          page: 1,
          limit: 20,
          totals: { grossCents: 0, commissionCents: 0, refundedCents: 0, netCents: 0 },
        }),
      },
      '/console/finance',
    )
    await logIn('owner1')
    const nav = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toContain('Finance')
    expect(await screen.findByRole('heading', { level: 1, name: 'Finance' })).toBeTruthy()
  })

  it.each([
    ['an agent', STAFF_ME],
    ['a manager', { ...STAFF_ME, shopRole: 'manager' as const }],
    ['an operator', OPERATOR_ME],
  ])('does not show Finance to %s', async (_who, me) => {
    const { fake } = await renderApp(
      { '/api/user/login': login(), '/api/console/me': () => me },
      '/console/finance',
    )
    await logIn('someone')
    const nav = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('Finance')
    expect(await screen.findByText("Only the shop's owner can open this page.")).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/shop_balance')).toBe(false)
  })

  it.each([
    ['the owner', OWNER_ME],
    ['a manager', { ...STAFF_ME, shopRole: 'manager' as const }],
  ])('issue #48: shows Products to %s and opens the table', async (_who, me) => {
    await renderApp(
      {
        '/api/user/login': login(),
        '/api/console/me': () => me,
        '/api/index/category': () => ({ list: [] }),
        '/api/console/products': () => ({ list: [], total: 0, page: 1, limit: 20 }),
      },
      '/console/products',
    )
    await logIn('owner1')
    const nav = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toContain('Products')
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy()
  })

  it.each([
    ['an agent', STAFF_ME],
    ['an operator', OPERATOR_ME],
  ])('issue #48: does not show Products to %s', async (_who, me) => {
    const { fake } = await renderApp(
      { '/api/user/login': login(), '/api/console/me': () => me },
      '/console/products',
    )
    await logIn('someone')
    const nav = await screen.findByRole('navigation', { name: 'Console sections' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('Products')
    expect(await screen.findByText("Only the shop's owner and managers can manage products.")).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/products')).toBe(false)
  })

  it('keeps Money to operators', async () => {
    await renderApp({ '/api/user/login': login(), '/api/console/me': () => STAFF_ME }, '/console/money')
    await logIn('service1')
    expect(await screen.findByText('Only platform operators can open this page.')).toBeTruthy()
  })

  it('issue #48: takes operators through the Catalogue sections, each loaded when opened', async () => {
    await renderApp(
      {
        '/api/user/login': login(),
        '/api/console/me': () => OPERATOR_ME,
        '/api/console/categories': () => ({ list: [] }),
        '/api/console/banners': () => ({ list: [] }),
        '/api/console/announcements': () => ({ list: [] }),
        '/api/console/hot_lists': () => ({ products: [], shops: [] }),
      },
      '/console/catalogue',
    )
    await logIn('operator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue' })).toBeTruthy()
    expect(await screen.findByText('No categories yet.')).toBeTruthy()
    const sections = screen.getByRole('navigation', { name: 'Catalogue sections' })
    await userEvent.click(within(sections).getByRole('link', { name: 'Banners' }))
    expect(await screen.findByText('No banners yet.')).toBeTruthy()
    await userEvent.click(within(sections).getByRole('link', { name: 'Announcements' }))
    expect(await screen.findByText('No announcements yet.')).toBeTruthy()
    await userEvent.click(within(sections).getByRole('link', { name: 'Hot lists' }))
    expect(await screen.findAllByText('Nothing in this list yet.')).toHaveLength(2)
  })

  it('takes operators through the Money sections', async () => {
    await renderApp(
      {
        '/api/user/login': login(),
        '/api/console/me': () => OPERATOR_ME,
        '/api/console/platform_money': () => ({
          commissionCents: 0,
          withdrawalFeesCents: 0,
          escrowCents: 0,
          withdrawalsInReviewCents: 0,
          payoutsInReviewCents: 0,
          shopperBalancesCents: 0,
          shops: [],
        }),
        '/api/console/payouts': () => ({ list: [], total: 0, page: 1, limit: 20 }),
      },
      '/console/money',
    )
    await logIn('operator')
    expect(await screen.findByRole('heading', { level: 1, name: 'Money' })).toBeTruthy()
    expect(await screen.findByText('No shops yet.')).toBeTruthy()
    const sections = screen.getByRole('navigation', { name: 'Money sections' })
    expect([...sections.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Platform',
      'Payout queue',
      'Reconciliation',
      'Commission rates',
    ])
    await userEvent.click(within(sections).getByRole('link', { name: 'Payout queue' }))
    expect(await screen.findByText('No payouts here.')).toBeTruthy()
    expect(within(sections).getByRole('link', { name: 'Payout queue' }).getAttribute('aria-current')).toBe(
      'page',
    )
  })
})
