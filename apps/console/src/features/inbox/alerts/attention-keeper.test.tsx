import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAlertDevice, createMemoryAlertSettings } from '../../../test-support/fake-alerts'
import { createFakeApi } from '../../../test-support/fake-api'
import { renderScreen, STAFF_ME } from '../../../test-support/render-console'
import { AlertSettingsMenu } from './alert-settings-menu'
import { openConversationAtom } from './alert-state'
import { AttentionKeeper } from './attention-keeper'

const chatApi = (counts: () => unknown) =>
  createFakeApi({
    '/api/chat/login': () => ({ status: 200 }),
    '/api/chat/getWebSocketUrl': () => ({ uid: '7', token: 'chat-token', wsUrl: '/chat/ws' }),
    '/api/chat/getRecentConversation': () => ({ list: [] }),
    '/api/console/inbox_counts': counts,
  })

/** A message pushed into one of shop 1's conversations (staff address it as `mer_1_<shopper>`). */
const message = (n: number, fromUID: string, channelID = 'mer_1_100') => ({
  fromUID,
  channelID,
  channelType: 7,
  content: { type: 1, content: `text ${n}` },
  messageID: String(3000 + n),
  messageSeq: n,
})

const pageSeen = (seen: boolean) => {
  vi.spyOn(document, 'hasFocus').mockReturnValue(seen)
}
beforeEach(() => {
  document.title = 'CrossMart console'
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('alerts (issue #44)', () => {
  it("chimes and notifies for a shopper's message, never for one's own, a colleague's or the automatic reply", async () => {
    pageSeen(false)
    const { device, state } = createFakeAlertDevice('granted')
    const settings = createMemoryAlertSettings({ sound: true, desktop: true, title: true })
    const { server } = await renderScreen(
      <AttentionKeeper me={STAFF_ME} />,
      chatApi(() => ({ all: 1, mine: 0, unassigned: 1, unreadMessages: 3 })),
      STAFF_ME,
      { alerts: device, alertSettings: settings },
    )
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    act(() => server.last().push(message(1, '8')))
    act(() => server.last().push(message(2, 'mer_1')))
    act(() => server.last().push(message(3, '100')))
    await waitFor(() => expect(state.notices).toHaveLength(1))
    expect(state.chimes).toBe(1)
    expect(state.notices[0]).toMatchObject({ title: 'A shopper wrote', body: 'text 3', tag: 'mer_1_100' })
    // A burst chimes once; each conversation keeps one notice (by tag).
    act(() => server.last().push(message(4, '101', 'mer_1_101')))
    await waitFor(() => expect(state.notices).toHaveLength(2))
    expect(state.chimes).toBe(1)
    // The unread count is in the tab's title.
    await waitFor(() => expect(document.title).toBe('(3) CrossMart console'))
  })

  it('stays quiet for the conversation on screen, and obeys the settings', async () => {
    pageSeen(true)
    const { device, state } = createFakeAlertDevice('granted')
    const { server, store } = await renderScreen(
      <AttentionKeeper me={STAFF_ME} />,
      chatApi(() => ({ all: 0, mine: 0, unassigned: 0, unreadMessages: 0 })),
      STAFF_ME,
      {
        alerts: device,
        alertSettings: createMemoryAlertSettings({ sound: false, desktop: true, title: true }),
      },
    )
    act(() => store.set(openConversationAtom, 'mer_1_100'))
    await waitFor(() => expect(server.sockets.length).toBeGreaterThan(0))
    act(() => server.last().handshake())
    act(() => server.last().push(message(1, '100')))
    act(() => server.last().push(message(2, '101', 'mer_1_101')))
    await waitFor(() => expect(state.notices.map((n) => n.tag)).toEqual(['mer_1_101']))
    expect(state.chimes).toBe(0)
  })

  it('asks for notification permission when desktop notices are turned on, and says when refused', async () => {
    const { device, state } = createFakeAlertDevice('default')
    const settings = createMemoryAlertSettings()
    await renderScreen(<AlertSettingsMenu />, createFakeApi(), STAFF_ME, {
      alerts: device,
      alertSettings: settings,
    })
    await userEvent.click(screen.getByText('Alerts', { selector: 'summary' }))
    const desktop = screen.getByRole('checkbox', { name: 'Desktop notifications' }) as HTMLInputElement
    state.permission = 'denied'
    await userEvent.click(desktop)
    expect(state.asked).toBe(1)
    expect(desktop.checked).toBe(false)
    expect(screen.getByText(/Notifications are blocked for this site/)).toBeTruthy()
    state.permission = 'granted'
    await userEvent.click(desktop)
    expect(desktop.checked).toBe(true)
    expect(settings.read()).toMatchObject({ desktop: true, sound: true })
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sound for new messages' }))
    expect(settings.read().sound).toBe(false)
  })
})
