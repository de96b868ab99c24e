import { chromium } from 'playwright-core'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('pageerror', (e) => console.log('pageerror', e.message))
const base = 'http://127.0.0.1:4517'
for (const [name, path] of process.argv.slice(2).map((p, i) => [String(i), p])) {
  await page.goto(base + path)
  await page.waitForTimeout(1500)
  console.log(path, '->', page.url(), await page.title())
  await page.screenshot({ path: `/tmp/shots/${name}.png` })
}
await browser.close()
