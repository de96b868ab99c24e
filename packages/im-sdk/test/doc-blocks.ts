/**
 * The code blocks of the package's Markdown documents (README.md, MIGRATION.md), so the tests can
 * type-check every TypeScript block against the built package and run the ones marked runnable.
 *
 * A block is marked by an HTML comment on the line right before its opening fence:
 * - `<!-- doc-test: run -->`: also executed with Node (it must finish by itself);
 * - `<!-- doc-test: bundler -->`: type-checked as a bundled app does (`moduleResolution: bundler`),
 *   for code written against packages that only work through a bundler (the official SDK's CJS
 *   default export);
 * - `<!-- doc-test: skip -->`: neither checked nor run.
 */

import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

export interface CodeBlock {
  /** The document it comes from (for messages). */
  readonly document: string
  /** 1-based line of the opening fence. */
  readonly line: number
  readonly lang: string
  readonly code: string
  readonly mode: 'check' | 'run' | 'bundler' | 'skip'
}

const FENCE = /^```(\S*)\s*$/
const DIRECTIVE = /^<!--\s*doc-test:\s*(run|bundler|skip)\s*-->\s*$/

export function extractBlocks(markdown: string, document: string): CodeBlock[] {
  const lines = markdown.split('\n')
  const blocks: CodeBlock[] = []
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i] ?? '')
    if (open === null) continue
    const start = i
    const body: string[] = []
    i += 1
    while (i < lines.length && lines[i] !== '```') body.push(lines[i++] ?? '')
    if (i >= lines.length) throw new Error(`${document}:${start + 1}: code block is not closed`)
    const directive = DIRECTIVE.exec(lines[start - 1] ?? '')
    blocks.push({
      document,
      line: start + 1,
      lang: open[1] ?? '',
      code: body.join('\n'),
      mode: directive === null ? 'check' : (directive[1] as CodeBlock['mode']),
    })
  }
  return blocks
}

export const isTypeScript = (block: CodeBlock): boolean => block.lang === 'ts' || block.lang === 'typescript'

/** A file name for a block: `readme-123.ts` for the block at line 123 of README.md. */
export function blockFileName(block: CodeBlock, extension = 'ts'): string {
  return `${block.document.replace(/\.md$/i, '').toLowerCase()}-${block.line}.${extension}`
}

/**
 * A folder laid out like an app that installed the package: `node_modules/@crossmart/im-sdk` is
 * the package folder itself (its `exports` and built `dist/`), next to `ws` and the type packages.
 */
export async function createConsumerFolder(folder: string, packageDir: string): Promise<void> {
  await writeFile(join(folder, 'package.json'), JSON.stringify({ type: 'module', private: true }))
  const links: [string, string][] = [
    ['@crossmart/im-sdk', packageDir],
    ['ws', join(packageDir, 'node_modules/ws')],
    ['@types/ws', join(packageDir, 'node_modules/@types/ws')],
    ['@types/node', join(packageDir, 'node_modules/@types/node')],
    // The official SDK, for MIGRATION.md's "before" code.
    ['wukongimjssdk', join(packageDir, 'node_modules/wukongimjssdk')],
  ]
  for (const [name, target] of links) {
    const link = join(folder, 'node_modules', name)
    await mkdir(dirname(link), { recursive: true })
    await symlink(target, link, 'dir')
  }
}
