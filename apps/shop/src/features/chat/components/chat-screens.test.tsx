import {
  createFakeServer,
  createVirtualClock,
  type FakeServer,
  type VirtualClock,
} from '@crossmart/im-sdk/testing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { USER } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'
import type { ImageUploader } from '../api/chat-callbacks'

const UID = '42'
const NOW_S = 1_767_000_000
const SHOP = { channelId: 'mer_3', channelType: 7 }
const PLATFORM = { channelId: 'platform', channelType: 7 }
/** @crossmart/im-sdk protocol packet types (PROTOCOL.md). */
const SEND = 3
const SENDACK = 4
const DISCONNECT = 9

const payload = (content: object) => Buffer.from(JSON.stringify(content), 'utf8').toString('base64')

function stored(
  channel: { channelId: string; channelType: number },
  seq: number,
  from: string,
  content: object,
  at = NOW_S - 600 + seq,
) {
  return {
    messageId: String(1000 + seq),
    messageSeq: seq,
    clientMsgNo: `c${channel.channelId}${seq}`,
    fromUid: from,
    channelId: channel.channelId,
    channelType: channel.channelType,
    timestamp: at,
    payload: payload(content),
    reddot: true,
  }
}

let api: FakeApi
let server: FakeServer
let clock: VirtualClock
let conversations: unknown[]
let channelMessages: ReturnType<typeof stored>[]
let uploads: {
  file: Blob
  signal: AbortSignal
  onProgress(loaded: number, total: number): void
  resolve(url: string): void
}[]

const upload: ImageUploader = (file, { signal, onProgress }) =>
  new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    uploads.push({ file, signal, onProgress, resolve: (url) => resolve({ url }) })
  })

/** A message extra as /api/chat/syncMessageExtras answers it, nothing changed. */
const extra = {
  revoke: false,
  isEdit: false,
  editedAt: 0,
  contentEdit: '',
  readedCount: 0,
  unreadCount: 0,
}

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  server = createFakeServer()
  clock = createVirtualClock({ startMs: NOW_S * 1000 })
  uploads = []
  api.requests.length = 0
  conversations = [
    {
      ...SHOP,
      unread: 2,
      timestamp: NOW_S - 60,
      lastMsgSeq: 4,
      lastClientMsgNo: 'x',
      browseTo: 0,
      version: '5',
      recents: [stored(SHOP, 4, 'mer_3', { type: 2, url: '/uploads/a.png', width: 1, height: 1 })],
    },
    {
      ...PLATFORM,
      unread: 1,
      timestamp: NOW_S - 30,
      lastMsgSeq: 2,
      lastClientMsgNo: 'y',
      browseTo: 0,
      version: '6',
      recents: [stored(PLATFORM, 2, 'platform', { type: 1, content: 'Welcome @all', mention: { all: 1 } })],
    },
  ]
  channelMessages = [
    stored(SHOP, 1, UID, { type: 1, content: 'Is this in stock?' }, NOW_S - 3600),
    stored(SHOP, 2, '41', { type: 1, content: 'Yes, 8 left', fromName: 'Mia' }, NOW_S - 3500),
  ]
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: { list: [], total: 0, totalCents: 0, selectedCents: 0 } }))
  api.on('/api/chat/login', () => ({ data: { status: 200 } }))
  api.on('/api/chat/getWebSocketUrl', () => ({
    data: { uid: UID, token: 'chat-token', wsUrl: 'ws://gateway.test/chat/ws' },
  }))
  api.on('/api/chat/getRecentConversation', () => ({ data: { list: conversations } }))
  api.on('/api/chat/getChannelMessage', (r) => {
    const body = r.body as { channelId: string; startMessageSeq: number }
    const list = channelMessages.filter(
      (m) =>
        m.channelId === body.channelId &&
        (body.startMessageSeq === 0 || m.messageSeq <= body.startMessageSeq),
    )
    return { data: { list, more: false } }
  })
  api.on('/api/chat/setUnread', (r) => ({ data: { ...(r.body as object), unread: 0 } }))
  // The other provider callbacks (server README "Chat"): nothing kept, nobody online, unless a test says so.
  api.on('/api/chat/syncConversationExtras', () => ({ data: { list: [] } }))
  api.on('/api/chat/setConversationExtra', (r) => ({
    data: { version: 1, browseTo: 0, keepMessageSeq: 0, keepOffsetY: 0, draft: '', ...(r.body as object) },
  }))
  api.on('/api/chat/syncMessageExtras', () => ({ data: { list: [] } }))
  api.on('/api/chat/channelInfo', (r) => ({ data: { ...(r.body as object), online: false, lastOffline: 0 } }))
  api.on('/api/chat/deleteRecentConversation', (r) => ({ data: r.body }))
  api.on('/api/chat/getServiceChannel', (r) =>
    r.query.get('merId')
      ? { data: { channelId: `mer_${r.query.get('merId')}`, channelType: 7, name: 'Sunny Shop', avatar: '' } }
      : { data: { channelId: 'platform', channelType: 7, name: 'CrossMart service', avatar: '' } },
  )
})

