import { createApiClient, indexProduct, userLogin, userRegister } from '@crossmart/api-client'
import { untilHydrated } from '@crossmart/dev-kit/hydration'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INTL_LOCALE, type Language } from '../src/i18n/languages.ts'
import { strings as enTitles } from '../src/i18n/locales/en/titles.ts'
import { strings as jpTitles } from '../src/i18n/locales/jp/titles.ts'
import { strings as korTitles } from '../src/i18n/locales/kor/titles.ts'
import { strings as taiTitles } from '../src/i18n/locales/tai/titles.ts'
import { strings as zhTitles } from '../src/i18n/locales/zh/titles.ts'
import { DEMO, launchChromium, logIn, newPhone, snap } from './browser.ts'
import { pay, placeOrder } from './journey-api.ts'
import { runOps } from './ops.ts'
import { type RunningServer, startServer } from './start-server.ts'

// The shopper's own space against its own server: the operator CLI (shipping, the development
// mailer) opens the server's PGlite, which is one process, so these tests stop their server, run
// `ops` and start it again on the same port (the browser keeps its origin, cookie and storage).
let server: RunningServer
let browser: Browser

const api = (token = '') =>
  createApiClient({ baseUrl: server.url, getToken: () => token, getLang: () => 'en', duplicateWindowMs: 0 })

async function restartAfter<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const { port, dataDir } = server
  await server.stop({ keepData: true })
  try {
    return await work(dataDir)
  } finally {
    server = await startServer({ port, dataDir })
  }
}

let registered = 0
async function registerShopper(prefix: string) {
  registered += 1
  const account = `${prefix}${registered}${Date.now().toString(36)}`
  const password = 'secret123'
  await api().call(userRegister, {
    username: account,
    email: `${account}@example.com`,
    password,
    confirmPassword: password,
  })
  return { account, password, email: `${account}@example.com` }
}

async function demoToken(): Promise<string> {
  return (await api().call(userLogin, { account: DEMO.account, password: DEMO.password })).userinfo.token
}

/** A paid order of the demo shopper (cart add, order create, pay with the code: journey-api.ts). */
async function payAnOrder(): Promise<{ id: number; orderSn: string }> {
  const client = api(await demoToken())
  const order = await placeOrder(client, 0)
  await pay(client, order.id)
  return { id: order.id, orderSn: order.orderSn }
}

async function loggedInPhone(lang: string | null = 'en'): Promise<Page> {
  const phone = await newPhone(browser, lang)
  const token = await demoToken()
  await phone.context.addCookies([{ name: 'Admin-Token', value: token, url: server.url }])
  return phone.page
}

