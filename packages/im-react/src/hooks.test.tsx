import { startTestServer, type TestServer } from '@crossmart/im-sdk/testing'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { aliceClient, type ChatBackend, createChatBackend, SHOP } from '../test/chat-backend.js'
import { ImReactError } from './errors.js'
import { ImProvider } from './im-provider.js'
import { useChannelInfo } from './use-channel-info.js'
import { useConnectionStatus } from './use-connection-status.js'
import { useConversations } from './use-conversations.js'
import { useUploads } from './use-uploads.js'

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

const wrapper = ({ children }: { children: ReactNode }) => <ImProvider client={client}>{children}</ImProvider>

describe('useConnectionStatus', () => {
  it('follows the client: connecting, connected, and the reason of a kick', async () => {
    const { result } = renderHook(() => useConnectionStatus(), { wrapper })
    expect(result.current.status).toBe('Disconnect')
    act(() => client.connect())
    await waitFor(() => expect(result.current).toEqual({ status: 'Connected', reasonCode: 1 }))
    act(() => server.kick('alice'))
    await waitFor(() => expect(result.current).toEqual({ status: 'ConnectKick', reasonCode: 12 }))
  })
})

describe('useConversations', () => {
  it('syncs the list, counts the logical unread, and follows live messages', async () => {
    backend.seed(2)
    client.connect()
    await server.waitFor(() => server.connections('alice').length === 1)
    const { result } = renderHook(() => useConversations(), { wrapper })
    await waitFor(() => expect(result.current.conversations).toHaveLength(1))
    const before = result.current.totalUnread
    act(() => {
      backend.deliver(server, 'new one')
    })
    await waitFor(() => expect(result.current.totalUnread).toBe(before + 1))
    expect(result.current.conversations[0]!.lastMessage?.content['content']).toBe('new one')
    act(() => client.conversations.clearUnread(SHOP))
    await waitFor(() => expect(result.current.totalUnread).toBe(0))
  })
})

describe('useChannelInfo', () => {
  it('asks the server, and a live message of the other side shows them online at once', async () => {
    backend.online = false
    client.connect()
    await server.waitFor(() => server.connections('alice').length === 1)
    const { result } = renderHook(() => useChannelInfo(SHOP, { refreshMs: 0 }), { wrapper })
    await waitFor(() => expect(result.current).toMatchObject({ online: false, lastOffline: 1_700_000_000 }))
    act(() => {
      backend.deliver(server, 'here now')
    })
    await waitFor(() => expect(result.current?.online).toBe(true))
  })
})

describe('useUploads', () => {
  it("lists a channel's running uploads until they finish", async () => {
    client.connect()
    await server.waitFor(() => server.connections('alice').length === 1)
    let release = () => {}
    backend.uploadGate = new Promise((resolve) => {
      release = resolve
    })
    const { result } = renderHook(() => useUploads(SHOP), { wrapper })
    const other = renderHook(() => useUploads({ channelID: 'other', channelType: 1 }), { wrapper })
    expect(result.current).toEqual([])
    act(() => {
      client.uploads.sendWithUpload({ type: 2, width: 1, height: 1, url: '' }, SHOP, new Blob(['x']))
    })
    await waitFor(() => expect(result.current.map((task) => task.progress)).toEqual([0.5]))
    expect(other.result.current).toEqual([])
    act(() => release())
    await waitFor(() => expect(result.current).toEqual([]))
  })
})

describe('errors', () => {
  it('a hook outside a provider throws NO_PROVIDER', () => {
    expect(() => renderHook(() => useConnectionStatus())).toThrow(ImReactError)
  })
})
