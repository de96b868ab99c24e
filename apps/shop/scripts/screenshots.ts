/**
 * Screenshots a person can look at (issue #31): the shop's main screens at 390x844, in the five
 * languages and in the light and dark appearance, as WebP files plus an `index.html` contact sheet
 * in `docs/screenshots/` at the repository's root.
 *
 * Run after a build: `npx -y pnpm@10.34.8 --filter @crossmart/shop run screenshots`. It starts the
 * real server with the production build on a temporary DATA_DIR (like the browser tests), makes the
 * data the screens show through the HTTP API (a cart line, an unpaid and a shipped order of the
 * demo shopper) and captures each screen once its requests have settled. Not part of `test`.
 *
 * `SCREENSHOTS_URL=http://localhost:3000` uses a server already running (its demo data) instead.
 * `SCREENSHOTS=all` captures every screen in every language and appearance (110 files); the default
 * is the set committed to the repository: every screen in English, light and dark, and home,
 * product and checkout in the other four languages (light), which keeps the folder small.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES, type Language } from '@crossmart/api-client'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DEMO, launchChromium, logIn, PHONE_VIEWPORT } from '../e2e/browser.ts'
import { addToCart, demoClient, pay, placeOrder, shipAsStaff } from '../e2e/journey-api.ts'
import { SHOP_DIR, startServer } from '../e2e/start-server.ts'

const OUT_DIR = path.resolve(SHOP_DIR, '../../docs/screenshots')
/** WebP quality for canvas.toDataURL: text stays sharp, a screen weighs about 20-40 KB. */
const WEBP_QUALITY = 0.8
/** How long the pictures on screen may take to arrive before the screen is taken as it is. */
const PICTURES_TIMEOUT_MS = 15_000
const SCHEMES = ['light', 'dark'] as const
type Scheme = (typeof SCHEMES)[number]

/** What each language is called on the contact sheet. */
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  zh: '中文',
  jp: '日本語',
  kor: '한국어',
  tai: 'ไทย',
}

interface Screen {
  name: string
  title: string
  /** The path, given the data made for the screenshots. */
  path: (data: ScreenData) => string
  /** Shown to a guest (logged out); the others to the logged-in demo shopper. */
  guest?: boolean
}

interface ScreenData {
  productPath: string
  unpaidOrderId: number
  shippedOrderId: number
}

const SCREENS: readonly Screen[] = [
  { name: 'home', title: 'Home', path: () => '/home', guest: true },
  { name: 'search', title: 'Search results', path: () => '/search?keyword=phone', guest: true },
  { name: 'product', title: 'Product', path: (d) => d.productPath, guest: true },
  { name: 'cart', title: 'Cart', path: () => '/bag' },
  { name: 'checkout', title: 'Checkout', path: () => '/checkout' },
  { name: 'payment', title: 'Payment', path: (d) => `/payment?orders=${d.unpaidOrderId}` },
  { name: 'order', title: 'Order', path: (d) => `/orderInfo/${d.shippedOrderId}` },
  { name: 'chat', title: 'Chat', path: () => '/chatRoomDetail/1' },
  { name: 'me', title: 'Me', path: () => '/filter' },
  { name: 'wallet', title: 'Wallet', path: () => '/topUp' },
  { name: 'login', title: 'Login', path: () => '/login', guest: true },
]

/** The screens the other four languages get in the committed set. */
const LANGUAGE_SCREENS = new Set(['home', 'product', 'checkout'])

interface Shot {
  screen: Screen
  lang: Language
  scheme: Scheme
}

function shotsToTake(all: boolean): Shot[] {
  const shots: Shot[] = []
  for (const screen of SCREENS) {
    for (const lang of LANGUAGES) {
      for (const scheme of SCHEMES) {
        const committed = lang === 'en' || (scheme === 'light' && LANGUAGE_SCREENS.has(screen.name))
        if (all || committed) shots.push({ screen, lang, scheme })
      }
    }
  }
  return shots
}

