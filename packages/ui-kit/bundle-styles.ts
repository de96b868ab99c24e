/// <reference types="node" />
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** One line of src/styles.css naming a component's stylesheet: `@import "./button/button.css";`. */
const IMPORT_LINE = /^@import "(\.\/[\w/-]+\.css)";$/

/** The stylesheets src/styles.css lists, in its order (the order of the cascade). */
export function listedStylesheets(manifest: string): string[] {
  return manifest.split('\n').flatMap((line) => {
    const path = IMPORT_LINE.exec(line)?.[1]
    return path === undefined ? [] : [path]
  })
}

/**
 * The one stylesheet the package ships (`@crossmart/ui-kit/styles.css`): src/styles.css from its
 * first import on, each import replaced by the file it names. Plain concatenation, no processing, so
 * the rules and their order are exactly the per-component files'.
 */
export async function bundleStyles(srcDir: string): Promise<string> {
  const lines = (await readFile(join(srcDir, 'styles.css'), 'utf8')).split('\n')
  const first = lines.findIndex((line) => IMPORT_LINE.test(line))
  const inlined = await Promise.all(
    lines.slice(first).map(async (line) => {
      const path = IMPORT_LINE.exec(line)?.[1]
      return path === undefined ? line : (await readFile(join(srcDir, path), 'utf8')).replace(/\n$/, '')
    }),
  )
  return inlined.join('\n')
}
