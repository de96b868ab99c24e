/**
 * The README's example (the ```tsx block that starts with `// support-chat.tsx`) is type-checked
 * against the built package (strict, as an app compiles it) and rendered in happy-dom against the
 * SDK's test server: it connects, shows the history, sends, shows a recall and the other side typing. Needs dist/ (the
 * package's `test` task builds first); a missing build fails here, in CI and locally alike.
 */

import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ImClientOptions, webSocketTransport } from '@crossmart/im-sdk'
import { startTestServer, type TestServer } from '@crossmart/im-sdk/testing'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createChatBackend } from './chat-backend.js'

const packageDir = join(import.meta.dirname, '..')
const folder = join(packageDir, '.readme')
const file = join(folder, 'support-chat.tsx')

function example(): string {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')
  const block = /```tsx\n(\/\/ support-chat\.tsx\n[\s\S]*?)```/.exec(readme)
  if (block === null) throw new Error('README.md has no ```tsx block starting with // support-chat.tsx')
  return block[1]!
}

let server: TestServer
beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist/index.js')))
    throw new Error('build the package first (dist/ is missing)')
  await mkdir(folder, { recursive: true })
  await writeFile(file, example())
  server = await startTestServer()
})
afterAll(async () => {
  cleanup()
  await server?.close()
})

describe('README example', () => {
  it('type-checks against the built package (strict, bundler resolution, react-jsx)', () => {
    const program = ts.createProgram([file], {
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      paths: { '@crossmart/im-react': [join(packageDir, 'dist/index.d.ts')] },
    })
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
    expect(errors).toEqual([])
    // A whole TypeScript program (React's and the SDK's types): a minute of CPU on a busy CI machine,
    // as the SDK's own docs check allows (im-sdk test/docs.test.ts).
  }, 120_000)

  it('connects, shows the history, sends, and shows a recall', async () => {
    const backend = createChatBackend('support')
    backend.seed(2)
    const { SupportChat } = (await import(file)) as {
      SupportChat: (props: { connection: ImClientOptions }) => ReactElement
    }
    const connection: ImClientOptions = {
      uid: 'alice',
      token: 'alice-token',
      address: server.url,
      transport: webSocketTransport(WebSocket),
      reconnect: { triggers: false },
      callbacks: backend.callbacks,
    }
    render(<SupportChat connection={connection} />)
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Connected'))
    expect(await screen.findByText('message 2')).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Do you ship to Lisbon?')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(screen.getByText('Do you ship to Lisbon?').closest('li')?.getAttribute('data-status')).toBe(
        'normal',
      ),
    )
    expect(server.messages.map((m) => m.content)).toEqual([{ type: 1, content: 'Do you ship to Lisbon?' }])
    // The other side recalls message 2: the server says so with a command, the extras follow.
    backend.revoke('1002')
    act(() => {
      server.push('alice', {
        fromUID: 'support',
        channelID: 'support',
        channelType: 1,
        content: { type: 99, cmd: 'syncMessageExtra' },
        header: { noPersist: true },
      })
    })
    expect(await screen.findByText('Message recalled')).toBeTruthy()
    expect(screen.queryByText('message 2')).toBeNull()
    // The other side types: a command the server does not store (noPersist, no red dot).
    act(() => {
      server.push('alice', {
        fromUID: 'support',
        channelID: 'support',
        channelType: 1,
        content: { type: 99, cmd: 'typing' },
        header: { noPersist: true },
        messageSeq: 0,
      })
    })
    expect(await screen.findByText('support is typing…')).toBeTruthy()
    // and alice's typing went out as a signal, not as a stored message (the send above typed it).
    expect(server.messages).toHaveLength(1)
  })
})
