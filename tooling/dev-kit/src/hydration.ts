import type { Locator } from 'playwright-core'

/** React marks each element it has adopted with a `__reactProps$<id>` expando (react-dom's ReactDOMComponentTree). */
function isAdoptedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'))
}

/**
 * Waits until the element is shown and React has hydrated the element `locator` points at. A server-rendered page looks
 * ready before its script ran: a tap on a form's button then submits the plain HTML form (the page
 * reloads and the typed values are lost), which is what made the browser tests' log-ins flaky on a
 * busy machine. Polls rather than waiting on one handle, because a hydration mismatch replaces the
 * element.
 */
export async function untilHydrated(locator: Locator, timeoutMs = 30_000): Promise<void> {
  // First the element (Playwright's own timeout), then up to `timeoutMs` for React to adopt it.
  await locator.waitFor()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const adopted = await locator.evaluate(isAdoptedByReact).catch(() => false)
    if (adopted) return
    if (Date.now() > deadline) {
      throw new Error(`React did not hydrate ${String(locator)} within ${timeoutMs} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