const fileOf = (shot: Shot) => `${shot.screen.name}-${shot.lang}-${shot.scheme}.webp`

/** The data the screens show: a product, a cart line, an unpaid order and a shipped one. */
async function makeData(baseUrl: string): Promise<ScreenData> {
  const demo = await demoClient(baseUrl)
  const shipped = await placeOrder(demo, 2)
  await pay(demo, shipped.id)
  await shipAsStaff(baseUrl, shipped)
  const unpaid = await placeOrder(demo, 4)
  // In the cart (selected, so checkout shows it): the product the product screen shows.
  await addToCart(demo, shipped.productId)
  return {
    productPath: `/detail/${shipped.productId}/${shipped.shopId}`,
    unpaidOrderId: unpaid.id,
    shippedOrderId: shipped.id,
  }
}

/** The demo shopper's session (cookie and storage), logged in once through the login page. */
async function demoSession(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
  await context.addInitScript(() => window.localStorage.setItem('Lang', 'en'))
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await logIn(page, DEMO)
  await page.waitForURL((url) => url.pathname !== '/login')
  // A question to shop 1, so the chat screen shows a conversation rather than an empty room.
  await askShop(page, baseUrl).catch((error: unknown) => {
    console.warn(`the chat question was not sent (${String(error)}): the chat screen shows an empty room`)
  })
  const state = await context.storageState()
  await context.close()
  return state
}

async function askShop(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/chatRoomDetail/1`)
  const chat = page.locator('[data-page-key="/chatRoomDetail/{-$merId}"]')
  const input = chat.getByRole('textbox', { name: 'Type a message' })
  await input.waitFor()
  // Connected: the connection banner is gone (as in e2e/chat.e2e.ts).
  await page.waitForFunction(() => !document.querySelector('.chat-banner'))
  const question = 'Hello! Is this in stock in the large size?'
  await input.fill(question)
  await input.press('Enter')
  const mine = chat.locator('.chat-msg--own', { hasText: question }).last()
  await mine.waitFor()
  await page.waitForFunction((el) => el?.getAttribute('data-status') === 'normal', await mine.elementHandle())
}

async function contextFor(
  browser: Browser,
  session: Awaited<ReturnType<typeof demoSession>> | undefined,
  lang: Language,
  scheme: Scheme,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 1,
    hasTouch: true,
    colorScheme: scheme,
    ...(session ? { storageState: session } : {}),
  })
  // The language is the stored `Lang` setting (shop-spec §3), set before the shop's first script.
  await context.addInitScript((value) => window.localStorage.setItem('Lang', value), lang)
  return context
}

/** Opens the screen and waits for what a person waits for: data in, pictures and fonts painted. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"].page'))
  await page.evaluate(() => document.fonts.ready)
  // The pictures on screen have arrived (ui-kit LazyImage: data-state "loaded" or "failed"), so a
  // product shows its picture, not its placeholder; those below the fold may still be waiting.
  const onScreenWaiting = () =>
    [...document.querySelectorAll('.cm-image[data-state="waiting"], .cm-image[data-state="loading"]')].filter(
      (image) => {
        const box = image.getBoundingClientRect()
        const onScreen =
          box.width > 0 &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth
        return onScreen
      },
    ).length === 0
  // A picture that never arrives (a broken file) must not stop the run: after a while it is taken
  // as it is, and the run says so.
  await page.waitForFunction(onScreenWaiting, undefined, { timeout: PICTURES_TIMEOUT_MS }).catch(() => {
    console.warn(`${url}: some pictures on screen had not arrived after ${PICTURES_TIMEOUT_MS} ms`)
  })
  await page.evaluate(async () => {
    await Promise.all([...document.images].filter((i) => i.complete).map((i) => i.decode().catch(() => {})))
  })
}

/** The page's PNG as WebP, encoded by Chromium's own canvas (no image library needed). */
async function toWebp(page: Page, png: Buffer): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ base64, quality }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      canvas.getContext('2d')?.drawImage(image, 0, 0)
      return canvas.toDataURL('image/webp', quality)
    },
    { base64: png.toString('base64'), quality: WEBP_QUALITY },
  )
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** The contact sheet: one row per screen, one picture per language and appearance taken. */
function contactSheet(shots: readonly Shot[]): string {
  const rows = SCREENS.map((screen) => {
    const mine = shots.filter((shot) => shot.screen.name === screen.name)
    const figures = mine
      .map((shot) => {
        const caption = `${LANGUAGE_NAMES[shot.lang]} · ${shot.scheme}`
        const alt = `${screen.title} screen, ${LANGUAGE_NAMES[shot.lang]}, ${shot.scheme} appearance`
        return `      <figure><a href="${fileOf(shot)}"><img src="${fileOf(shot)}" width="195" height="422" loading="lazy" alt="${escapeHtml(alt)}"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`
      })
      .join('\n')
    return `  <section>\n    <h2>${escapeHtml(screen.title)}</h2>\n    <div class="row">\n${figures}\n    </div>\n  </section>`
  }).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CrossMart shop: screenshots</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f4f5f7; color: #1f2329; }
  h1 { font-size: 20px; } h2 { font-size: 16px; margin: 24px 0 8px; }
  .row { display: flex; flex-wrap: wrap; gap: 12px; }
  figure { margin: 0; } figcaption { font-size: 12px; color: #555; text-align: center; }
  img { display: block; border: 1px solid #ccd; border-radius: 8px; background: #fff; }
</style>
</head>
<body>
<main>
  <h1>CrossMart shop at 390×844</h1>
  <p>Made by <code>npx -y pnpm@10.34.8 --filter @crossmart/shop run screenshots</code> from the production build and the demo data (apps/shop README "Screenshots"). Open a picture for full size.</p>
${rows}
</main>
</body>
</html>
`
}

