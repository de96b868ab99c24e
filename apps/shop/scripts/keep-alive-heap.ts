/**
 * Memory of the keep-alive shell (README "Keep-alive"), printed: the JavaScript heap and DOM size
 * after visiting every route of shop-spec §2 in one session at 390x844, with every page but product
 * detail kept alive (no bound), against /home alone. Run after a build:
 * `pnpm --filter @crossmart/shop exec node scripts/keep-alive-heap.ts`.
 */
import type { CDPSession, Page } from 'playwright-core'
import { DEMO, launchChromium, PHONE_VIEWPORT } from '../e2e/browser.ts'
import { startServer } from '../e2e/start-server.ts'

/** One path per route (the ones with parameters get real ids of the demo data). */
function routes(productId: number, shopId: number): string[] {
  return [
    '/home',
    '/explore',
    '/chatRoom',
    '/bag',
    '/order',
    '/orderInfo/1',
    '/comment',
    '/refund/1/X/1/1',
    '/checkout',
    '/myPurchases',
    '/language',
    '/notification',
    '/profile',
    '/forgotPassword',
    '/changePassword',
    '/changePayPwd',
    '/helpAndSupport',
    '/withDraw',
    '/depositRecord',
    '/topUp',
    '/walletTopUp',
    '/cardTopUp',
    '/topUpRecord',
    '/capitalRecord',
    '/myFavourite',
    '/payment',
    '/security',
    '/heart',
    '/filter',
    '/setting',
    '/search',
    '/popular',
    `/detail/${productId}/${shopId}`,
    '/platform',
    '/law',
    '/address',
    '/addressForm',
    `/shop/${shopId}`,
    '/products',
    '/service',
    '/passwords',
    '/complaint',
    '/platformComplaint',
    '/chatRoomDetail',
  ]
}

async function heap(page: Page, cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length)
  const kept = await page.evaluate(() => document.querySelectorAll('[data-page-key]').length)
  return { mb: usedSize / 1024 / 1024, nodes, kept }
}

/** In-app navigation (the router follows popstate), so kept pages stay mounted. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  // The router keeps the previous page until the route's code and strings are in: wait until the
  // progress bar is gone and the page had time to load its data.
  await page.waitForTimeout(300)
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'))
  await page.waitForTimeout(500)
}

const server = await startServer()
const browser = await launchChromium()
try {
  const token = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.account, password: DEMO.password }),
  }).then(async (r) => ((await r.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token)
  const hot = (await fetch(`${server.url}/api/index/product?page=1&limit=1`).then((r) => r.json())) as {
    data: { list: { id: number; shopId: number }[] }
  }
  const first = hot.data.list[0]
  if (!first) throw new Error('no product in the demo data')
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
  await context.addCookies([{ name: 'Admin-Token', value: token, url: server.url }])
  await context.addInitScript(() => window.localStorage.setItem('Lang', 'en'))
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await page.goto(`${server.url}/home`)
  await page.waitForLoadState('networkidle')
  const home = await heap(page, cdp)
  const all = routes(first.id, first.shopId)
  for (const path of all) await visit(page, path)
  await visit(page, '/home')
  const after = await heap(page, cdp)
  console.log('CrossMart shop: keep-alive memory (production build, headless Chromium, 390x844, after GC)')
  console.log(
    `- /home only: JS heap ${home.mb.toFixed(1)} MB, ${home.nodes} DOM elements, ${home.kept} page(s) mounted`,
  )
  console.log(
    `- after ${all.length} routes: JS heap ${after.mb.toFixed(1)} MB, ${after.nodes} DOM elements, ${after.kept} pages kept alive`,
  )
  console.log(
    `- per kept page: about ${((after.mb - home.mb) / Math.max(1, after.kept - home.kept)).toFixed(2)} MB`,
  )
} finally {
  await browser.close()
  await server.stop()
}
