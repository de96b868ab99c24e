/**
 * The documents are part of the product (README.md and MIGRATION.md are what a new team follows):
 * every TypeScript block of them is type-checked, as its own module, against the built package as
 * an app installs it (strict, NodeNext, `ws` and `@types/ws` next to it), and the blocks marked
 * `<!-- doc-test: run -->` are run with Node against a fake CrossMart API and the SDK's test server.
 * Needs `dist/` (the package's `test` task builds first).
 */

import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../src/testing/index.js'
import {
  blockFileName,
  type CodeBlock,
  createConsumerFolder,
  extractBlocks,
  isTypeScript,
} from './doc-blocks.js'
import { type FakeCrossmart, SHOPPER, startFakeCrossmart } from './fake-crossmart.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const DOCUMENTS = ['README.md', 'MIGRATION.md'].filter((name) => existsSync(join(packageDir, name)))
const blocks = DOCUMENTS.flatMap((name) => extractBlocks(readFileSync(join(packageDir, name), 'utf8'), name))
const tsBlocks = blocks.filter((b) => isTypeScript(b) && b.mode !== 'skip')
const label = (b: CodeBlock) => `${b.document}:${b.line}`

/** What each runnable block must print, by document and a word of its first lines. */
function expectedOutput(block: CodeBlock): RegExp {
  if (block.code.includes("'/api/chat/getWebSocketUrl'")) return /answer from mer_1: We are online/
  if (block.code.includes('WUKONGIM_WS')) return /acknowledged true/
  if (block.code.includes('@crossmart/im-sdk/testing')) return /testing kit ok/
  throw new Error(`${label(block)}: a runnable block without an expected output in docs.test.ts`)
}

let folder: string
let diagnostics: Map<string, string[]>

beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist/index.d.ts')))
    throw new Error('build the package first (dist/ is missing)')
  folder = await mkdtemp(join(tmpdir(), 'im-sdk-docs-'))
  await createConsumerFolder(folder, packageDir)
  const files = new Map<string, CodeBlock>()
  for (const block of tsBlocks) {
    const file = join(folder, blockFileName(block))
    // Each block is a module of its own (top-level await, no shared names).
    await writeFile(file, `${block.code}\nexport {}\n`)
    files.set(file, block)
  }
  const common: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
  }
  const byMode = (bundler: boolean) =>
    [...files].filter(([, b]) => (b.mode === 'bundler') === bundler).map(([f]) => f)
  const programs = [
    ts.createProgram(byMode(false), {
      ...common,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    }),
    ts.createProgram(byMode(true), {
      ...common,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      esModuleInterop: true,
    }),
  ]
  diagnostics = new Map()
  for (const diagnostic of programs.flatMap((program) => ts.getPreEmitDiagnostics(program))) {
    const file = diagnostic.file?.fileName ?? ''
    const block = files.get(file)
    const where =
      block !== undefined && diagnostic.file !== undefined && diagnostic.start !== undefined
        ? `${block.document}:${block.line + 1 + diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line}`
        : file
    const text = `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    const key = block === undefined ? '(outside the blocks)' : label(block)
    diagnostics.set(key, [...(diagnostics.get(key) ?? []), text])
  }
}, 120_000)

afterAll(async () => {
  if (folder !== undefined) await rm(folder, { recursive: true, force: true })
})

describe('doc-blocks extraction', () => {
  it('finds fenced blocks with their line, language and directive', () => {
    const md = [
      '# t',
      '```sh',
      'npm i',
      '```',
      '<!-- doc-test: run -->',
      '```ts',
      'a()',
      'b()',
      '```',
      '```ts',
      'c',
      '```',
    ]
    expect(extractBlocks(md.join('\n'), 'X.md')).toEqual([
      { document: 'X.md', line: 2, lang: 'sh', code: 'npm i', mode: 'check' },
      { document: 'X.md', line: 6, lang: 'ts', code: 'a()\nb()', mode: 'run' },
      { document: 'X.md', line: 10, lang: 'ts', code: 'c', mode: 'check' },
    ])
    expect(() => extractBlocks('```ts\nopen', 'Y.md')).toThrow('Y.md:1: code block is not closed')
  })

  it('the documents have TypeScript blocks, some of them runnable, none skipped', () => {
    expect(DOCUMENTS).toEqual(['README.md', 'MIGRATION.md'])
    expect(blocks.filter((b) => b.mode === 'skip')).toEqual([])
    expect(tsBlocks.length).toBeGreaterThan(10)
    expect(tsBlocks.filter((b) => b.mode === 'run').length).toBeGreaterThanOrEqual(3)
  })
})

