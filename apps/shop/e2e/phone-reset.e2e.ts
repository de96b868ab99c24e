import { createApiClient, userRegister } from '@crossmart/api-client'
import { untilHydrated } from '@crossmart/dev-kit/hydration'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, logIn, newPhone } from './browser.ts'
import { runOps } from './ops.ts'
import { type RunningServer, startServer } from './start-server.ts'

// Issue #46 "Account recovery": a shopper registered with a phone only gets the reset code by SMS.
// The development SMS outbox is read with `ops sms`, which opens the server's PGlite (one process):
// the test stops its server, runs `ops` and starts it again on the same port, as account-space does.
let server: RunningServer
let browser: Browser

const api = () => createApiClient({ baseUrl: server.url, getLang: () => 'en', duplicateWindowMs: 0 })

async function restartAfter<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const { port, dataDir } = server
  await server.stop({ keepData: true })
  try {
    return await work(dataDir)
  } finally {
    server = await startServer({ port, dataDir })
  }
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('password reset by SMS in Chromium', () => {
  it('a phone shopper asks with the phone number, reads the code from the SMS outbox, sets a new password, logs in', async () => {
    const account = `phone${Date.now().toString(36)}`
    const mobile = `+668${String(Date.now() % 100_000_000).padStart(8, '0')}`
    await api().call(userRegister, {
      username: account,
      mobile,
      password: 'secret123',
      confirmPassword: 'secret123',
    })

    const { page, errors } = await newPhone(browser)
    await page.goto(`${server.url}/forgotPassword`)
    // The server-rendered form answers a tap only once React has adopted it (see untilHydrated).
    const send = page.getByRole('button', { name: 'Send code' })
    await untilHydrated(send)
    await page.getByLabel('Account, email or phone').fill(mobile)
    await send.click()
    await page.getByText(/by SMS to its phone\. It is valid for 15 minutes/).waitFor()

    const texts = (await restartAfter((dataDir) => runOps(dataDir, ['sms', '--limit', '20']))) as {
      to: string
      text: string
    }[]
    const sms = texts.find((message) => message.to === mobile)
    expect(sms?.text).toMatch(/is your CrossMart password reset code/)
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)

    await page.getByLabel('Verification code').fill(code ?? '')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('New password', { exact: true }).fill('brandnew1')
    await page.getByLabel('Confirm new password').fill('brandnew1')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.waitForURL(/\/login$/)
    await logIn(page, { account: mobile, password: 'brandnew1' })
    await page.waitForURL(/\/home$/)
    expect(errors).toEqual([])
  })
})
