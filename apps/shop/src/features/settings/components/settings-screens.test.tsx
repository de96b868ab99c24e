import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { APPEARANCE_STORAGE_KEY } from '../../../lib/appearance/appearance'
import { userInfoAtom } from '../../../lib/session/session-atoms'
import { TOKEN_COOKIE_NAME } from '../../../lib/session/token-cookie'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { cartView, USER } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'

let api: FakeApi
let user = { ...USER }
const AT = '2026-03-01T10:00:00.000Z'
const posts = (path: string) => api.requests.filter((r) => r.path === path && r.method === 'POST')

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  user = { ...USER }
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: user }))
  api.on('/api/cart/list', () => ({ data: cartView(0) }))
  api.on('/api/user/profile', (r) => {
    user = { ...user, ...(r.body as object) }
    return { data: user }
  })
  api.on('/api/upload/image', () => ({ data: { url: '/uploads/face.png', size: 4, mime: 'image/png' } }))
  api.on('/api/user/resetpwd', () => ({ data: null }))
  api.on('/api/user/language_list', () => ({
    data: {
      list: [
        { code: 'en', name: 'English (server)' },
        { code: 'zh', name: '中文 (server)' },
      ],
    },
  }))
  api.on('/api/user/logout', () => ({ data: null }))
  api.on('/api/index/platform', () => ({
    data: {
      name: 'CrossMart',
      logo: '',
      about: 'A shop',
      merchantEntryUrl: 'https://merchants.example/join',
      sellerUrl: 'https://merchants.example/sell',
      serviceEmail: 'help@crossmart.example',
      currencySymbol: '$',
    },
  }))
  api.on('/api/user/sessions', () => ({
    data: {
      list: [
        {
          id: 'a'.repeat(16),
          current: true,
          createdAt: AT,
          lastUsedAt: AT,
          expiresAt: AT,
          userAgent: 'Firefox on Linux',
        },
        {
          id: 'b'.repeat(16),
          current: false,
          createdAt: AT,
          lastUsedAt: null,
          expiresAt: AT,
          userAgent: 'Safari on iPhone',
        },
        { id: 'c'.repeat(16), current: false, createdAt: AT, lastUsedAt: AT, expiresAt: AT, userAgent: null },
      ],
    },
  }))
  api.on('/api/user/session_revoke', () => ({ data: null }))
  api.on('/api/user/session_revoke_others', () => ({ data: { revoked: 2 } }))
})

const open = (path: string) => renderApp({ baseUrl: api.baseUrl, path, token: 'tok' })

describe('/profile', () => {
  it('shows the saved values and refuses an invalid email and mobile with the rule messages', async () => {
    await open('/profile')
    const email = await screen.findByLabelText('Email')
    expect((email as HTMLInputElement).value).toBe(USER.email)
    expect((screen.getByLabelText('Account') as HTMLInputElement).readOnly).toBe(true)
    await userEvent.clear(email)
    await userEvent.type(email, 'not-an-email')
    const mobile = screen.getByLabelText('Mobile phone')
    await userEvent.clear(mobile)
    await userEvent.type(mobile, '12ab')
    await userEvent.clear(screen.getByLabelText('Given name'))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Please enter a valid email')).toBeTruthy()
    expect(screen.getByText('Please enter a valid mobile number')).toBeTruthy()
    expect(screen.getByText('Please enter a name')).toBeTruthy()
    expect(posts('/api/user/profile')).toEqual([])
  })

  it('sends only the changed fields and the session user info follows', async () => {
    const { runtime } = await open('/profile')
    const name = await screen.findByLabelText('Given name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Profile saved')).toBeTruthy()
    expect(posts('/api/user/profile').map((r) => r.body)).toEqual([{ nickname: 'Ada' }])
    expect(runtime.services.store.get(userInfoAtom)?.nickname).toBe('Ada')
  })

  it('says so when nothing changed', async () => {
    await open('/profile')
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Nothing has changed')).toBeTruthy()
    expect(posts('/api/user/profile')).toEqual([])
  })

  it('uploads a new avatar and saves its URL', async () => {
    const { runtime } = await open('/profile')
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' })
    await userEvent.upload(await screen.findByLabelText('Change avatar'), file)
    await waitFor(() =>
      expect(posts('/api/user/profile').map((r) => r.body)).toEqual([{ avatar: '/uploads/face.png' }]),
    )
    await waitFor(() => expect(runtime.services.store.get(userInfoAtom)?.avatar).toBe('/uploads/face.png'))
  })
})

