/**
 * The examples in examples/ run against the SDK's test server. The Node bot is
 * type-checked against the built package and run as a child process; the single-file browser page
 * is loaded from a fake CrossMart origin, signed in and used to chat, in happy-dom (always) and in
 * Chromium (playwright-core, when /usr/bin/chromium exists). Needs `dist/` (the package's `test`
 * task builds first).
 */

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { Browser as HappyDomBrowser } from 'happy-dom'
import { chromium } from 'playwright-core'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { Message } from '../src/chat/message.js'
import { createImClient, type ImClient } from '../src/client.js'
import { webSocketTransport } from '../src/connection/transport.js'
import { startTestServer, type TestServer } from '../src/testing/index.js'
import { createConsumerFolder } from './doc-blocks.js'
import { SHOPPER, startFakeCrossmart } from './fake-crossmart.js'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
const examples = join(packageDir, 'examples')
const CHROMIUM = '/usr/bin/chromium'

let folder: string
beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist/index.js')))
    throw new Error('build the package first (dist/ is missing)')
  folder = await mkdtemp(join(tmpdir(), 'im-sdk-examples-'))
  await createConsumerFolder(folder, packageDir)
})
afterAll(async () => {
  if (folder !== undefined) await rm(folder, { recursive: true, force: true })
})

describe('examples/node-bot.ts', () => {
  let server: TestServer
  let alice: ImClient | undefined
  let bot: ChildProcess | undefined
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    alice?.destroy()
    bot?.kill()
    await server.close()
  })

  it('type-checks against the built package as an app installs it (strict, NodeNext, ws + @types/ws)', async () => {
    const file = join(folder, 'node-bot.ts')
    await writeFile(file, readFileSync(join(examples, 'node-bot.ts'), 'utf8'))
    const program = ts.createProgram([file], {
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ['lib.es2023.d.ts'],
      types: ['node'],
    })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(errors).toEqual([])
  })

  it('answers the messages a user sends it, on the channel they came from, then stops after BOT_MAX_ANSWERS', async () => {
    const js = ts.transpileModule(readFileSync(join(examples, 'node-bot.ts'), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText
    const file = join(folder, 'node-bot.mjs')
    await writeFile(file, js)
    let output = ''
    const child = spawn(process.execPath, [file], {
      cwd: folder,
      env: {
        ...process.env,
        IM_ADDRESS: server.url,
        IM_UID: 'bot',
        IM_TOKEN: 'bot-token',
        BOT_MAX_ANSWERS: '2',
      },
    })
    bot = child
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    await server.waitFor(() => server.connections('bot').length === 1, 10_000)
    expect(server.connects.find((c) => c.uid === 'bot')).toMatchObject({ token: 'bot-token', deviceFlag: 2 })

    // A user talks to the bot on a person channel; the test server relays both ways.
    const received: Message[] = []
    alice = createImClient({
      uid: 'alice',
      token: 'alice-token',
      address: server.url,
      transport: webSocketTransport(WebSocket),
      reconnect: { triggers: false },
    })
    alice.on('message', ({ message }) => received.push(message))
    alice.connect()
    const toBot = { channelID: 'bot', channelType: 1 }
    alice.send({ type: 1, content: 'hello there' }, toBot)
    alice.send({ type: 1, content: 'When are you open?' }, toBot)
    await server.waitFor(() => received.length === 2, 10_000)
    expect(received.map((m) => [m.fromUID, m.channel.channelID, m.content['content']])).toEqual([
      ['bot', 'bot', 'Hello! Ask me about opening hours or type "time".'],
      ['bot', 'bot', 'We answer every day from 9:00 to 18:00.'],
    ])
    // It stopped by itself after the two answers were acknowledged.
    expect(await exited).toBe(0)
    expect(output).toContain('[bot] Connected')
    expect(output).toContain('[bot] alice on alice: hello there')
    expect(server.messages.filter((m) => m.fromUID === 'bot')).toHaveLength(2)
  }, 30_000)
})

/** The fake CrossMart origin serving the page and the browser build its header comment describes. */
async function servePage() {
  const bundle = await build({
    entryPoints: [join(packageDir, 'dist/index.js')],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'browser',
  })
  return startFakeCrossmart({
    autoReply: 'Thanks, we reply within a minute.',
    files: {
      '/': { type: 'text/html', body: readFileSync(join(examples, 'browser-chat.html'), 'utf8') },
      '/im-sdk.js': { type: 'text/javascript', body: bundle.outputFiles[0]!.contents },
    },
  })
}

const EXPECTED_ITEMS = [
  ['own normal', 'Do you ship to Lisbon?'],
  ['other normal', 'mer_3: Thanks, we reply within a minute.'],
]

describe('examples/browser-chat.html in happy-dom', () => {
  it('signs in through the CrossMart API, connects, sends, and shows the service answer', async () => {
    const crossmart = await servePage()
    const browser = new HappyDomBrowser({
      // Our own page and bundle only: trusted code.
      settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
    })
    try {
      const page = browser.newPage()
      await page.goto(`${crossmart.url}/`)
      await page.waitUntilComplete()
      const document = page.mainFrame.document
      const field = (name: string) =>
        document.querySelector(`input[name=${name}]`) as unknown as { value: string }
      field('account').value = SHOPPER.account
      field('password').value = SHOPPER.password
      field('shop').value = '3'
      ;(document.querySelector('#login button') as unknown as { click(): void }).click()
      await crossmart.chat.waitFor(
        () => document.querySelector('#status')?.textContent === 'Shop 3: Connected',
        10_000,
      )
      field('text').value = 'Do you ship to Lisbon?'
      ;(document.querySelector('#composer button') as unknown as { click(): void }).click()
      await crossmart.chat.waitFor(() => document.querySelector('#messages li.other') !== null, 10_000)
      const items = [...document.querySelectorAll('#messages li')].map((li) => [li.className, li.textContent])
      expect(items).toEqual(EXPECTED_ITEMS)
      expect(crossmart.chat.messages).toMatchObject([
        { fromUID: SHOPPER.uid, channelID: 'mer_3', content: { type: 1, content: 'Do you ship to Lisbon?' } },
      ])
    } finally {
      await browser.close()
      await crossmart.close()
    }
  }, 60_000)
})

describe.skipIf(!existsSync(CHROMIUM))('examples/browser-chat.html in Chromium', () => {
  it('signs in through the CrossMart API, connects, sends, and shows the service answer', async () => {
    const crossmart = await servePage()
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(error.message))
      await page.goto(`${crossmart.url}/`)
      await page.fill('input[name=account]', SHOPPER.account)
      await page.fill('input[name=password]', SHOPPER.password)
      await page.fill('input[name=shop]', '3')
      await page.click('#login button')
      await page.waitForFunction(() => document.querySelector('#status')?.textContent === 'Shop 3: Connected')
      await page.fill('input[name=text]', 'Do you ship to Lisbon?')
      await page.click('#composer button')
      await page.waitForSelector('#messages li.other')
      const items = await page.$$eval('#messages li', (lis) =>
        lis.map((li) => [li.className, li.textContent]),
      )
      expect(items).toEqual(EXPECTED_ITEMS)
      expect(crossmart.chat.messages).toMatchObject([
        {
          fromUID: SHOPPER.uid,
          channelID: 'mer_3',
          channelType: 7,
          content: { type: 1, content: 'Do you ship to Lisbon?' },
        },
      ])
      expect(problems).toEqual([])
    } finally {
      await browser.close()
      await crossmart.close()
    }
  }, 60_000)
})
