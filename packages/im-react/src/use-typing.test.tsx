import { createImClient, webSocketTransport } from '@crossmart/im-sdk'
import { startTestServer, type TestServer } from '@crossmart/im-sdk/testing'
import { typingPlugin } from '@crossmart/im-sdk/typing'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { aliceClient, createChatBackend } from '../test/chat-backend.js'
import { ImReactError } from './errors.js'
import { ImProvider } from './im-provider.js'
import { useSignals, useTyping } from './use-typing.js'

/** A client of `uid` with the typing plugin (ttl 300 ms so expiry is seen quickly). */
const typingClient = (server: TestServer, uid: string) =>
  createImClient({
    uid,
    token: `${uid}-token`,
    address: server.url,
    transport: webSocketTransport(WebSocket),
    reconnect: { triggers: false, backoff: false },
    plugins: [typingPlugin({ intervalMs: 100, ttlMs: 300 })],
  })

let server: TestServer
let alice: ReturnType<typeof typingClient>
let bob: ReturnType<typeof typingClient>

beforeEach(async () => {
  server = await startTestServer()
  alice = typingClient(server, 'alice')
  bob = typingClient(server, 'bob')
  alice.connect()
  bob.connect()
  await server.waitFor(() => server.connections().length === 2)
  await waitFor(() => expect([alice.status, bob.status]).toEqual(['Connected', 'Connected']))
})
afterEach(async () => {
  cleanup()
  alice.destroy()
  bob.destroy()
  await server.close()
})

const wrapper = ({ children }: { children: ReactNode }) => <ImProvider client={alice}>{children}</ImProvider>
// Person channels: alice talks to bob on "bob", bob to alice on "alice" (the test server relays).
const TO_BOB = { channelID: 'bob', channelType: 1 }
const TO_ALICE = { channelID: 'alice', channelType: 1 }

describe('useTyping', () => {
  it('shows the other side typing, and its own start() reaches them; neither is stored', async () => {
    const { result } = renderHook(() => useTyping(TO_BOB), { wrapper })
    expect(result.current.typing).toEqual([])
    act(() => {
      bob.typing.start(TO_ALICE)
    })
    await waitFor(() => expect(result.current.typing.map((s) => s.uid)).toEqual(['bob']))
    // Not refreshed: gone after the ttl.
    await waitFor(() => expect(result.current.typing).toEqual([]))

    const seen: string[] = []
    bob.typing.onChange((channel) => seen.push(...bob.typing.typing(channel).map((s) => s.uid)))
    act(() => result.current.start())
    await waitFor(() => expect(seen).toContain('alice'))
    act(() => result.current.stop())
    await waitFor(() => expect(bob.typing.typing(TO_ALICE)).toEqual([]))
    expect(server.messages).toEqual([])
  })

  it('keeps the same view while nothing changes', async () => {
    const { result, rerender } = renderHook(() => useTyping(TO_BOB), { wrapper })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })

  it('useSignals follows one cmd (a "viewing" signal with its subject)', async () => {
    const { result } = renderHook(() => useSignals(TO_BOB, 'viewing'), { wrapper })
    act(() => {
      bob.typing.signal(TO_ALICE, 'viewing', { subject: 'order-7', name: 'Bob' })
    })
    await waitFor(() =>
      expect(result.current.map((s) => [s.uid, s.subject, s.param['name']])).toEqual([
        ['bob', 'order-7', 'Bob'],
      ]),
    )
  })

  it('returns the empty view without a client, and PLUGIN_MISSING for a client without the plugin', async () => {
    const empty = renderHook(() => useTyping(TO_BOB), {
      wrapper: ({ children }) => <ImProvider client={null}>{children}</ImProvider>,
    })
    expect(empty.result.current.typing).toEqual([])
    const plain = aliceClient(server, createChatBackend())
    expect(() =>
      renderHook(() => useTyping(TO_BOB), {
        wrapper: ({ children }) => <ImProvider client={plain}>{children}</ImProvider>,
      }),
    ).toThrow(ImReactError)
    plain.destroy()
  })
})
