import type { InboxConversation } from '@crossmart/api-client'
import { PacketType } from '@crossmart/im-sdk/protocol'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aConversation, aShopper, paged } from '../../test-support/console-data'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { renderScreen, STAFF_ME } from '../../test-support/render-console'
import { matchingReplies } from './composer'
import { InboxScreen, isSearchShortcut } from './inbox-screen'

const QUICK = [
  { id: 1, shortcut: 'hi', text: 'Hello! How can I help you today?' },
  { id: 2, shortcut: 'ship', text: 'Your order ships within 48 hours.' },
]

/** The chat calls of a staff member with no history, plus the console calls given. */
function inboxApi(conversations: () => InboxConversation[], extra: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    '/api/chat/login': () => ({ status: 200 }),
    '/api/chat/getWebSocketUrl': () => ({ uid: '7', token: 'chat-token', wsUrl: '/chat/ws' }),
    '/api/chat/getRecentConversation': () => ({ list: [] }),
    '/api/chat/getChannelMessage': () => ({ list: [], more: false }),
    '/api/chat/setUnread': (input) => ({ channelId: String(input['channelId']), channelType: 7, unread: 0 }),
    '/api/console/inbox': (input) => {
      const all = conversations()
      const filtered =
        input['filter'] === 'mine'
          ? all.filter((c) => c.assignee?.id === STAFF_ME.userId)
          : input['filter'] === 'unassigned'
            ? all.filter((c) => !c.assignee)
            : all
      const search = String(input['search'] ?? '').toLowerCase()
      const found = search ? filtered.filter((c) => c.shopperName.toLowerCase().includes(search)) : filtered
      const page = Number(input['page'] ?? 1)
      const limit = Number(input['limit'] ?? 100)
      return { list: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit }
    },
    '/api/console/quick_replies': () => ({ list: QUICK }),
    '/api/console/colleagues': () => ({
      list: [
        { id: 7, name: 'Sam', online: true },
        { id: 8, name: 'Mia', online: false },
      ],
    }),
    '/api/console/shopper': () => aShopper(),
    ...extra,
  })
}

