import type { InboxConversation } from '@crossmart/api-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { aConversation, aShopper } from '../../test-support/console-data'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { renderScreen, STAFF_ME } from '../../test-support/render-console'
import { InboxScreen } from './inbox-screen'
import { neighbourOf, queueShortcutOf } from './queue-shortcuts'

/** Issue #29 in the inbox: state filter, state actions, availability and the queue's shortcuts. */
function queueApi(conversations: () => InboxConversation[], extra: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    '/api/chat/login': () => ({ status: 200 }),
    '/api/chat/getWebSocketUrl': () => ({ uid: '7', token: 'chat-token', wsUrl: '/chat/ws' }),
    '/api/chat/getRecentConversation': () => ({ list: [] }),
    '/api/chat/getChannelMessage': () => ({ list: [], more: false }),
    '/api/chat/setUnread': (input) => ({ channelId: String(input['channelId']), channelType: 7, unread: 0 }),
    '/api/console/inbox': (input) => {
      const state = String(input['state'] ?? 'any')
      const list = conversations().filter((c) => state === 'any' || c.state === state)
      return { list, total: list.length, page: 1, limit: 100 }
    },
    '/api/console/quick_replies': () => ({ list: [] }),
    '/api/console/colleagues': () => ({ list: [] }),
    '/api/console/availability': () => ({ status: 'online' }),
    '/api/console/shopper': () => aShopper(),
    ...extra,
  })
}

const altKey = (code: string, ctrlKey = false) => fireEvent.keyDown(window, { code, altKey: true, ctrlKey })

describe('queue shortcuts', () => {
  it.each([
    [{ code: 'KeyJ', altKey: true }, 'next'],
    [{ code: 'KeyK', altKey: true }, 'previous'],
    [{ code: 'KeyE', altKey: true }, 'resolve'],
    [{ code: 'KeyE', altKey: true, ctrlKey: true }, 'resolveAndNext'],
    [{ code: 'KeyJ', altKey: false }, null],
    [{ code: 'KeyJ', altKey: true, ctrlKey: true }, null],
    [{ code: 'KeyE', altKey: true, shiftKey: true }, null],
  ] as const)('%o is %s', (event, expected) => {
    expect(queueShortcutOf({ ctrlKey: false, metaKey: false, shiftKey: false, ...event })).toBe(expected)
  })

  it.each([
    [['a', 'b', 'c'], null, 1, 'a'],
    [['a', 'b', 'c'], 'a', 1, 'b'],
    [['a', 'b', 'c'], 'c', 1, null],
    [['a', 'b', 'c'], 'b', -1, 'a'],
    [['a', 'b', 'c'], 'gone', -1, 'a'],
    [[], null, 1, null],
  ] as const)('in %o from %s by %i: %s', (ids, current, step, expected) => {
    expect(neighbourOf(ids, current, step)).toBe(expected)
  })
})

describe('inbox queue control', () => {
  it('moves with Alt+J / Alt+K, resolves with Alt+E and Ctrl+Alt+E (opening the next)', async () => {
    const states = new Map<string, InboxConversation['state']>()
    const list = () =>
      [0, 1, 2].map((i) => {
        const c = aConversation(i)
        return { ...c, state: states.get(c.channelId) ?? 'open' }
      })
    const changes: Record<string, unknown>[] = []
    const fake = queueApi(list, {
      '/api/console/conversation_state': (input) => {
        changes.push(input)
        states.set(String(input['channelId']), input['state'] as InboxConversation['state'])
        return { channelId: String(input['channelId']), state: input['state'], snoozedUntil: null }
      },
    })
    await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await screen.findByRole('button', { name: /Shopper 2/ })
    const current = () => document.querySelector('.conversation__head h2')?.textContent
    altKey('KeyJ')
    await waitFor(() => expect(current()).toBe('Shopper 0'))
    altKey('KeyJ')
    await waitFor(() => expect(current()).toBe('Shopper 1'))
    altKey('KeyK')
    await waitFor(() => expect(current()).toBe('Shopper 0'))
    altKey('KeyE')
    const bar = await screen.findByRole('group', { name: 'Conversation state' })
    expect(await within(bar).findByText('Resolved')).toBeTruthy()
    altKey('KeyJ')
    await waitFor(() => expect(current()).toBe('Shopper 1'))
    altKey('KeyE', true)
    await waitFor(() => expect(current()).toBe('Shopper 2'))
    expect(changes).toEqual([
      { channelId: 'mer_1_100', state: 'resolved' },
      { channelId: 'mer_1_101', state: 'resolved' },
    ])
  })

  it('filters by state, and the state bar snoozes and reopens', async () => {
    let state: InboxConversation['state'] = 'open'
    const fake = queueApi(() => [{ ...aConversation(0), state }], {
      '/api/console/conversation_state': (input) => {
        state = input['state'] as InboxConversation['state']
        return { channelId: String(input['channelId']), state, snoozedUntil: null }
      },
    })
    await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    await userEvent.click(await screen.findByRole('button', { name: /Shopper 0/ }))
    const bar = await screen.findByRole('group', { name: 'Conversation state' })
    await userEvent.click(within(bar).getByRole('button', { name: 'Snooze 1 h' }))
    await userEvent.click(await within(bar).findByRole('button', { name: 'Reopen' }))
    expect(await within(bar).findByRole('button', { name: 'Resolve' })).toBeTruthy()
    const sent = fake.calls.filter((c) => c.path === '/api/console/conversation_state').map((c) => c.input)
    expect(sent.map((input) => input['state'])).toEqual(['snoozed', 'open'])
    expect(Number(sent[0]?.['snoozedUntil'])).toBeGreaterThan(Date.now())

    await userEvent.selectOptions(screen.getByLabelText('State'), 'resolved')
    expect(await screen.findByText('No conversations in this state')).toBeTruthy()
    expect(fake.calls.filter((c) => c.path === '/api/console/inbox').at(-1)?.input['state']).toBe('resolved')
  })

  it("sets the staff member's availability", async () => {
    const fake = queueApi(() => [], {
      '/api/console/availability_set': (input) => ({ status: input['status'] }),
    })
    await renderScreen(<InboxScreen me={STAFF_ME} />, fake)
    const select = await screen.findByLabelText('My availability')
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('online'))
    await userEvent.selectOptions(select, 'busy')
    await waitFor(() =>
      expect(
        fake.calls.filter((c) => c.path === '/api/console/availability_set').map((c) => c.input),
      ).toEqual([{ status: 'busy' }]),
    )
    expect((select as HTMLSelectElement).value).toBe('busy')
  })
})
