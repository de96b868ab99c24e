import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { USER } from '../../../test-support/fake-data'
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
    const picker = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement
    // The browser's region (jsdom: en-US) is the default.
    expect(picker.value).toBe('US')
    await userEvent.selectOptions(picker, 'TH')
    await userEvent.type(screen.getByLabelText('Mobile phone'), '081 234 5678')
    await fillCommon()
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms' }))
    await userEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(await screen.findByText('Account created')).toBeTruthy()
    expect(registered()).toEqual([
      { username: 'ann', mobile: '+66812345678', password: 'secret1', confirmPassword: 'secret1' },
    ])
  })

  it('names the countries in the shopper language', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/register', lang: 'zh' })
    await userEvent.click(await screen.findByRole('radio', { name: '手机号' }))
    const picker = screen.getByRole('combobox', { name: '国家/地区代码' })
    expect(screen.getByRole('option', { name: /泰国 \+66/ })).toBeTruthy()
    expect((picker as HTMLSelectElement).value).toBe('US')
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