describe('inbox', () => {
  it("lists the service's conversations with unread counts, digests and who handles them", async () => {
    const list = [
      aConversation(0, { unread: 2 }),
      aConversation(1, { assignee: { id: 8, name: 'Mia' }, unread: 0 }),
    ]
    await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(() => list),
    )
    const rows = await screen.findAllByRole('button', { name: /Shopper \d/ })
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Question 0')).toBeTruthy()
    expect(within(rows[0]!).getByText('2 unread messages')).toBeTruthy()
    expect(within(rows[0]!).getByText('Unassigned')).toBeTruthy()
    expect(within(rows[1]!).getByText('Handled by Mia')).toBeTruthy()
  })

  it('clears the unread badge once opening the conversation has reported it read (not at the next poll)', async () => {
    let unread = 2
    const list = () => [aConversation(0, { unread })]
    const payload = Buffer.from(JSON.stringify({ type: 1, content: 'Where is my parcel?' })).toString(
      'base64',
    )
    await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(list, {
        // The conversation's own history; its private notes (note_…) have none.
        '/api/chat/getChannelMessage': (input) => ({
          list: String(input['channelId']).startsWith('note_')
            ? []
            : [
                {
                  messageId: '5001',
                  messageSeq: 1,
                  clientMsgNo: 'c1',
                  fromUid: '100',
                  channelId: 'mer_1_100',
                  channelType: 7,
                  timestamp: 1_795_000_000,
                  payload,
                  reddot: true,
                },
              ],
          more: false,
        }),
        '/api/chat/setUnread': (input) => {
          unread = 0
          return { channelId: String(input['channelId']), channelType: 7, unread: 0 }
        },
      }),
    )
    const row = await screen.findByRole('button', { name: /Shopper 0/ })
    expect(within(row).getByText('2 unread messages')).toBeTruthy()
    await userEvent.click(row)
    expect(await screen.findByText('Where is my parcel?')).toBeTruthy()
    // The read receipt goes out with the next flush (2 s); the inbox asks again right after it.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('button', { name: /Shopper 0/ })).queryByText('2 unread messages'),
        ).toBeNull(),
      { timeout: 5000 },
    )
  })

  it('says who said what: the shopper, a colleague by name, the automatic reply and the system', async () => {
    const payload = (content: Record<string, unknown>) =>
      Buffer.from(JSON.stringify(content)).toString('base64')
    const row = (seq: number, fromUid: string, content: Record<string, unknown>) => ({
      messageId: String(5000 + seq),
      messageSeq: seq,
      clientMsgNo: `c${seq}`,
      fromUid,
      channelId: 'mer_1_100',
      channelType: 7,
      timestamp: 1_795_000_000 + seq,
      payload: payload(content),
      reddot: true,
    })
    await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(() => [aConversation(0)], {
        '/api/chat/getChannelMessage': (input) => ({
          list: String(input['channelId']).startsWith('note_')
            ? []
            : [
                row(1, '100', { type: 1, content: 'Is it in stock?' }),
                row(2, 'mer_1', { type: 1, content: 'We are closed now' }),
                row(3, '8', { type: 1, content: 'Yes, two left', fromName: 'Mia' }),
                row(4, '7', { type: 1, content: 'Shipping today', fromName: 'Sam (Shop 1)' }),
                row(5, 'mer_1', {
                  type: 1101,
                  ratingId: 3,
                  content: 'Please rate this conversation from 1 to 5',
                }),
              ],
          more: false,
        }),
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const item = async (text: string) => (await screen.findByText(text)).closest('li')!
    const shopper = await item('Is it in stock?')
    expect(shopper.getAttribute('data-author')).toBe('shopper')
    expect(shopper.textContent).toContain('Shopper 0')
    const away = await item('We are closed now')
    expect(away.getAttribute('data-author')).toBe('automatic')
    expect(away.textContent).toContain('Automatic reply')
    const colleague = await item('Yes, two left')
    expect(colleague.getAttribute('data-author')).toBe('colleague')
    expect(colleague.textContent).toContain('Mia')
    expect(colleague.className).toContain('msg--own')
    const mine = await item('Shipping today')
    expect(mine.getAttribute('data-author')).toBe('you')
    expect(mine.textContent).toContain('You')
    const automatic = document.querySelectorAll('li[data-author="automatic"]')
    expect(automatic).toHaveLength(2)
    expect(automatic[1]!.querySelector('.msg__meta')?.textContent).toContain('System')
  })

  it('on a phone shows one view at a time: the list, the conversation, the shopper, and back', async () => {
    const { container } = await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(() => [aConversation(0)]),
    )
    const inbox = container.querySelector('.inbox')!
    expect(inbox.getAttribute('data-view')).toBe('list')
    const tools = container.querySelector('.inbox__tools')!
    expect(tools.getAttribute('data-filters')).toBe('closed')
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }))
    expect(tools.getAttribute('data-filters')).toBe('open')
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    expect(inbox.getAttribute('data-view')).toBe('conversation')
    await userEvent.click(screen.getByRole('button', { name: 'Shopper details' }))
    expect(inbox.getAttribute('data-view')).toBe('shopper')
    await userEvent.click(screen.getByRole('button', { name: 'Back to the conversation' }))
    expect(inbox.getAttribute('data-view')).toBe('conversation')
    await userEvent.click(screen.getByRole('button', { name: 'Conversations' }))
    expect(inbox.getAttribute('data-view')).toBe('list')
  })

  it('filters by assignment and searches by shopper; Ctrl+K jumps to the search', async () => {
    const list = [
      aConversation(0, { assignee: { id: 7, name: 'Sam' } }),
      aConversation(1),
      aConversation(2, { shopperName: 'Zoe' }),
    ]
    const fake = inboxApi(() => list)
    await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await screen.findByText('Zoe')
    await userEvent.click(screen.getByRole('tab', { name: 'Mine' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Shopper|Zoe/ })).toHaveLength(1))
    expect(screen.getByText('You handle this')).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'All' }))
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    const search = screen.getByRole('searchbox', { name: 'Search conversations' })
    expect(document.activeElement).toBe(search)
    await userEvent.type(search, 'zo')
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /Shopper|Zoe/ }).map((b) => b.textContent)).toEqual([
        expect.stringContaining('Zoe'),
      ]),
    )
    await userEvent.clear(search)
    await userEvent.type(search, 'nobody')
    expect(await screen.findByText('No shopper matches this search.')).toBeTruthy()
  })

  it('shows empty and error states', async () => {
    let fail = true
    await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(() => [], {
        '/api/console/inbox': () => (fail ? { refuse: 'Inbox unavailable' } : paged([])),
      }),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('Inbox unavailable')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText('No conversations yet. New ones appear here as shoppers write.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Unassigned' }))
    expect(await screen.findByText('Every conversation has someone handling it.')).toBeTruthy()
  })

  it('renders only the rows near the viewport of 1,000 conversations', async () => {
    const list = Array.from({ length: 1_000 }, (_, i) => aConversation(i))
    await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(() => list),
    )
    await screen.findByText('Shopper 0')
    const rendered = screen.getAllByRole('button', { name: /^Shopper \d+/ })
    expect(rendered.length).toBeGreaterThan(5)
    expect(rendered.length).toBeLessThan(80)
  })

  it('takes a conversation, then transfers it to a colleague', async () => {
    let assignee: InboxConversation['assignee'] = null
    const assigned: Record<string, unknown>[] = []
    const fake = inboxApi(() => [aConversation(0, { assignee })], {
      '/api/console/assign': (input) => {
        assigned.push(input)
        assignee =
          input['action'] === 'take'
            ? { id: 7, name: 'Sam' }
            : input['action'] === 'transfer'
              ? { id: 8, name: 'Mia' }
              : null
        return { channelId: String(input['channelId']), assignee }
      },
    })
    const { server } = await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const bar = await screen.findByRole('group', { name: 'Assignment' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Take' }))
    expect(await within(bar).findByText('You handle this')).toBeTruthy()
    await userEvent.selectOptions(within(bar).getByLabelText('Transfer to…'), '8')
    await userEvent.click(within(bar).getByRole('button', { name: 'Transfer' }))
    expect(await within(bar).findByText('Handled by Mia')).toBeTruthy()
    expect(assigned).toEqual([
      { channelId: 'mer_1_100', action: 'take', expectedAssigneeId: null },
      { channelId: 'mer_1_100', action: 'transfer', staffId: 8, expectedAssigneeId: 7 },
    ])
  })

  it("takes over a colleague's conversation after a confirmation, naming whom it takes from", async () => {
    let assignee: InboxConversation['assignee'] = { id: 8, name: 'Mia' }
    const assigned: Record<string, unknown>[] = []
    const fake = inboxApi(() => [aConversation(0, { assignee })], {
      '/api/console/assign': (input) => {
        assigned.push(input)
        assignee = { id: 7, name: 'Sam' }
        return { channelId: String(input['channelId']), assignee }
      },
    })
    await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const bar = await screen.findByRole('group', { name: 'Assignment' })
    expect(within(bar).getByText('Handled by Mia')).toBeTruthy()
    // An agent may not return a colleague's conversation to the queue: the reason stands instead.
    expect(within(bar).queryByRole('button', { name: 'Return to queue' })).toBeNull()
    expect(
      within(bar).getByText('Only Mia, who handles it, or a manager can return it to the queue'),
    ).toBeTruthy()
    await userEvent.click(within(bar).getByRole('button', { name: 'Take over' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Take over' })
    expect(dialog.textContent).toContain('Take over from Mia?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take over' }))
    expect(await within(bar).findByText('You handle this')).toBeTruthy()
    expect(assigned).toEqual([{ channelId: 'mer_1_100', action: 'take', expectedAssigneeId: 8 }])
    expect(within(bar).getByRole('button', { name: 'Return to queue' })).toBeTruthy()
  })

  it('shows who already handles it when a colleague took it first', async () => {
    const fake = inboxApi(() => [aConversation(0)], {
      '/api/console/assign': () => ({ refuse: 'Mia already handles this conversation' }),
    })
    await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const bar = await screen.findByRole('group', { name: 'Assignment' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Take' }))
    expect((await within(bar).findByRole('alert')).textContent).toBe('Mia already handles this conversation')
  })

  it('inserts a quick reply by /shortcut and Tab, and Enter sends while Shift+Enter adds a line', async () => {
    const { server } = await renderScreen(
      <InboxScreen me={STAFF_ME} />,
      inboxApi(() => [aConversation(0)]),
    )
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, '/sh')
    expect(screen.getByRole('list', { name: 'Quick replies' })).toBeTruthy()
    await userEvent.keyboard('{Tab}')
    expect((box as HTMLTextAreaElement).value).toBe('Your order ships within 48 hours.')
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}Thanks!')
    expect((box as HTMLTextAreaElement).value).toBe('Your order ships within 48 hours.\nThanks!')
    await userEvent.keyboard('{Enter}')
    expect((box as HTMLTextAreaElement).value).toBe('')
    const sent = await screen.findByText('Your order ships within 48 hours. Thanks!', {
      normalizer: (s) => s.replace(/\s+/g, ' '),
    })
    expect(sent.closest('li')?.getAttribute('data-status')).toMatch(/wait|normal/)
  })

  it("fills a quick reply's variables, and says which are left when the shopper has no order", async () => {
    const fake = inboxApi(() => [aConversation(0)], {
      '/api/console/quick_replies': () => ({
        list: [{ id: 3, shortcut: 'late', text: 'Sorry {name}, order {order} is late. {agent}' }],
      }),
    })
    const { server } = await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const box = await screen.findByRole('textbox', { name: 'Message' })
    await userEvent.type(box, '/la')
    await userEvent.keyboard('{Tab}')
    await waitFor(() =>
      expect((box as HTMLTextAreaElement).value).toBe(
        `Sorry Shopper 0, order {order} is late. ${STAFF_ME.displayName}`,
      ),
    )
    expect(screen.getByText('Fill in {order} before sending.')).toBeTruthy()
    expect(fake.calls.filter((c) => c.path === '/api/console/shopper').length).toBeGreaterThan(0)
  })

  it('writes a private note in the conversation: staff only, in its own channel, with a mention', async () => {
    const fake = inboxApi(() => [aConversation(0)], {
      '/api/chat/syncSubscribers': () => ({
        list: [
          { uid: '7', name: 'Sam', version: 1, isDeleted: false },
          { uid: '8', name: 'Mia', version: 1, isDeleted: false },
        ],
      }),
    })
    const { server } = await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Private note' }))
    const box = screen.getByRole('textbox', { name: 'Private note' })
    await userEvent.type(box, 'Refund approved @mi')
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Mention a member' })).getByRole('button', {
        name: '@Mia',
      }),
    )
    await userEvent.type(box, 'tell them{Enter}')
    const note = await screen.findByText('Refund approved @Mia tell them')
    const row = note.closest('li')
    expect(row?.getAttribute('data-kind')).toBe('note')
    expect(row?.textContent).toContain('Private note')
    const socket = server.last()
    const packets: ReturnType<typeof socket.takeType<typeof PacketType.Send>> = []
    await waitFor(() => {
      // Only the note: the viewing and typing signals go elsewhere.
      packets.push(...socket.takeType(PacketType.Send).filter((p) => p.channelID.startsWith('note_')))
      expect(packets).toHaveLength(1)
    })
    expect([packets[0]?.channelID, packets[0]?.channelType]).toEqual(['note_mer_1_100', 2])
    const content = JSON.parse(new TextDecoder().decode(socket.openSend(packets[0]!).plain)) as Record<
      string,
      unknown
    >
    expect(content['mention']).toEqual({ uids: ['8'] })
    // Back to replying: the reply box again.
    await userEvent.click(screen.getByRole('tab', { name: 'Reply' }))
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy()
  })

  it('matches quick replies by the typed prefix of their shortcut', () => {
    expect(matchingReplies('/h', QUICK).map((r) => r.shortcut)).toEqual(['hi'])
    expect(matchingReplies('/', QUICK)).toHaveLength(2)
    expect(matchingReplies('hi', QUICK)).toEqual([])
  })

  it('takes Ctrl+K anywhere and / only outside text fields as the search shortcut', () => {
    const input = document.createElement('input')
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(new KeyboardEvent('keydown', { key: '/' }))).toBe(true)
    const typed = new KeyboardEvent('keydown', { key: '/' })
    Object.defineProperty(typed, 'target', { value: input })
    expect(isSearchShortcut(typed)).toBe(false)
  })
})
