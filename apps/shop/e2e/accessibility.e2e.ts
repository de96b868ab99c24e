import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type AxeFinding, axeSource, seriousAxeFindings } from './axe.ts'
import { launchChromium, logIn, newPhone } from './browser.ts'

/**
 * Issue #26: no critical or serious axe finding (WCAG 2.1 AA: contrast, names, landmarks,
 * aria references) on the shop's main screens, in the light and the dark appearance (the dark one
 * by the system's preference, which the shop follows until /setting pins one).
 */
const baseUrl = inject('baseUrl')

/** What a guest opens (the public entry pages). */
const GUEST_SCREENS = [
  { name: 'home', path: '/home' },
  { name: 'detail', path: '/detail/1/1' },
  { name: 'category', path: '/explore' },
  { name: 'search', path: '/search' },
  { name: 'login', path: '/login' },
] as const

/** What a logged-in shopper opens: cart, order list, me, the chat list and a conversation. */
const SHOPPER_SCREENS = [
  { name: 'cart', path: '/bag' },
  { name: 'order list', path: '/order' },
  { name: 'me', path: '/filter' },
  { name: 'chat list', path: '/chatRoom' },
  { name: 'chat', path: '/chatRoomDetail/1' },
] as const

const SCHEMES = ['light', 'dark'] as const

let browser: Browser
let source: string

beforeAll(async () => {
  browser = await launchChromium()
  source = axeSource()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens the screen and waits until its data is in (no request in flight) and painted. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"].page'))
}

/** "detail (dark): color-contrast .price" per finding, so a failure names what to fix. */
const described = (screen: string, scheme: string, findings: AxeFinding[]) =>
  findings.map((f) => `${screen} (${scheme}): ${f.id} [${f.impact}] ${f.help} at ${f.targets.join(', ')}`)

describe('accessibility of the main screens (axe, WCAG 2.1 AA)', () => {
  it.each(SCHEMES)('a guest sees no serious finding in the %s appearance', async (scheme) => {
    const { context, page, errors } = await newPhone(browser)
    await page.emulateMedia({ colorScheme: scheme })
    const found: string[] = []
    for (const screen of GUEST_SCREENS) {
      await open(page, screen.path)
      found.push(...described(screen.name, scheme, await seriousAxeFindings(page, source)))
    }
    expect(found).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it.each(SCHEMES)('a logged-in shopper sees no serious finding in the %s appearance', async (scheme) => {
    const { context, page, errors } = await newPhone(browser)
    await page.emulateMedia({ colorScheme: scheme })
    await open(page, '/login')
    await logIn(page)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))
    const found: string[] = []
    for (const screen of SHOPPER_SCREENS) {
      await open(page, screen.path)
      found.push(...described(screen.name, scheme, await seriousAxeFindings(page, source)))
    }
    expect(found).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
