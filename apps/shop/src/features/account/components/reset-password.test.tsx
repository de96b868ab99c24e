import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { locationOf, renderApp } from '../../../test-support/render-app'

const CODE = '482913'
const REFUSAL = 'The code is wrong or has expired.'
let api: FakeApi
let tries = 0

const posts = (path: string) => api.requests.filter((r) => r.path === path && r.method === 'POST')

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  tries = 0
  api.requests.length = 0
  api.on('/api/user/forgot_send_code', () => ({ data: { expiresInSeconds: 900, codeLength: 6 } }))
  // The server's rules: the right code until 5 wrong tries; one message for every refusal.
  api.on('/api/user/forgot_verify_code', (r) => {
    const { code } = r.body as { code: string }
    if (tries < 5 && code === CODE) return { data: { valid: true } }
    tries += 1
    return { data: null, code: 0, msg: REFUSAL }
  })
  api.on('/api/user/forgot_reset', () => ({ data: null }))
})
afterEach(() => {
  vi.useRealTimers()
})

async function requestCode(path = '/forgotPassword') {
  const view = await renderApp({ baseUrl: api.baseUrl, path })
  await userEvent.type(await screen.findByLabelText('Account, email or phone'), ' demo ')
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
  expect(await screen.findByText(/valid for 15 minutes/)).toBeTruthy()
  return view
}
async function tryCode(code: string) {
  const field = screen.getByLabelText('Verification code')
  await userEvent.clear(field)
  await userEvent.type(field, code)
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
}

describe('password reset by code', () => {
  it('asks for the account first and sends nothing without one', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/forgotPassword' })
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }))
    expect(screen.getByText('Please enter your account')).toBeTruthy()
    expect(posts('/api/user/forgot_send_code')).toEqual([])
  })

  it('account -> code -> new password -> /login, with the same account and code', async () => {
    const { runtime } = await requestCode()
    expect(posts('/api/user/forgot_send_code').map((r) => r.body)).toEqual([{ account: 'demo' }])
    await tryCode('12')
    expect(screen.getByText('Please enter the 6-digit code you received')).toBeTruthy()
    await tryCode(CODE)
    await userEvent.type(await screen.findByLabelText('New password'), 'abc')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abd')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(screen.getByText('The password needs at least 6 characters')).toBeTruthy()
    expect(screen.getByText('The two passwords do not match')).toBeTruthy()
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.type(screen.getByLabelText('New password'), 'brandnew1')
    await userEvent.clear(screen.getByLabelText('Confirm new password'))
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brandnew1')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/login'))
    expect(posts('/api/user/forgot_reset').map((r) => r.body)).toEqual([
      { account: 'demo', code: CODE, newPassword: 'brandnew1', confirmPassword: 'brandnew1' },
    ])
  })

  it('counts the wrong tries down and stops after the fifth', async () => {
    await requestCode()
    // Different codes: the same post again within 1 s is the duplicate submit of shop-spec §5.
    for (let left = 4; left >= 1; left--) {
      await tryCode(`00000${left}`)
      expect(await screen.findByText(`Wrong code. Tries left: ${left}`)).toBeTruthy()
    }
    await tryCode('000000')
    expect(await screen.findByText('Too many wrong tries. Request a new code')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    expect(posts('/api/user/forgot_verify_code')).toHaveLength(5)
  })

  it('says the code expired after 15 minutes, without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await requestCode()
    vi.setSystemTime(Date.now() + 15 * 60 * 1000)
    await tryCode(CODE)
    expect(await screen.findByText('The code has expired. Request a new one')).toBeTruthy()
    expect(posts('/api/user/forgot_verify_code')).toEqual([])
  })

  it('offers a new code only after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await requestCode()
    const wait = screen.getByRole('button', { name: /New code in \d+ s/ }) as HTMLButtonElement
    expect(wait.disabled).toBe(true)
    vi.setSystemTime(Date.now() + 61_000)
    const resend = await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 })
    await userEvent.click(resend)
    await waitFor(() => expect(posts('/api/user/forgot_send_code')).toHaveLength(2))
  })

  it('is what a guest gets on /changePassword', async () => {
    await requestCode('/changePassword')
    expect(screen.getByLabelText('Verification code')).toBeTruthy()
  })
})
