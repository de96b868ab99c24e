/**
 * Where a page's main-thread time goes on its first visit (issue #26), against a running server
 * (`pnpm start`): Chromium with the CPU slowed down 4x (Lighthouse's mobile factor), a phone viewport,
 * an empty cache. Prints, per page, the median of RUNS runs of the structural figures, which hold on
 * a busy machine better than timings: long tasks (count, total, longest), JavaScript bytes evaluated
 * (decoded) before the page was idle, the LCP time and element; then, for the last run, the functions
 * with the most self time (from the V8 sampling profile). It asserts nothing.
 *
 *   BENCH_URL=http://localhost:4201 PAGES=/home,/detail/1/1 RUNS=3 node scripts/main-thread-profile.ts
 */
import { writeFile } from 'node:fs/promises'
import { type Browser, chromium } from 'playwright-core'

const BASE_URL = (process.env['BENCH_URL'] ?? 'http://localhost:3000').replace(/\/$/, '')
const RUNS = Number(process.env['RUNS'] ?? 3)
const PAGES = (process.env['PAGES'] ?? '/home,/detail/1/1').split(',').map((p) => p.trim())
const CHROME_PATH = process.env['CHROME_PATH'] || '/usr/bin/chromium'
const CPU_SLOWDOWN = Number(process.env['CPU_SLOWDOWN'] ?? 4)
/** How long the page is watched after `load`, for hydration and the first lazy chunks. */
const SETTLE_MS = Number(process.env['SETTLE_MS'] ?? 4000)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

interface RunFigures {
  longTasks: number[]
  scriptBytes: number
  lcpMs: number
  lcpElement: string
  selfTime: Map<string, number>
}

/** Registered before any script of the page runs: long tasks and LCP candidates as they happen. */
function observe() {
  const seen = { longTasks: [] as number[], lcp: 0, lcpElement: '' }
  ;(window as unknown as { __mainThread: typeof seen }).__mainThread = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      seen.lcp = entry.startTime
      const element = entry.element
      seen.lcpElement = element ? `${element.tagName.toLowerCase()}.${element.className}` : ''
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return
    const file = frame.url.split('/').pop() || '(native)'
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000)
  })
  return totals
}

async function runOnce(browser: Browser, pagePath: string): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })
  try {
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page.goto(`${BASE_URL}${pagePath}`, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    // For a look with the build's hidden source maps (dist/assets/*.map): PROFILE_OUT=/tmp/x.json.
    const out = process.env['PROFILE_OUT']
    if (out)
      await writeFile(
        out.replace(/\.json$/, `${pagePath.replaceAll('/', '_')}.json`),
        JSON.stringify(profile),
      )
    const seen = await page.evaluate(() => {
      const state = (
        window as unknown as { __mainThread: { longTasks: number[]; lcp: number; lcpElement: string } }
      ).__mainThread
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'),
        )
      return {
        ...state,
        scriptBytes: scripts.reduce(
          (sum, entry) => sum + (entry as PerformanceResourceTiming).decodedBodySize,
          0,
        ),
      }
    })
    return {
      longTasks: seen.longTasks,
      scriptBytes: seen.scriptBytes,
      lcpMs: seen.lcp,
      lcpElement: seen.lcpElement,
      selfTime: selfTimes(profile),
    }
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  console.log(`Main thread at ${CPU_SLOWDOWN}x CPU slowdown against ${BASE_URL}, median of ${RUNS}`)
  console.log('| page | long tasks | their total | longest | JS evaluated | LCP | LCP element |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const pagePath of PAGES) {
    const runs: RunFigures[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await runOnce(browser, pagePath))
    const total = (run: RunFigures) => run.longTasks.reduce((sum, d) => sum + d, 0)
    console.log(
      `| ${pagePath} | ${median(runs.map((r) => r.longTasks.length))} | ${Math.round(median(runs.map(total)))} ms | ${Math.round(
        median(runs.map((r) => Math.max(0, ...r.longTasks))),
      )} ms | ${(median(runs.map((r) => r.scriptBytes)) / 1024).toFixed(0)} KiB | ${Math.round(
        median(runs.map((r) => r.lcpMs)),
      )} ms | ${runs.at(-1)?.lcpElement ?? ''} |`,
    )
    const last = runs.at(-1)
    if (process.env['TOP'] !== '0' && last) {
      const top = [...last.selfTime.entries()]
        .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env['TOP'] ?? 15))
      for (const [key, ms] of top) console.error(`    ${ms.toFixed(0).padStart(6)} ms  ${key}`)
    }
  }
} finally {
  await browser.close()
}
