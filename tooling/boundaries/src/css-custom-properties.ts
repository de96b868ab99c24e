/**
 * Custom properties (`var(--x)`) a stylesheet uses but nothing defines (issue #46: `wallet.css`
 * read `--cm-color-background`, which no theme declares, so its light fallback #f7f7f7 stayed
 * under dark mode's light text). Pure: the caller reads the files.
 *
 * A fallback does not excuse a name no stylesheet declares: that is exactly how the wallet's token
 * hid. It excuses only a name a component sets at run time (an inline `style={{ '--x': ... }}`),
 * which the stylesheets cannot declare.
 */

export interface SourceText {
  path: string
  text: string
}

export interface UndefinedUse {
  path: string
  name: string
  line: number
}

const COMMENT = /\/\*[\s\S]*?\*\//g
const DECLARATION = /(--[\w-]+)\s*:/g
const USE = /var\(\s*(--[\w-]+)\s*([,)])/g
/** A custom property named in script source as a string: `'--x'`, `"--x"` or `` `--x` ``. */
const SCRIPT_NAME = /['"`](--[A-Za-z][\w-]*)['"`]/g

/** Comments blanked to spaces of the same length, so offsets (and line numbers) stay right. */
const withoutComments = (text: string): string =>
  text.replace(COMMENT, (comment) => comment.replace(/\S/g, ' '))

/** Every custom property the stylesheets declare. */
export function declaredProperties(stylesheets: readonly SourceText[]): Set<string> {
  const names = new Set<string>()
  for (const { text } of stylesheets)
    for (const match of withoutComments(text).matchAll(DECLARATION)) names.add(match[1] ?? '')
  return names
}

/** Every custom property script sources name as a string (set inline at run time). */
export function scriptSetProperties(scripts: readonly SourceText[]): Set<string> {
  const names = new Set<string>()
  for (const { text } of scripts) for (const match of text.matchAll(SCRIPT_NAME)) names.add(match[1] ?? '')
  return names
}

/** The uses of names no stylesheet declares (with a fallback, unless a script sets the name). */
export function findUndefinedCustomProperties(
  stylesheets: readonly SourceText[],
  scripts: readonly SourceText[] = [],
): UndefinedUse[] {
  const declared = declaredProperties(stylesheets)
  const setAtRunTime = scriptSetProperties(scripts)
  const found: UndefinedUse[] = []
  for (const { path, text } of stylesheets) {
    const css = withoutComments(text)
    for (const match of css.matchAll(USE)) {
      const name = match[1] ?? ''
      const hasFallback = match[2] === ','
      if (declared.has(name) || (hasFallback && setAtRunTime.has(name))) continue
      found.push({ path, name, line: css.slice(0, match.index).split('\n').length })
    }
  }
  return found
}
