import { describe, expect, it } from 'vitest'
import { validateLogin } from './login-rules'

describe('validateLogin (shop-spec §5)', () => {
  it.each([
    ['account', '', 'x', { account: 'validation.accountRequired' }],
    ['account', '   ', 'x', { account: 'validation.accountRequired' }],
    ['account', 'demo', '', { password: 'validation.passwordRequired' }],
    ['account', '', '', { account: 'validation.accountRequired', password: 'validation.passwordRequired' }],
    ['account', 'demo', 'demo1234', {}],
    ['email', 'demo', 'x', { account: 'validation.emailInvalid' }],
    ['email', 'demo@crossmart.example', 'x', {}],
    ['email', '', 'x', { account: 'validation.accountRequired' }],
    ['phone', '12ab', 'x', { account: 'validation.mobileInvalid' }],
    ['phone', '+10000000001', 'x', {}],
    ['phone', '12345', 'x', { account: 'validation.mobileInvalid' }],
  ] as const)('%s %j / %j -> %j', (mode, account, password, expected) => {
    expect(validateLogin(mode, { account, password })).toEqual(expected)
  })
})