async function main(): Promise<void> {
  const all = process.env['SCREENSHOTS'] === 'all'
  const shots = shotsToTake(all)
  // SCREENSHOTS_URL: a server already running (`pnpm start`); else one of our own, like the e2e.
  const given = process.env['SCREENSHOTS_URL']
  const server = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startServer()
  const browser = await launchChromium()
  try {
    const data = await makeData(server.url)
    const session = await demoSession(browser, server.url)
    mkdirSync(OUT_DIR, { recursive: true })
    for (const file of readdirSync(OUT_DIR)) {
      if (file.endsWith('.webp') || file === 'index.html') rmSync(path.join(OUT_DIR, file))
    }
    // One context per language, appearance and login state; its tab opens each screen in turn.
    const groups = new Map<string, Shot[]>()
    for (const shot of shots) {
      const key = `${shot.lang}/${shot.scheme}/${shot.screen.guest ? 'guest' : 'shopper'}`
      groups.set(key, [...(groups.get(key) ?? []), shot])
    }
    let bytes = 0
    for (const group of groups.values()) {
      const first = group[0]
      if (!first) continue
      const context = await contextFor(
        browser,
        first.screen.guest ? undefined : session,
        first.lang,
        first.scheme,
      )
      const page = await context.newPage()
      for (const shot of group) {
        await open(page, `${server.url}${shot.screen.path(data)}`)
        const webp = await toWebp(page, await page.screenshot())
        writeFileSync(path.join(OUT_DIR, fileOf(shot)), webp)
        bytes += webp.length
        console.log(`${fileOf(shot)}  ${(webp.length / 1024).toFixed(1)} KB`)
      }
      await context.close()
    }
    writeFileSync(path.join(OUT_DIR, 'index.html'), contactSheet(shots))
    const total = readdirSync(OUT_DIR).reduce((sum, file) => sum + statSync(path.join(OUT_DIR, file)).size, 0)
    console.log(
      `${shots.length} screenshots, ${(bytes / 1024).toFixed(0)} KB of WebP; ${OUT_DIR}: ${(total / 1024).toFixed(0)} KB`,
    )
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main()
