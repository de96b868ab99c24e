import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { USER } from '../../../test-support/fake-data'
import { pickRegion } from '../../../test-support/pick-region'
import { renderApp } from '../../../test-support/render-app'

// Issue #31: register with an email or a mobile (the country-code picker and the national part),
// one of the two, and the Terms agreed; shop-spec §5 messages in the form's error style.
let api: FakeApi
const registered = () => api.requests.filter((r) => r.path === '/api/user/register').map((r) => r.body)

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  api.on('/api/user/register', () => ({ data: { userinfo: { ...USER, token: 'new-token' } } }))
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
})

async function fillCommon() {
  await userEvent.type(screen.getByLabelText('Account'), 'ann')
  await userEvent.type(screen.getByLabelText('Password'), 'secret1')
  await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1')
}

describe('register (/register)', () => {
  it('needs the Terms agreed, then sends the email only', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/register' })
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.com')
    await fillCommon()
    expect(screen.getByRole('link', { name: 'Read the Terms' }).getAttribute('href')).toBe('/law')
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Please agree to the Terms')).toBeTruthy()
    expect(registered()).toEqual([])
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms' }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Account created')).toBeTruthy()
    expect(registered()).toEqual([
      { username: 'ann', email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1' },
    ])
  })

  it('with a mobile: the picker and the national part make the E.164 number; no email is sent', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/register' })
    await userEvent.click(await screen.findByRole('radio', { name: 'Mobile phone' }))
    expect(screen.queryByLabelText('Email')).toBeNull()
    // The browser's region (jsdom: en-US) is the default.
    const picker = screen.getByRole('button', { name: /^Country code: / })
    expect(picker.getAttribute('aria-label')).toBe('Country code: United States +1')
    await pickRegion(/^Country code: /, '+66', 'Thailand +66')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(picker.getAttribute('aria-label')).toBe('Country code: Thailand +66')
    expect(picker.textContent).toBe('🇹🇭 +66')
    await userEvent.type(screen.getByLabelText('Mobile phone'), '081 234 5678')
    await fillCommon()
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms' }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Account created')).toBeTruthy()
    expect(registered()).toEqual([
      { username: 'ann', mobile: '+66812345678', password: 'secret1', confirmPassword: 'secret1' },
    ])
  })

  it('names the countries in the shopper language and finds them by name, code or calling code', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/register', lang: 'zh' })
    await userEvent.click(await screen.findByRole('radio', { name: '手机号' }))
    await userEvent.click(screen.getByRole('button', { name: '国家/地区代码: 美国 +1' }))
    const sheet = await screen.findByRole('dialog', { name: '国家/地区代码' })
    // The chosen one is marked, the search box has the focus.
    expect(within(sheet).getByRole('radio', { name: '美国 +1' }).getAttribute('aria-checked')).toBe('true')
    const search = within(sheet).getByRole('searchbox', { name: '按国家/地区或代码搜索' })
    expect(document.activeElement).toBe(search)
    await userEvent.type(search, '泰')
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['泰国 +66'])
    await userEvent.clear(search)
    await userEvent.type(search, 'xx9')
    expect(within(sheet).getByText('没有匹配的国家或地区')).toBeTruthy()
    await userEvent.clear(search)
    await userEvent.type(search, '+44')
    expect(
      within(sheet)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toContain('英国 +44')
    // Closing without a choice keeps the code.
    await userEvent.click(within(sheet).getByRole('button', { name: '关闭' }))
    expect(screen.getByRole('button', { name: '国家/地区代码: 美国 +1' })).toBeTruthy()
  })

  // Issue #46: a taken account name is said beside the field and stays, not in a 1.2 s toast.
  it('shows a taken account name beside the field until it is changed', async () => {
    api.on('/api/user/register', () => ({
      data: null,
      code: 1013,
      msg: 'This account name is already registered',
    }))
    await renderApp({ baseUrl: api.baseUrl, path: '/register' })
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@example.com')
    await fillCommon()
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms' }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    const refusal = await screen.findByText('This account name is already registered')
    const account = screen.getByLabelText('Account')
    expect(account.getAttribute('aria-invalid')).toBe('true')
    expect(account.getAttribute('aria-describedby')).toContain(refusal.id)
    expect(document.querySelector('.cm-toast')).toBeNull()
    await userEvent.type(account, '2')
    expect(screen.queryByText('This account name is already registered')).toBeNull()
  })

  it('refuses a mobile that is not one', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/register' })
    await userEvent.click(await screen.findByRole('radio', { name: 'Mobile phone' }))
    await userEvent.type(screen.getByLabelText('Mobile phone'), 'call me')
    await fillCommon()
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms' }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Please enter a valid mobile number')).toBeTruthy()
    expect(registered()).toEqual([])
  })
})
