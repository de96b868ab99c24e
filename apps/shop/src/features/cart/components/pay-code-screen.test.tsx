import { API_CODE } from '@crossmart/api-client'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { USER } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'

// /changePayPwd (shop-spec §2, §5) with issue #46: the current code checked first, trivial new codes
// refused, and "forgot payment code" by a code sent to the shopper.
let api: FakeApi
let payCodeSet: boolean
const TOKEN = 'good-token'

const bodiesOf = (path: string) => api.requests.filter((r) => r.path === path).map((r) => r.body)

async function enterCode(code: string) {
  const keyboard = await screen.findByRole('group', { name: 'Number keyboard' })
  for (const digit of code) await userEvent.click(within(keyboard).getByRole('button', { name: digit }))
}
const hint = (text: string | RegExp) => screen.findByText(text, { selector: 'p.cm-password-input__hint' })

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  payCodeSet = true
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: { ...USER, payCodeSet } }))
  api.on('/api/user/verify_pay', () => ({ data: { valid: true, payCodeSet: true } }))
  api.on('/api/user/resetPay', () => ({ data: null }))
  api.on('/api/user/pay_code_send_code', () => ({
    data: { expiresInSeconds: 900, codeLength: 6, channel: 'sms', destination: '+66•••••••78' },
  }))
  api.on('/api/user/pay_code_reset', () => ({ data: null }))
})

describe('payment code (/changePayPwd)', () => {
  it('first set: a trivial code is refused with the reason; the two entries must match', async () => {
    payCodeSet = false
    await renderApp({ baseUrl: api.baseUrl, path: '/changePayPwd', token: TOKEN })
    expect(await screen.findByText('Enter a new 6-digit payment code', { selector: 'p' })).toBeTruthy()
    await enterCode('123456')
    expect(
      await hint(
        'This payment code is too easy to guess (one digit repeated, or a run like 123456): choose another',
      ),
    ).toBeTruthy()
    await enterCode('777777')
    expect(await hint(/too easy to guess/)).toBeTruthy()
    await enterCode('246810')
    await enterCode('246811')
    expect(await hint('The two entries do not match. Enter the new code again')).toBeTruthy()
    await enterCode('246810')
    await enterCode('246810')
    expect(await screen.findByText('Payment code set')).toBeTruthy()
    expect(bodiesOf('/api/user/resetPay')).toEqual([{ mode: 'set', newCode: '246810' }])
  })

  it('change: the current code is checked before a new one is asked; a wrong one stays on that step', async () => {
    let right = false
    api.on('/api/user/verify_pay', () =>
      right
        ? { data: { valid: true, payCodeSet: true } }
        : { data: null, code: API_CODE.payCodeWrong, msg: 'Wrong payment code' },
    )
    await renderApp({ baseUrl: api.baseUrl, path: '/changePayPwd', token: TOKEN })
    expect(await screen.findByText('Enter your current payment code', { selector: 'p' })).toBeTruthy()
    // The demo's 123456 is trivial, yet it is the current code: typed, and checked by the server.
    await enterCode('123456')
    expect(await hint('Wrong payment code')).toBeTruthy()
    expect(screen.getByText('Enter your current payment code', { selector: 'p' })).toBeTruthy()
    expect(bodiesOf('/api/user/verify_pay')).toEqual([{ payCode: '123456' }])
    right = true
    await enterCode('123456')
    expect(await screen.findByText('Enter a new 6-digit payment code', { selector: 'p' })).toBeTruthy()
    await enterCode('654321')
    expect(await hint(/too easy to guess/)).toBeTruthy()
    await enterCode('258147')
    await enterCode('258147')
    expect(await screen.findByText('Payment code changed')).toBeTruthy()
    expect(bodiesOf('/api/user/resetPay')).toEqual([{ mode: 'change', oldCode: '123456', newCode: '258147' }])
  })

  it('forgot payment code: a code by SMS, then a new code twice; a wrong code goes back to the code', async () => {
    let codeRight = false
    api.on('/api/user/pay_code_reset', () =>
      codeRight
        ? { data: null }
        : { data: null, code: API_CODE.failure, msg: 'The code is wrong or has expired' },
    )
    await renderApp({ baseUrl: api.baseUrl, path: '/changePayPwd', token: TOKEN })
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot payment code?' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(
      await screen.findByText('A code was sent by SMS to +66•••••••78. It is valid for 15 minutes.'),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: /New code in \d+ s/ }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Please enter the 6-digit code you received')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Verification code'), '424242')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await enterCode('111111')
    expect(await hint(/too easy to guess/)).toBeTruthy()
    await enterCode('975310')
    await enterCode('975310')
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy()
    expect(screen.getByLabelText('Verification code')).toBeTruthy()
    codeRight = true
    await userEvent.type(screen.getByLabelText('Verification code'), '424243')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await enterCode('975310')
    await enterCode('975310')
    expect(await screen.findByText('New payment code set')).toBeTruthy()
    expect(bodiesOf('/api/user/pay_code_reset')).toEqual([
      { code: '424242', newCode: '975310', confirmCode: '975310' },
      { code: '424243', newCode: '975310', confirmCode: '975310' },
    ])
    expect(bodiesOf('/api/user/resetPay')).toEqual([])
  })

  it('"I remember it" goes back to the current code', async () => {
    await renderApp({ baseUrl: api.baseUrl, path: '/changePayPwd', token: TOKEN })
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot payment code?' }))
    await userEvent.click(screen.getByRole('button', { name: 'I remember it' }))
    expect(await screen.findByText('Enter your current payment code', { selector: 'p' })).toBeTruthy()
    expect(bodiesOf('/api/user/pay_code_send_code')).toEqual([])
  })
})