describe('every TypeScript block type-checks against the built package', () => {
  it('has no errors outside the blocks (resolution of the package and its types)', () => {
    expect(diagnostics.get('(outside the blocks)') ?? []).toEqual([])
  })
  it.each(tsBlocks.map((b) => [label(b), b] as const))('%s', (name) => {
    expect(diagnostics.get(name) ?? []).toEqual([])
  })
})

describe('the documents stand on their own', () => {
  const shipped = new Set(['README.md', 'MIGRATION.md', 'LICENSE', 'package.json'])
  it.each(DOCUMENTS)(
    '%s names no repository-only command, file or spec, and links only shipped files',
    (name) => {
      const text = readFileSync(join(packageDir, name), 'utf8')
      expect(text).not.toMatch(/pnpm --filter|--filter @crossmart/)
      expect(text).not.toMatch(/\b(src|test|scripts|apps|packages)\/[\w-]+/)
      expect(text).not.toMatch(/PROTOCOL\.md|chat-spec|shop-spec|CONVENTIONS\.md|shared\//)
      for (const [, target] of text.matchAll(/\]\((\.\/[^)#]+)(#[^)]*)?\)/g)) {
        expect(shipped, `${name} links ${target}`).toContain(target?.replace(/^\.\//, ''))
      }
    },
  )
})

describe('runnable blocks run against a fake CrossMart server and the test server', () => {
  let crossmart: FakeCrossmart
  let wukongim: TestServer // a plain WuKongIM-protocol server: any uid and token
  beforeAll(async () => {
    // getWebSocketUrl answers the server's default, the bare path: the README's example resolves it.
    crossmart = await startFakeCrossmart({ autoReply: 'We are online from 9 to 18.', wsUrl: 'path' })
    wukongim = await startTestServer()
  })
  afterAll(async () => {
    await crossmart?.close()
    await wukongim?.close()
  })

  it.each(tsBlocks.filter((b) => b.mode === 'run').map((b) => [label(b), b] as const))(
    '%s',
    async (_name, block) => {
      const file = join(folder, blockFileName(block, 'mjs'))
      const js = ts.transpileModule(block.code, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText
      await writeFile(file, js)
      const output = await new Promise<string>((resolve, reject) => {
        execFile(
          process.execPath,
          [file],
          {
            cwd: folder,
            timeout: 30_000,
            env: {
              ...process.env,
              CROSSMART_URL: crossmart.url,
              CROSSMART_ACCOUNT: SHOPPER.account,
              CROSSMART_PASSWORD: SHOPPER.password,
              WUKONGIM_WS: wukongim.url,
            },
          },
          (error, stdout, stderr) =>
            error
              ? reject(new Error(`${label(block)} failed: ${error.message}\n${stdout}\n${stderr}`))
              : resolve(stdout),
        )
      })
      expect(output).toMatch(expectedOutput(block))
    },
    40_000,
  )

  it('the Node first chat followed the documented login flow', () => {
    expect(crossmart.requests.slice(0, 4)).toEqual([
      'POST /api/user/login',
      'GET /api/chat/login',
      'GET /api/chat/getWebSocketUrl',
      'GET /api/chat/getServiceChannel',
    ])
    expect(crossmart.chat.messages[0]).toMatchObject({
      fromUID: SHOPPER.uid,
      channelID: 'mer_1',
      channelType: 7,
    })
  })
})
