import { PacketType } from '@crossmart/im-sdk/protocol'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { renderScreen, STAFF_ME } from '../../test-support/render-console'
import { TeamNotesNavLabel, TeamNotesScreen } from './team-notes-screen'

const TEAM = { channelId: 'team_mer_1', channelType: 2 }
const toBase64 = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))

function note(seq: number, fromUid: string, content: object) {
  return {
    messageId: String(1000 + seq),
    messageSeq: seq,
    clientMsgNo: `c${seq}`,
    fromUid,
    ...TEAM,
    timestamp: 1_795_000_000 + seq,
    payload: toBase64(content),
    reddot: false,
  }
}

function aReminder(id: number, seq: number, overrides: Record<string, unknown> = {}) {
  return {
    reminderId: id,
    ...TEAM,
    reminderType: 1,
    done: false,
    version: 10 + id,
    messageId: String(1000 + seq),
    messageSeq: seq,
    text: '@Sam can you call Ada back?',
    fromUid: '8',
    ...overrides,
  }
}

const MEMBERS = [
  { uid: '7', name: 'Sam (Shop 1)', version: 3, isDeleted: false },
  { uid: '8', name: 'Mia (Shop 1)', version: 4, isDeleted: false },
]

/** Staff member 7 of shop 1 whose team is Mia (8, online) and themself. */
function teamApi(extra: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    '/api/chat/login': () => ({ status: 200 }),
    '/api/chat/getWebSocketUrl': () => ({ uid: '7', token: 'chat-token', wsUrl: '/chat/ws' }),
    '/api/chat/getRecentConversation': () => ({ list: [] }),
    '/api/chat/getChannelMessage': () => ({
      list: [note(1, '8', { type: 1, content: '@Sam can you call Ada back?', mention: { uids: ['7'] } })],
      more: false,
    }),
    '/api/chat/setUnread': () => ({ ...TEAM, unread: 0 }),
    '/api/chat/syncSubscribers': (input) => ({ list: Number(input['version']) === 0 ? MEMBERS : [] }),
    '/api/chat/syncReminders': () => ({ list: [] }),
    '/api/chat/reminderDone': (input) => ({ ids: input['ids'] }),
    '/api/console/colleagues': () => ({
      list: [
        { id: 7, name: 'Sam (Shop 1)', online: false },
        { id: 8, name: 'Mia (Shop 1)', online: true },
      ],
    }),
    ...extra,
  })
}

