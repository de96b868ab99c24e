import type { ChatMessage } from '@crossmart/im-sdk'
import { startTestServer, type TestServer } from '@crossmart/im-sdk/testing'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aliceClient, type ChatBackend, createChatBackend, SHOP } from '../test/chat-backend.js'
import type { MessageActions } from './client-type.js'
import { ImClientProvider } from './provider.js'
import { useChannelMessages } from './use-channel-messages.js'

let server: TestServer
let backend: ChatBackend
let client: ReturnType<typeof aliceClient>

beforeEach(async () => {
  server = await startTestServer()
  backend = createChatBackend()
  client = aliceClient(server, backend)
})
afterEach(async () => {
  cleanup()
  client.destroy()
  await server.close()
})

const texts = (messages: readonly ChatMessage[]) => messages.map((m) => String(m.content['content']))

/** The app's recall and edit: its server changes the extras (here the in-memory backend). */
const actions: MessageActions = {
  revoke: async (message) => backend.revoke(message.messageID),
  edit: async (message, content) => backend.edit(message.messageID, String(content['content'])),
}

function render(options: { pageSize?: number } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ImClientProvider client={client} actions={actions}>
      {children}
    </ImClientProvider>
  )
  return renderHook(() => useChannelMessages(SHOP, options), { wrapper })
}

async function connected() {
  client.connect()
  await server.waitFor(() => server.connections('alice').length === 1)
}

describe('useChannelMessages', () => {
  it('shows the newest page, then older pages on demand until the first message', async () => {
    backend.seed(25)
    await connected()
    const { result } = render({ pageSize: 10 })
    await waitFor(() => expect(result.current.history).toBe('idle'))
    expect(result.current.messages.map((m) => m.messageSeq)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25])
    act(() => result.current.loadOlder())
    await waitFor(() => expect(result.current.messages).toHaveLength(20))
    expect(result.current.lastChange).toBe('older')
    act(() => result.current.loadOlder())
    await waitFor(() => expect(result.current.history).toBe('done'))
    expect(result.current.messages.map((m) => m.messageSeq)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    )
  })

  it('loadUntil brings a far message into the list (a kept browse position)', async () => {
    backend.seed(40)
    await connected()
    const { result } = render({ pageSize: 10 })
    await waitFor(() => expect(result.current.history).toBe('idle'))
    let reached = false
    await act(async () => {
      reached = await result.current.loadUntil(12)
    })
    expect(reached).toBe(true)
    expect(result.current.messages[0]!.messageSeq).toBeLessThanOrEqual(12)
    expect(result.current.lastChange).toBe('restore')
  })

  it('adds live messages and marks what the other side sent as read', async () => {
    backend.seed(3)
    await connected()
    const { result } = render()
    await waitFor(() => expect(result.current.history).toBe('done'))
    act(() => {
      backend.deliver(server, 'are you there?')
    })
    await waitFor(() => expect(texts(result.current.messages).at(-1)).toBe('are you there?'))
    expect(result.current.lastChange).toBe('newer')
    await waitFor(() => expect(backend.reads.flat()).toEqual(expect.arrayContaining([1, 2, 3, 4])))
  })

  it('sends optimistically (wait, then normal), fails on a refusal, and resends', async () => {
    await connected()
    const { result } = render()
    await waitFor(() => expect(result.current.history).toBe('done'))
    act(() => {
      result.current.send({ type: 1, content: 'first' })
    })
    expect(result.current.messages.map((m) => [m.content['content'], m.status])).toEqual([['first', 'wait']])
    await waitFor(() => expect(result.current.messages[0]!.status).toBe('normal'))

    server.script.sendReason = () => 4
    act(() => {
      result.current.send({ type: 1, content: 'refused' })
    })
    await waitFor(() => expect(result.current.messages[1]?.status).toBe('fail'))
    server.script.sendReason = () => 1
    act(() => {
      result.current.resend(result.current.messages[1]!)
    })
    await waitFor(() => expect(result.current.messages[1]?.status).toBe('normal'))
    // One row per message: the resend kept its clientMsgNo.
    expect(texts(result.current.messages)).toEqual(['first', 'refused'])
  })

  it('a recalled message stays recalled: live, after the chat is opened again, and when history comes again without extras', async () => {
    backend.seed(5)
    await connected()
    const first = render()
    await waitFor(() => expect(first.result.current.history).toBe('done'))
    const target = first.result.current.messages.find((m) => m.messageSeq === 4)!
    await act(() => first.result.current.revoke(target))
    expect(first.result.current.messages.find((m) => m.messageSeq === 4)!.remoteExtra.revoke).toBe(true)
    first.unmount()

    // Opened again with the same client: the history page (no extras) must not undo the recall.
    const again = render()
    await waitFor(() => expect(again.result.current.history).toBe('done'))
    const shown = again.result.current.messages.find((m) => m.messageSeq === 4)!
    expect(shown.remoteExtra.revoke).toBe(true)
  })

  it('an edit shows on the message (contentEdit, isEdit)', async () => {
    backend.seed(2)
    await connected()
    const { result } = render()
    await waitFor(() => expect(result.current.history).toBe('done'))
    const target = result.current.messages[1]!
    await act(() => result.current.edit(target, { type: 1, content: 'changed' }))
    const edited = result.current.messages[1]!
    expect(edited.remoteExtra.isEdit).toBe(true)
    expect(edited.remoteExtra.contentEdit).toMatchObject({ content: 'changed' })
  })

  it('after a reconnect shows what arrived while the socket was down', async () => {
    backend.seed(2)
    await connected()
    const { result } = render()
    await waitFor(() => expect(result.current.history).toBe('done'))
    server.script.connect = () => 0
    server.drop('alice')
    await waitFor(() => expect(client.status).not.toBe('Connected'))
    // Stored while alice was away: nothing pushes it (chat-spec §4).
    backend.history.push({
      ...backend.history[1]!,
      messageID: '1003',
      messageSeq: 3,
      clientMsgNo: 'c3',
      content: { type: 1, content: 'while away' },
    })
    server.script.connect = () => 1
    await waitFor(() => expect(texts(result.current.messages)).toContain('while away'), { timeout: 5000 })
  })

  it('is the empty state, and the same object, while there is no client', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ImClientProvider client={null}>{children}</ImClientProvider>
    )
    const { result, rerender } = renderHook(() => useChannelMessages(SHOP), { wrapper })
    const before = result.current
    rerender()
    expect(result.current.messages).toEqual([])
    expect(result.current.history).toBe('loading')
    expect(result.current).toBe(before)
  })
})
