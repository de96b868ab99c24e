import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEMO, launchChromium, logIn, newPhone, snap } from './browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

function pathOf(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** The visible page's scroll area (a ui-kit List) in the kept-alive slot of `key`. */
function listIn(page: Page, key: string) {
  return page.locator(`[data-page-key="${key}"] .cm-list`)
}

describe('a guest shops, logs in and comes back', () => {
  it('browses home, a shop and a product; a protected action sends them to /login and back', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/`)
    await page.waitForURL('**/home')
    await expect.poll(() => page.title()).toBe('Home')
    await page.getByRole('heading', { name: 'Hot shops' }).waitFor()
    await page.locator('.product-card').first().waitFor()
    await page.locator('.banner img').first().waitFor()
    await snap(page, '01-guest-home')

    // a hot shop
    await page.locator('.shop-row .shop-card').first().click()
    await page.waitForURL(/\/shop\/\d+$/)
    const shopPath = pathOf(page)
    await page.getByRole('button', { name: 'Follow' }).waitFor()
    await page.locator('.stats').getByText('Total sales').waitFor()
    await page.locator(`[data-page-key="/shop/{-$id}"] .product-card`).first().waitFor()
    await expect.poll(() => page.title()).toBe('Shop')
    await snap(page, '02-guest-shop')

    // one of its products
    await page.locator(`[data-page-key="/shop/{-$id}"] .product-card`).first().click()
    await page.waitForURL(/\/detail\/\d+\/\d+$/)
    await page.locator('#detail-name').waitFor()
    await page.getByRole('heading', { name: 'Description' }).waitFor()
    await expect.poll(() => page.title()).toBe('Product details')
    await snap(page, '03-guest-product')

    // back to the shop; following needs a login (shop-spec §6: loginFirst, then /login)
    await page.goBack()
    await page.waitForURL(`**${shopPath}`)
    await page.getByRole('button', { name: 'Follow' }).click()
    await page.waitForURL(/\/login\?redirect=/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(shopPath)
    await page.getByText('please login first').waitFor()
    await snap(page, '04-guest-sent-to-login')

    // bad credentials: the server's message as a failure toast, still on /login
    await logIn(page, { account: DEMO.account, password: 'not-the-password' })
    await page.getByText('Wrong account or password').waitFor()
    expect(pathOf(page)).toContain('/login')
    await snap(page, '05-login-bad-credentials')

    // good credentials: back to the shop, now able to follow
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL(`**${shopPath}`)
    expect(pathOf(page)).toBe(shopPath)
    const follow = page.getByRole('button', { name: /^(Follow|Following)$/ })
    const before = await follow.textContent()
    await follow.click()
    await expect.poll(() => follow.textContent()).not.toBe(before)
    await snap(page, '06-back-on-shop-logged-in')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('languages (shop-spec §9)', () => {
  const LANGUAGES = [
    { option: 'English', title: 'Language', me: 'Me' },
    { option: '中文', title: '语言', me: '我的' },
    { option: '日本語', title: '言語', me: 'マイページ' },
    { option: '한국어', title: '언어', me: '마이' },
    { option: 'ไทย', title: 'ภาษา', me: 'ของฉัน' },
  ] as const

  it('a first visit (no stored Lang) renders Chinese from the first paint and loads no other language', async () => {
    const { context, page, errors } = await newPhone(browser, null)
    // The first complete text of #root: the server-rendered HTML once parsed, or what React first
    // fills in when the page is rendered in the browser; no raw key and no English may show there.
    await context.addInitScript(() => {
      const store = window as unknown as { __firstText: string | null }
      store.__firstText = null
      const capture = () => {
        const root = document.getElementById('root')
        if (!root || root.childElementCount === 0) return false
        store.__firstText = root.textContent
        return true
      }
      document.addEventListener('DOMContentLoaded', () => {
        if (capture()) return
        new MutationObserver((_, observer) => {
          if (capture()) observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      })
    })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${baseUrl}/home`)
    await page.getByRole('heading', { name: '热门店铺' }).waitFor()
    await expect.poll(() => page.title()).toBe('首页')
    const firstText = await page.evaluate(
      () => (window as unknown as { __firstText: string | null }).__firstText,
    )
    expect(firstText).toContain('首页')
    expect(firstText).not.toMatch(/\b(nav|home|common|title)\.[a-zA-Z]+/)
    // No English string of the app (the tab is "首页", not "Home"); a shop's name is a brand and stays
    // as its shop wrote it (the demo's "Harbor Home").
    expect(firstText?.replaceAll('Harbor Home', '')).not.toContain('Home')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN')
    // shop-spec §9: English is the fallback, and no key is missing: its strings never load here.
    // /home needs the core namespace only, and a server-rendered page carries it in its first-view
    // data (issue #26): no strings chunk at all; the screens' namespaces load with their routes.
    expect(scripts.filter((path) => /\/assets\/zh-[\w-]+\.js$/.test(path))).toEqual([])
    expect(scripts.filter((path) => /\/assets\/(en|jp|kor|tai)-[\w-]+\.js$/.test(path))).toEqual([])
    await snap(page, '11-first-visit-zh')
    expect(errors).toEqual([])
    await context.close()
  })

  it('switching to each language changes the texts and the title', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/language`)
    // /language is not public: log in first, then come back (shop-spec §6)
    await page.waitForURL(/\/login\?redirect=%2Flanguage/)
    await logIn(page)
    await page.waitForURL('**/language')
    for (const [index, language] of LANGUAGES.entries()) {
      await page.getByRole('radio', { name: language.option }).click()
      await expect.poll(() => page.title()).toBe(language.title)
      await page.getByRole('heading', { level: 1, name: language.title }).waitFor()
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('Lang'))).not.toBeNull()
      await snap(page, `07-language-${index + 1}-${['en', 'zh', 'jp', 'kor', 'tai'][index]}`)
      // another screen in the same language: the me tab label
      await page.goto(`${baseUrl}/filter`)
      await page.getByRole('navigation').getByText(language.me, { exact: true }).waitFor()
      await page.goto(`${baseUrl}/language`)
    }
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('keep-alive (shop-spec §2)', () => {
  it('back from product detail to the list restores the scroll position', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/home`)
    const list = listIn(page, '/home')
    await page.locator('.product-card').nth(5).waitFor()
    // scroll into the hot products (more pages load on the way)
    for (let i = 0; i < 4; i++) {
      await list.evaluate((el) => el.scrollBy(0, 500))
      await page.waitForTimeout(250)
    }
    // A loaded machine may still be laying out the last page (its footer turns into cards and the
    // offset moves): the position to come back to is the one the list holds still at.
    let saved = -1
    await expect
      .poll(
        async () => {
          const now = await list.evaluate((el) => el.scrollTop)
          const still = now === saved
          saved = now
          return still
        },
        { timeout: 10_000, interval: 400 },
      )
      .toBe(true)
    expect(saved).toBeGreaterThan(1000)
    await snap(page, '08-home-scrolled')

    // open the product in the middle of the screen
    const box = await list.boundingBox()
    if (!box) throw new Error('home list has no box')
    const href = await page.evaluate(
      ({ x, y }) =>
        (document.elementFromPoint(x, y)?.closest('a.product-card') as HTMLAnchorElement | null)?.href ??
        null,
      { x: box.x + box.width / 4, y: box.y + box.height / 2 },
    )
    expect(href).toMatch(/\/detail\//)
    await page.mouse.click(box.x + box.width / 4, box.y + box.height / 2)
    await page.waitForURL(/\/detail\//)
    await page.locator('#detail-name').waitFor()
    await snap(page, '09-detail-from-list')

    await page.goBack()
    await page.waitForURL('**/home')
    // Restoring waits for the kept page's content to lay out again; a loaded machine needs longer
    // than expect.poll's default second. The position comes back exactly (within browser rounding):
    // CI once restored 45 px short, because the outlet read the next location with the current
    // page's match while the navigation was pending and scrolled the page being left to the top.
    const RESTORE_TOLERANCE_PX = 1
    await expect
      .poll(() => list.evaluate((el) => el.scrollTop), { timeout: 10_000 })
      .toBeGreaterThan(saved - RESTORE_TOLERANCE_PX)
    expect(Math.abs((await list.evaluate((el) => el.scrollTop)) - saved)).toBeLessThanOrEqual(
      RESTORE_TOLERANCE_PX,
    )
    await snap(page, '10-home-scroll-restored')
    expect(errors).toEqual([])
    await context.close()
  })
})