function open(path: string) {
  return renderApp({
    baseUrl: api.baseUrl,
    path,
    token: 'user-token',
    chat: { transport: server.transport, clock, memoryStorage: true, upload },
  })
}

/** The client's socket, accepted (chat-spec §4 Connected). */
async function connected() {
  await waitFor(() => expect(server.sockets.length).toBe(1))
  act(() => {
    server.last().handshake()
  })
  return server.last()
}

describe('/chatRoom', () => {
  it('lists the conversations newest first with names, translated digests, unread badges and mentions', async () => {
    await open('/chatRoom')
    const rows = await screen.findAllByRole('link', { name: /^Open chat with/ })
    await waitFor(() =>
      expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
        'Open chat with CrossMart service',
        'Open chat with Sunny Shop',
      ]),
    )
    const [platform, shop] = rows as [HTMLElement, HTMLElement]
    expect(within(shop).getByText('[Image]')).toBeTruthy()
    expect(within(shop).getByLabelText('2 unread')).toBeTruthy()
    expect(within(platform).getByText('Welcome @all')).toBeTruthy()
    expect(within(platform).getByText('Mentions you')).toBeTruthy()
    expect(shop.getAttribute('href')).toBe('/chatRoomDetail/3')
    expect(api.requests.find((r) => r.path === '/api/chat/login')).toBeTruthy()
  })

  it('asks before deleting, then calls the API and drops the row', async () => {
    await open('/chatRoom')
    await screen.findByRole('link', { name: 'Open chat with Sunny Shop' })
    const shopRow = screen
      .getByRole('link', { name: 'Open chat with Sunny Shop' })
      .closest('li') as HTMLElement
    await userEvent.click(within(shopRow).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Delete this conversation?')).toBeTruthy()
    expect(api.requests.some((r) => r.path === '/api/chat/deleteRecentConversation')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open chat with Sunny Shop' })).toBeNull())
    const call = api.requests.find((r) => r.path === '/api/chat/deleteRecentConversation')
    expect(call?.body).toEqual(SHOP)
    expect(screen.getByRole('link', { name: 'Open chat with CrossMart service' })).toBeTruthy()
  })

  it('shows the empty state without conversations', async () => {
    conversations = []
    await open('/chatRoom')
    expect(await screen.findByText('No messages yet')).toBeTruthy()
  })
})

