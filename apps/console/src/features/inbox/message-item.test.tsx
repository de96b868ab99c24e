import { ApiError } from '@crossmart/api-client'
import type { ChatMessage } from '@crossmart/im-sdk'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { MessageItem } from './message-item'

const message = (overrides: Partial<ChatMessage> = {}) =>
  ({
    messageID: '9001',
    messageSeq: 3,
    clientMsgNo: 'c-1',
    clientSeq: 1,
    fromUID: '7',
    channel: { channelID: 'mer_1_100', channelType: 7 },
    timestamp: 1_795_000_000,
    content: { type: 1, content: 'Ships today' },
    status: 'normal',
    header: { noPersist: false, reddot: true, syncOnce: false, dup: false },
    setting: { receipt: false, topic: false, stream: false },
    expire: 0,
    isDeleted: false,
    voicePlaying: false,
    voiceReaded: false,
    remoteExtra: {
      revoke: false,
      isEdit: false,
      editedAt: 0,
      readedCount: 0,
      unreadCount: 0,
      browseTo: 0,
      extraVersion: 0,
      version: 0,
    },
    ...overrides,
  }) as ChatMessage

const show = (
  m: ChatMessage,
  readSeq: number,
  onResend = vi.fn(),
  own = true,
  onRecall: (m: ChatMessage) => Promise<void> = vi.fn(async () => {}),
) =>
  renderScreen(
    <ol>
      <MessageItem
        message={m}
        author={own ? 'you' : 'shopper'}
        senderName="You"
        readSeq={readSeq}
        onResend={onResend}
        onRecall={onRecall}
      />
    </ol>,
    createFakeApi(),
  )

describe('a staff answer', () => {
  it('shows Read once the shopper has read up to it, Sent before', async () => {
    const { unmount } = await show(message(), 2)
    expect(screen.getByText('Sent')).toBeTruthy()
    unmount()
    await show(message(), 3)
    expect(screen.getByText('Read')).toBeTruthy()
  })

  it('shows sending, and a failed one offers resend', async () => {
    const { unmount } = await show(message({ status: 'wait', messageSeq: 0 }), 0)
    expect(screen.getByRole('status').textContent).toBe('Sending…')
    unmount()
    const onResend = vi.fn()
    await show(message({ status: 'fail', messageSeq: 0 }), 0, onResend)
    await userEvent.click(screen.getByRole('button', { name: 'Not sent. Resend' }))
    expect(onResend).toHaveBeenCalledWith(expect.objectContaining({ clientMsgNo: 'c-1' }))
  })

  it('a recalled one shows as recalled, without its content or status', async () => {
    const recalled = message({ remoteExtra: { ...message().remoteExtra, revoke: true, extraVersion: 2 } })
    await show(recalled, 3)
    expect(screen.getByText('You recalled a message')).toBeTruthy()
    expect(screen.queryByText('Ships today')).toBeNull()
    expect(screen.queryByText('Read')).toBeNull()
  })

  it('recalls a fresh answer after a confirmation, and keeps the dialog with the reason when refused', async () => {
    const fresh = message({ timestamp: Math.floor(Date.now() / 1000) - 10 })
    let refuse = true
    const onRecall = vi.fn(async () => {
      if (refuse)
        throw new ApiError(1, 'The time to recall this message has passed', '/api/chat/revokeMessage')
    })
    await show(fresh, 0, vi.fn(), true, onRecall)
    await userEvent.click(screen.getByRole('button', { name: 'Recall' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Recall' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The time to recall this message has passed',
    )
    refuse = false
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recall' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onRecall).toHaveBeenCalledTimes(2)
    expect(onRecall).toHaveBeenLastCalledWith(expect.objectContaining({ messageID: '9001' }))
  })

  it('offers no recall once the window has passed, nor on a shopper message', async () => {
    const { unmount } = await show(message({ timestamp: Math.floor(Date.now() / 1000) - 600 }), 0)
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull()
    unmount()
    await show(message({ timestamp: Math.floor(Date.now() / 1000) - 5 }), 0, vi.fn(), false)
    expect(screen.queryByRole('button', { name: 'Recall' })).toBeNull()
  })

  it('shows an image full size on click', async () => {
    await show(message({ content: { type: 2, url: '/uploads/p.png', width: 10, height: 10 } }), 0)
    expect(screen.getByRole('img', { name: '[Image]' }).closest('a')?.getAttribute('href')).toBe(
      '/uploads/p.png',
    )
  })
})

// Issue #32: the console shows what the shop shows: the current text of an edited message, marked.
describe("a shopper's edited or recalled message", () => {
  const extra = message().remoteExtra
  it('shows the edited text with "edited", not the original', async () => {
    await show(
      message({
        content: { type: 1, content: 'helo' },
        remoteExtra: {
          ...extra,
          isEdit: true,
          editedAt: 1_795_000_030,
          contentEdit: { type: 1, content: 'hello' },
        },
      }),
      0,
    )
    expect(screen.getByText('hello')).toBeTruthy()
    expect(screen.getByText('edited')).toBeTruthy()
    expect(screen.queryByText('helo')).toBeNull()
  })

  it('shows a recalled message as recalled', async () => {
    // the shopper's message (not the staff member's own): "Message recalled", not "You recalled ..."
    await show(message({ fromUID: '100', remoteExtra: { ...extra, revoke: true } }), 0, vi.fn(), false)
    expect(screen.getByText('Message recalled')).toBeTruthy()
    expect(screen.queryByText('Ships today')).toBeNull()
  })
})