beforeAll(async () => {
  server = await startServer()
  browser = await launchChromium()
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe("the shopper's own space in Chromium", () => {
  it('resets a forgotten password with the code from the development mailer, then logs in with it', async () => {
    const shopper = await registerShopper('forgot')
    const { page, errors } = await newPhone(browser)
    await page.goto(`${server.url}/forgotPassword`)
    // The server-rendered form answers a tap only once React has adopted it (see untilHydrated).
    const send = page.getByRole('button', { name: 'Send code' })
    await untilHydrated(send)
    await page.getByLabel('Account, email or phone').fill(shopper.account)
    await send.click()
    await page.getByText(/valid for 15 minutes/).waitFor()
    const mails = (await restartAfter((dataDir) => runOps(dataDir, ['mail', '--limit', '20']))) as {
      to: string
      text: string
    }[]
    const code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.to === shopper.email)?.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    await page.getByLabel('Verification code').fill(code ?? '')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('New password', { exact: true }).fill('brandnew1')
    await page.getByLabel('Confirm new password').fill('brandnew1')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.waitForURL(/\/login$/)
    await logIn(page, { account: shopper.account, password: 'brandnew1' })
    await page.waitForURL(/\/home$/)
    expect(errors).toEqual([])
  })

  it('changes the password and is sent to /login', async () => {
    const shopper = await registerShopper('change')
    const { page, errors } = await newPhone(browser)
    await page.goto(`${server.url}/login`)
    await logIn(page, shopper)
    await page.waitForURL(/\/home$/)
    await page.goto(`${server.url}/security`)
    await page.getByRole('link', { name: /Login password/ }).click()
    await page.getByLabel('Current password').fill(shopper.password)
    await page.getByLabel('New password', { exact: true }).fill('changed12')
    await page.getByLabel('Confirm new password').fill('changed12')
    await page.getByRole('button', { name: 'Change password' }).click()
    await page.waitForURL(/\/login$/)
    await logIn(page, { account: shopper.account, password: 'changed12' })
    await page.waitForURL(/\/home$/)
    expect(errors).toEqual([])
  })

  it('favourites a product and finds it in /myFavourite', async () => {
    const client = api()
    const product = (await client.call(indexProduct, { page: 1, limit: 5 })).list[2]
    if (!product) throw new Error('no product')
    const page = await loggedInPhone()
    await page.goto(`${server.url}/detail/${product.id}/${product.shopId}`)
    await page.getByRole('button', { name: 'Add to favourites', exact: true }).click()
    await page.getByRole('button', { name: 'Remove from favourites', exact: true }).waitFor()
    await page.goto(`${server.url}/filter`)
    await page.getByRole('link', { name: 'Favourites' }).click()
    await page.getByRole('list', { name: 'Favourite products' }).getByText(product.name).waitFor()
  })

  it('follows a shop and finds it in /heart', async () => {
    const product = (await api().call(indexProduct, { page: 1, limit: 5 })).list[0]
    if (!product) throw new Error('no product')
    const page = await loggedInPhone()
    await page.goto(`${server.url}/shop/${product.shopId}`)
    const follow = page.getByRole('button', { name: 'Follow', exact: true })
    await follow.click()
    await page.getByRole('button', { name: 'Following' }).waitFor()
    await page.goto(`${server.url}/heart`)
    await page.getByRole('list', { name: 'Followed shops' }).getByText(product.shopName).waitFor()
  })

  it('pays an order, the operator ships it, and "shipped" shows in /notification with the badge', async () => {
    const order = await payAnOrder()
    await restartAfter((dataDir) =>
      runOps(dataDir, ['ship', String(order.id), '--company', 'DHL', '--tracking', 'JD0042']),
    )
    const page = await loggedInPhone()
    await page.goto(`${server.url}/filter`)
    const entry = page.getByRole('link', { name: /Notifications/ })
    await expect
      .poll(async () => Number((await entry.locator('.cm-badge').textContent()) ?? 0))
      .toBeGreaterThan(0)
    await entry.click()
    const shipped = page.getByRole('button', {
      name: new RegExp(`Order ${order.orderSn} was shipped by DHL, tracking number JD0042`),
    })
    await shipped.waitFor()
    await snap(page, 'account-space-notification-shipped')
    await shipped.click()
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}$`))
  })

  it('opens help (an article, customer service), law and the platform page', async () => {
    const page = await loggedInPhone()
    await page.goto(`${server.url}/helpAndSupport`)
    const first = page.getByRole('list', { name: 'Help articles' }).getByRole('link').first()
    const title = (await first.textContent()) ?? ''
    await first.click()
    await page.waitForURL(/\/helpAndSupport\?id=\d+$/)
    await page.locator('article').getByRole('heading', { name: title }).waitFor()
    expect(await page.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe(
      '/service',
    )
    await page.goto(`${server.url}/law`)
    await page.getByRole('list', { name: 'Policies' }).getByRole('link').first().waitFor()
    await page.goto(`${server.url}/platform`)
    await page.getByRole('link', { name: /Merchant entry and partnership/ }).waitFor()
  })
})

/** The new screens of the shopper's own space, at 390x844 in every language. */
const SCREENS = [
  'filter',
  'profile',
  'setting',
  'security',
  'changePassword',
  'passwords',
  'myFavourite',
  'heart',
  'notification',
  'helpAndSupport',
  'law',
  'platform',
] as const

/** Each language's page titles (namespace `titles`: `title.<first path segment>`, shop-spec §2). */
const TITLES: Record<Language, { title: Record<string, string> }> = {
  en: enTitles,
  zh: zhTitles,
  jp: jpTitles,
  kor: korTitles,
  tai: taiTitles,
}

describe('the new screens in five languages', () => {
  it.each(['en', 'zh', 'jp', 'kor', 'tai'] as const)('%s', async (lang) => {
    const page = await loggedInPhone(lang)
    for (const route of SCREENS) {
      await page.goto(`${server.url}/${route}`)
      // The page's own title is in the language (shop-spec §2), and so is the document's language.
      const heading = page.locator('.cm-nav-bar').first().getByRole('heading', { level: 1 })
      await heading.waitFor()
      expect(await heading.textContent(), `${lang} /${route}`).toBe(TITLES[lang].title[route])
      expect(await page.locator('html').getAttribute('lang')).toBe(INTL_LOCALE[lang])
      await page.waitForLoadState('networkidle')
      await snap(page, `account-space-${lang}-${route}`)
    }
    // A guest's reset by code (/forgotPassword) in the same language.
    const guest = await newPhone(browser, lang)
    await guest.page.goto(`${server.url}/forgotPassword`)
    const guestHeading = guest.page.locator('.cm-nav-bar').first().getByRole('heading', { level: 1 })
    // The stored language is only in localStorage here (no `Lang` cookie yet): the server renders
    // the browser's language, then the app renders the stored one once it runs.
    await expect.poll(() => guestHeading.textContent()).toBe(TITLES[lang].title['forgotPassword'])
    await guest.page.waitForLoadState('networkidle')
    await snap(guest.page, `account-space-${lang}-forgotPassword`)
  })
})