describe('/chatRoomDetail', () => {
  it("shows the shop's name and its history, and reports it read", async () => {
    await open('/chatRoomDetail/3')
    expect(await screen.findByText('Is this in stock?')).toBeTruthy()
    expect(screen.getByText('Yes, 8 left')).toBeTruthy()
    // A staff answer from the console names the staff member (server README "Console").
    expect(
      screen.getByText('Yes, 8 left').closest('.chat-bubble')?.querySelector('.chat-bubble__name')
        ?.textContent,
    ).toBe('Mia')
    expect(screen.getByRole('heading', { name: 'Sunny Shop' })).toBeTruthy()
    const request = api.requests.find((r) => r.path === '/api/chat/getServiceChannel')
    expect(request?.query.get('merId')).toBe('3')
    // chat-spec §4: receipts are flushed every 2000 ms to the read callback (setUnread 0).
    act(() => clock.advance(2000))
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/chat/setUnread')?.body).toEqual({
        ...SHOP,
        unread: 0,
      }),
    )
  })

  it('sends what was read at once when the page is hidden, without waiting for the 2000 ms flush', async () => {
    await open('/chatRoomDetail/3')
    expect(await screen.findByText('Yes, 8 left')).toBeTruthy()
    expect(api.requests.some((r) => r.path === '/api/chat/setUnread')).toBe(false)
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    try {
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await waitFor(() => expect(api.requests.some((r) => r.path === '/api/chat/setUnread')).toBe(true))
    } finally {
      visibility.mockRestore()
    }
  })

  it('shows the connection banner until connected, and the kick reason', async () => {
    await open('/chatRoomDetail/3')
    expect(await screen.findByText('Connecting…')).toBeTruthy()
    const socket = await connected()
    await waitFor(() => expect(screen.queryByText('Connecting…')).toBeNull())
    act(() => socket.send({ type: DISCONNECT, reasonCode: 12, reason: 'kicked' }))
    expect(await screen.findByText('Chat was opened on another device')).toBeTruthy()
    // "Reconnect here" takes the chat back: a new socket, and the banner goes once it is connected.
    const sockets = server.sockets.length
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect here' }))
    await waitFor(() => expect(server.sockets.length).toBe(sockets + 1))
    act(() => {
      server.last().handshake()
    })
    await waitFor(() => expect(screen.queryByText('Chat was opened on another device')).toBeNull())
  })

  it('shows the service online in the header, revoked messages as recalled and "Read" under own ones', async () => {
    api.on('/api/chat/channelInfo', (r) => ({
      data: { ...(r.body as object), online: true, lastOffline: 0 },
    }))
    api.on('/api/chat/syncMessageExtras', () => ({
      data: {
        list: [
          { ...extra, messageId: '1001', messageSeq: 1, extraVersion: 7, readedCount: 1 },
          { ...extra, messageId: '1002', messageSeq: 2, extraVersion: 8, revoke: true },
        ],
      },
    }))
    await open('/chatRoomDetail/3')
    expect((await screen.findByTestId('chat-presence')).textContent).toBe('Online')
    expect(await screen.findByText('Message recalled')).toBeTruthy()
    expect(screen.queryByText('Yes, 8 left')).toBeNull()
    const own = screen.getByText('Is this in stock?').closest('li') as HTMLElement
    await waitFor(() => expect(within(own).getByText('Read')).toBeTruthy())
    // An hour old: too late to recall, still editable.
    expect(within(own).queryByRole('button', { name: 'Recall' })).toBeNull()
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeTruthy()
  })

  it('keeps the draft of a conversation on the server and finds it again (another device)', async () => {
    api.on('/api/chat/syncConversationExtras', () => ({
      data: {
        list: [
          { ...SHOP, version: 9, browseTo: 0, keepMessageSeq: 0, keepOffsetY: 0, draft: 'Half a quest' },
        ],
      },
    }))
    api.on('/api/chat/setConversationExtra', (r) => ({
      data: { ...SHOP, version: 10, browseTo: 0, keepMessageSeq: 0, keepOffsetY: 0, ...(r.body as object) },
    }))
    await open('/chatRoom')
    await userEvent.click(await screen.findByRole('link', { name: 'Open chat with Sunny Shop' }))
    const input = (await screen.findByRole('textbox', { name: 'Type a message' })) as HTMLTextAreaElement
    await waitFor(() => expect(input.value).toBe('Half a quest'))
    await userEvent.type(input, 'ion')
    await waitFor(
      () =>
        expect(api.requests.find((r) => r.path === '/api/chat/setConversationExtra')?.body).toMatchObject({
          ...SHOP,
          draft: 'Half a question',
        }),
      { timeout: 3000 },
    )
  })

  it('sends a text: wait with a spinner, then normal after the send-ack', async () => {
    await open('/chatRoomDetail/3')
    await screen.findByText('Yes, 8 left')
    const socket = await connected()
    const input = screen.getByRole('textbox', { name: 'Type a message' })
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    await userEvent.type(input, 'Can you ship today?{Enter}')
    const bubble = (await screen.findByText('Can you ship today?')).closest('li') as HTMLElement
    expect(bubble.dataset['status']).toBe('wait')
    expect(within(bubble).getByRole('status', { name: 'Sending' })).toBeTruthy()
    expect((input as HTMLTextAreaElement).value).toBe('')
    act(() => clock.advance(100))
    const [packet] = socket.takeType(SEND)
    expect(packet?.channelID).toBe('mer_3')
    act(() =>
      socket.send({
        type: SENDACK,
        header: { dup: false, syncOnce: false, reddot: false, noPersist: false },
        messageID: '2001',
        clientSeq: packet?.clientSeq ?? 0,
        messageSeq: 3,
        reasonCode: 1,
      }),
    )
    await waitFor(() => expect(bubble.dataset['status']).toBe('normal'))
    expect(within(bubble).queryByRole('status')).toBeNull()
  })

  it('marks a refused send failed; tapping it resends with the same clientMsgNo', async () => {
    await open('/chatRoomDetail/3')
    await screen.findByText('Yes, 8 left')
    const socket = await connected()
    await userEvent.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Hello?{Enter}')
    act(() => clock.advance(100))
    const [first] = socket.takeType(SEND)
    const header = { dup: false, syncOnce: false, reddot: false, noPersist: false }
    act(() =>
      socket.send({
        type: SENDACK,
        header,
        messageID: '0',
        clientSeq: first?.clientSeq ?? 0,
        messageSeq: 0,
        reasonCode: 22,
      }),
    )
    const retry = await screen.findByRole('button', { name: /Not sent. Tap to resend/ })
    await userEvent.click(retry)
    await waitFor(() => expect(screen.queryByRole('button', { name: /Not sent/ })).toBeNull())
    act(() => clock.advance(100))
    const [again] = socket.takeType(SEND)
    expect(again?.clientMsgNo).toBe(first?.clientMsgNo)
    act(() =>
      socket.send({
        type: SENDACK,
        header,
        messageID: '2002',
        clientSeq: again?.clientSeq ?? 0,
        messageSeq: 3,
        reasonCode: 1,
      }),
    )
    const bubble = screen.getByText('Hello?').closest('li') as HTMLElement
    await waitFor(() => expect(bubble.dataset['status']).toBe('normal'))
  })

  it('uploads a picture with a progress overlay, and cancelling stops the upload', async () => {
    await open('/chatRoomDetail/3')
    await screen.findByText('Yes, 8 left')
    await connected()
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } })
    await waitFor(() => expect(uploads.length).toBe(1))
    expect(uploads[0]?.file).toBe(file)
    act(() => uploads[0]?.onProgress(50, 100))
    expect(await screen.findByText('Uploading 50%')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }))
    expect(uploads[0]?.signal.aborted).toBe(true)
    await waitFor(() => expect(screen.queryByText(/Uploading/)).toBeNull())
    expect(screen.queryByRole('button', { name: /Not sent/ })).toBeNull()
  })

  it('sends the picture with the uploaded URL once the upload finishes', async () => {
    await open('/chatRoomDetail/3')
    await screen.findByText('Yes, 8 left')
    const socket = await connected()
    const file = new File([new Uint8Array([1, 2, 3])], 'b.png', { type: 'image/png' })
    fireEvent.change(screen.getByTestId('chat-image-input'), { target: { files: [file] } })
    await waitFor(() => expect(uploads.length).toBe(1))
    act(() => uploads[0]?.resolve('/uploads/b.png'))
    await waitFor(() => {
      clock.advance(100)
      expect(socket.takeType(SEND).length).toBe(1)
    })
  })
})