describe('team notes', () => {
  it("shows the team's notes, its members with who is online, and a note that mentions me", async () => {
    const fake = teamApi()
    await renderScreen(<TeamNotesScreen me={STAFF_ME} />, fake)
    const notes = await screen.findByRole('list', { name: 'Messages' })
    const item = await within(notes).findByText('@Sam can you call Ada back?')
    expect(item.closest('li')?.className).toContain('msg--mention')
    expect(within(item.closest('li')!).getByText(/Mia \(Shop 1\)/)).toBeTruthy()
    const members = await screen.findByRole('region', { name: 'Members' })
    await waitFor(() =>
      expect([...members.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Mia (Shop 1) online',
        'Sam (Shop 1) (You) offline',
      ]),
    )
    expect(fake.calls.find((c) => c.path === '/api/chat/syncSubscribers')?.input).toEqual({
      ...TEAM,
      version: 0,
    })
    expect(await screen.findByText('Nobody has mentioned you.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Hide members' }))
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull()
  })

  it('lists "X mentioned you", and opening one shows the note and marks it done', async () => {
    let done = false
    const fake = teamApi({
      '/api/chat/syncReminders': () => ({ list: done ? [] : [aReminder(5, 1)] }),
      '/api/chat/reminderDone': (input) => {
        done = true
        return { ids: input['ids'] }
      },
    })
    await renderScreen(<TeamNotesScreen me={STAFF_ME} />, fake)
    const mentions = await screen.findByRole('region', { name: 'Mentions' })
    const entry = await within(mentions).findByRole('button', {
      name: 'Mia (Shop 1) mentioned you: @Sam can you call Ada back?',
    })
    await userEvent.click(entry)
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === '/api/chat/reminderDone').map((c) => c.input)).toEqual([
        { ids: [5] },
      ]),
    )
    expect(document.getElementById('team-note-1')?.getAttribute('aria-current')).toBe('true')
    expect(await within(mentions).findByText('Nobody has mentioned you.')).toBeTruthy()
  })

  it('keeps the mention when marking it done fails, and says so', async () => {
    await renderScreen(
      <TeamNotesScreen me={STAFF_ME} />,
      teamApi({
        '/api/chat/syncReminders': () => ({ list: [aReminder(5, 1)] }),
        '/api/chat/reminderDone': () => ({ refuse: 'Not now' }),
      }),
    )
    const mentions = await screen.findByRole('region', { name: 'Mentions' })
    await userEvent.click(await within(mentions).findByRole('button', { name: /mentioned you/ }))
    expect((await within(mentions).findByRole('alert')).textContent).toBe(
      'The mention could not be marked as read.',
    )
    expect(within(mentions).getByRole('button', { name: /mentioned you/ })).toBeTruthy()
  })

  it('@ opens the member picker; the note goes out with mention uids, or all for @all', async () => {
    const { server } = await renderScreen(<TeamNotesScreen me={STAFF_ME} />, teamApi())
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    const box = await screen.findByRole('textbox', { name: 'Message' })
    const members = await screen.findByRole('region', { name: 'Members' })
    await waitFor(() => expect(members.querySelector('[data-online="true"]')?.textContent).toContain('Mia'))
    await userEvent.type(box, 'Hi @mi')
    const picker = screen.getByRole('list', { name: 'Mention a member' })
    // Not myself: only Mia matches "mi" (and "all" does not).
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['@Mia (Shop 1)'])
    await userEvent.keyboard('{Enter}')
    expect((box as HTMLTextAreaElement).value).toBe('Hi @Mia (Shop 1) ')
    await userEvent.type(box, 'please check order 11{Enter}')
    expect((box as HTMLTextAreaElement).value).toBe('')

    await userEvent.type(box, '@al')
    await userEvent.click(within(screen.getByRole('list', { name: 'Mention a member' })).getByRole('button'))
    await userEvent.type(box, 'stock count at 5{Enter}')

    const socket = server.last()
    const packets: ReturnType<typeof socket.takeType<typeof PacketType.Send>> = []
    await waitFor(() => {
      packets.push(...socket.takeType(PacketType.Send))
      expect(packets).toHaveLength(2)
    })
    expect(packets.map((p) => [p.channelID, p.channelType])).toEqual([
      [TEAM.channelId, 2],
      [TEAM.channelId, 2],
    ])
    const contents = packets.map(
      (p) => JSON.parse(new TextDecoder().decode(socket.openSend(p).plain)) as Record<string, unknown>,
    )
    expect(contents.map((c) => [c['content'], c['mention']])).toEqual([
      ['Hi @Mia (Shop 1) please check order 11', { uids: ['8'] }],
      ['@all stock count at 5', { all: 1 }],
    ])
  })

  it('raises the badge when the server says a new mention was stored', async () => {
    let reminders: unknown[] = []
    const { server } = await renderScreen(
      <TeamNotesNavLabel />,
      teamApi({
        '/api/chat/syncReminders': () => ({ list: reminders }),
      }),
    )
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    expect(screen.queryByText('1 unread mention')).toBeNull()
    reminders = [aReminder(6, 2)]
    act(() =>
      server.last().push({
        fromUID: '',
        ...{ channelID: TEAM.channelId, channelType: TEAM.channelType },
        content: { type: 99, cmd: 'syncReminders', param: {} },
        messageID: '2001',
        messageSeq: 0,
      }),
    )
    expect(await screen.findByText('1 unread mention')).toBeTruthy()
  })

  it('shows the empty team, and error states with retry', async () => {
    let fail = true
    await renderScreen(
      <TeamNotesScreen me={STAFF_ME} />,
      teamApi({
        '/api/chat/getChannelMessage': () => ({ list: [], more: false }),
        '/api/chat/syncSubscribers': () => (fail ? { refuse: 'Members unavailable' } : { list: [] }),
        '/api/chat/syncReminders': () => (fail ? { refuse: 'Reminders unavailable' } : { list: [] }),
      }),
    )
    expect(await screen.findByText('No notes yet. Write the first one for your team.')).toBeTruthy()
    const members = await screen.findByRole('region', { name: 'Members' })
    expect((await within(members).findByRole('alert')).textContent).toContain(
      'The members could not be loaded.',
    )
    const mentions = await screen.findByRole('region', { name: 'Mentions' })
    expect((await within(mentions).findByRole('alert')).textContent).toContain(
      'The mentions could not be loaded.',
    )
    fail = false
    await userEvent.click(within(members).getByRole('button', { name: 'Try again' }))
    expect(await within(members).findByText('Nobody is in this team yet.')).toBeTruthy()
    await userEvent.click(within(mentions).getByRole('button', { name: 'Try again' }))
    expect(await within(mentions).findByText('Nobody has mentioned you.')).toBeTruthy()
  })
})
