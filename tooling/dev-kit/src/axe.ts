import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)

/** axe-core's browser bundle, read once per call site's module (no module-level state kept). */
export function axeSource(): string {
  return readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
}

export interface AxeFinding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it is and returns its critical and serious
 * findings (the shop's and the console's main screens have none, issues #26 and #29). Evaluated
 * through the DevTools protocol, so the page's Content-Security-Policy does not stop it; pages kept
 * alive but hidden (display: none) are skipped by axe itself.
 */
export async function seriousAxeFindings(page: Page, source: string): Promise<AxeFinding[]> {
  await page.evaluate(source)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<unknown> } })
      .axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[]
    }
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => String(n.target[0])),
      }))
  })
}
