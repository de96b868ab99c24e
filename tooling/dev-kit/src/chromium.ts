import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium (CI installs it with apt-get); CHROMIUM_PATH (or Lighthouse's CHROME_PATH) overrides. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || process.env['CHROME_PATH'] || '/usr/bin/chromium'

/**
 * The flags every headless Chromium of this repository runs with (browser tests, Lighthouse): no
 * sandbox (CI runs as root), no GPU, and none of the background traffic (component updates, sync,
 * field trials) that would reach for the internet this machine does not have.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A headless Chromium through playwright-core, as the browser tests use it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
}