describe.each(['/changePassword', '/passwords'])('%s (logged in)', (path) => {
  it('shows the password rules: at least 6, different from the old one, the two match', async () => {
    await open(path)
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }))
    expect(screen.getAllByText('Please enter your password')).toHaveLength(2)
    await userEvent.type(screen.getByLabelText('Current password'), 'secret1')
    await userEvent.type(screen.getByLabelText('New password'), 'abc')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByText('The password needs at least 6 characters')).toBeTruthy()
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'secret1')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret1')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByText('The new password must differ from the old one')).toBeTruthy()
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'secret2')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByText('The two passwords do not match')).toBeTruthy()
    expect(posts('/api/user/resetpwd')).toEqual([])
  })

  it('changes the password, clears token and user info and goes to /login', async () => {
    const { runtime, cookies } = await open(path)
    await userEvent.type(await screen.findByLabelText('Current password'), 'secret1')
    await userEvent.type(screen.getByLabelText('New password'), 'secret2')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret2')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/login'))
    expect(posts('/api/user/resetpwd').map((r) => r.body)).toEqual([
      { oldPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' },
    ])
    expect(cookies.jar.has(TOKEN_COOKIE_NAME)).toBe(false)
    expect(runtime.services.store.get(userInfoAtom)).toBeNull()
  })
})

describe('/security', () => {
  it('links to the login password and the payment code, and lists the sessions', async () => {
    await open('/security')
    expect((await screen.findByRole('link', { name: /Login password/ })).getAttribute('href')).toBe(
      '/changePassword',
    )
    expect(screen.getByRole('link', { name: /Payment code/ }).getAttribute('href')).toBe('/changePayPwd')
    const sessions = await screen.findByRole('list', { name: 'Where you are logged in' })
    expect(within(sessions).getByText('Firefox on Linux')).toBeTruthy()
    expect(within(sessions).getByText('This device')).toBeTruthy()
    expect(within(sessions).getByText('Unknown browser')).toBeTruthy()
  })

  it('logs one other session out, then every other after a confirmation', async () => {
    await open('/security')
    const sessions = await screen.findByRole('list', { name: 'Where you are logged in' })
    await userEvent.click(within(sessions).getAllByRole('button', { name: 'Log out' })[0] as HTMLElement)
    await waitFor(() => expect(within(sessions).queryByText('Safari on iPhone')).toBeNull())
    expect(posts('/api/user/session_revoke').map((r) => r.body)).toEqual([{ id: 'b'.repeat(16) }])
    await userEvent.click(screen.getByRole('button', { name: 'Log out everywhere else' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Every other device will have to log in again.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Other devices logged out: 2')).toBeTruthy()
    expect(screen.getByText('No other device is logged in')).toBeTruthy()
    expect(posts('/api/user/session_revoke_others')).toHaveLength(1)
  })
})

describe('/setting', () => {
  it('lists the server languages, and the built-in ones with a note when the list fails', async () => {
    await open('/setting')
    expect(await screen.findByRole('radio', { name: 'English (server)' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: '中文 (server)' })).toBeTruthy()
    api.on('/api/user/language_list', () => ({ data: null, code: 0, msg: 'down' }))
    await open('/setting')
    expect(await screen.findByText(/showing the built-in languages/)).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'ไทย' })).toBeTruthy()
  })

  it('switches the language and remembers the appearance', async () => {
    const { runtime, storage } = await open('/setting')
    await userEvent.click(await screen.findByRole('radio', { name: 'Dark' }))
    expect(storage.map.get(APPEARANCE_STORAGE_KEY)).toBe('dark')
    expect(screen.getByRole('radio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true')
    await userEvent.click(await screen.findByRole('radio', { name: '中文 (server)' }))
    await waitFor(() => expect(runtime.services.i18n.language).toBe('zh'))
    expect(storage.map.get('Lang')).toBe('zh')
  })

  it('shows the version, clears the cache after a confirmation, and logs out after one', async () => {
    const { runtime } = await open('/setting')
    expect(await screen.findByText(/^Version \d+\.\d+\.\d+$/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Clear cache' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    )
    expect(await screen.findByText('Cache cleared')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Do you want to log out?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/login'))
    expect(posts('/api/user/logout')).toHaveLength(1)
  })
})

describe('/filter (me)', () => {
  it('links every screen of the shopper, support and the platform merchant links', async () => {
    api.on('/api/notification/unread_count', () => ({ data: { unread: 3 } }))
    await open('/filter')
    for (const [name, href] of [
      ['Profile', '/profile'],
      ['Favourites', '/myFavourite'],
      ['Followed shops', '/heart'],
      ['Security', '/security'],
      ['Settings', '/setting'],
      ['Customer service', '/service'],
      ['Help and support', '/helpAndSupport'],
      ['Legal and policy', '/law'],
      ['About the platform', '/platform'],
    ] as const)
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href)
    expect((await screen.findByRole('link', { name: /Merchant entry/ })).getAttribute('href')).toBe(
      'https://merchants.example/join',
    )
    expect(screen.getByRole('link', { name: /Platform seller/ }).getAttribute('href')).toBe(
      'https://merchants.example/sell',
    )
    const notifications = await screen.findByRole('link', { name: /Notifications/ })
    await waitFor(() => expect(within(notifications).getByText('3')).toBeTruthy())
    await act(async () => {})
  })
})
