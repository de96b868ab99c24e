// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue #26, WCAG 1.4.3: text colours of the theme reach 4.5:1 on every background they sit on,
 * light and dark. The brand orange is a fill (`--cm-color-primary`, under white text) and a text
 * colour (`--cm-color-primary-text`); dark mode needs a lighter one for text.
 */
const css = readFileSync(fileURLToPath(new URL('./theme.css', import.meta.url)), 'utf8')

/** The custom properties of the first rule whose selector starts with `selector`. */
function tokens(selector: string): Map<string, string> {
  const at = css.indexOf(selector)
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at))
  return new Map(
    [...body.matchAll(/(--cm-[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1] ?? '', m[2] ?? '']),
  )
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
}

const light = tokens(':root,')
const darkMedia = tokens(':root:not([data-theme="light"])')
const darkPinned = tokens('[data-theme="dark"]')
/** Dark mode overrides what it names; the rest is light's. */
const dark = new Map([...light, ...darkPinned])

const BACKGROUNDS = ['--cm-color-bg', '--cm-color-surface', '--cm-color-surface-raised'] as const
const TEXTS = [
  '--cm-color-text',
  '--cm-color-text-secondary',
  '--cm-color-primary-text',
  '--cm-color-danger-text',
] as const

describe('theme contrast', () => {
  it('the dark theme is the same whether the system asks for it or the app pins it', () => {
    expect(darkMedia).toEqual(darkPinned)
  })

  for (const [name, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(TEXTS.flatMap((text) => BACKGROUNDS.map((background) => [text, background])))(
      `${name}: %s on %s is at least 4.5:1`,
      (text, background) => {
        const fg = theme.get(text)
        const bg = theme.get(background)
        expect(fg, text).toBeDefined()
        expect(bg, background).toBeDefined()
        expect(contrast(fg ?? '', bg ?? '')).toBeGreaterThanOrEqual(4.5)
      },
    )

    it(`${name}: white text on the primary fill is at least 4.5:1`, () => {
      expect(
        contrast(theme.get('--cm-color-primary-contrast') ?? '', theme.get('--cm-color-primary') ?? ''),
      ).toBeGreaterThanOrEqual(4.5)
    })
  }
})
