import { createFakeServer, createVirtualClock } from '@crossmart/im-sdk/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { USER } from '../../../test-support/fake-data'
import { renderApp } from '../../../test-support/render-app'

const UID = '42'
const NOW_S = 1_767_000_000
const SHOP = { channelId: 'mer_3', channelType: 7 }
const payload = (content: object) => Buffer.from(JSON.stringify(content), 'utf8').toString('base64')
const stored = (seq: number, from: string, content: object) => ({
  messageId: String(1000 + seq),
  messageSeq: seq,
  clientMsgNo: `c${seq}`,
  fromUid: from,
  ...SHOP,
  timestamp: NOW_S - 600 + seq,
  payload: payload(content),
  reddot: true,
})

let api: FakeApi
/** The server's answer for rating request 7: unanswered until submitted once. */
let rating: {
  id: number
  score: number | null
  comment: string | null
  requestedAt: number
  ratedAt: number | null
}

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  rating = { id: 7, score: null, comment: null, requestedAt: NOW_S * 1000, ratedAt: null }
  const messages = [
    stored(1, UID, { type: 1, content: 'Where is my parcel?' }),
    stored(2, 'mer_3', { type: 1101, ratingId: 7, content: 'Please rate this conversation from 1 to 5' }),
  ]
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: { list: [], total: 0, totalCents: 0, selectedCents: 0 } }))
  api.on('/api/chat/login', () => ({ data: { status: 200 } }))
  api.on('/api/chat/getWebSocketUrl', () => ({
    data: { uid: UID, token: 'chat-token', wsUrl: 'ws://gateway.test/chat/ws' },
  }))
  api.on('/api/chat/getRecentConversation', () => ({ data: { list: [] } }))
  api.on('/api/chat/getChannelMessage', () => ({ data: { list: messages, more: false } }))
  api.on('/api/chat/setUnread', (r) => ({ data: { ...(r.body as object), unread: 0 } }))
  api.on('/api/chat/syncConversationExtras', () => ({ data: { list: [] } }))
  api.on('/api/chat/syncMessageExtras', () => ({ data: { list: [] } }))
  api.on('/api/chat/channelInfo', (r) => ({ data: { ...(r.body as object), online: false, lastOffline: 0 } }))
  api.on('/api/chat/getServiceChannel', () => ({
    data: { ...SHOP, name: 'Sunny Shop', avatar: '' },
  }))
  api.on('/api/chat/rating', () => ({ data: rating }))
  api.on('/api/chat/rating_submit', (r) => {
    // The server's rule (one rating per resolution): a second answer is refused in words.
    if (rating.score !== null) return { data: null, code: 0, msg: 'You already rated this conversation' }
    const body = r.body as { score: number; comment?: string }
    rating = { ...rating, score: body.score, comment: body.comment ?? null, ratedAt: NOW_S * 1000 }
    return { data: rating }
  })
})

function open() {
  return renderApp({
    baseUrl: api.baseUrl,
    path: '/chatRoomDetail/3',
    token: 'user-token',
    chat: {
      transport: createFakeServer().transport,
      clock: createVirtualClock({ startMs: NOW_S * 1000 }),
      memoryStorage: true,
    },
  })
}

describe('the rating card in the chat (issue #29)', () => {
  it('offers five star buttons and a comment, sends the rating, then shows the rating given', async () => {
    await open()
    const card = await screen.findByRole('form', { name: 'How did we do?' })
    const stars = within(card).getAllByRole('button', { name: /of 5 stars$/ })
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ])
    const send = within(card).getByRole('button', { name: 'Send rating' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    await userEvent.click(stars[3]!)
    expect(stars[3]!.getAttribute('aria-pressed')).toBe('true')
    expect(stars[4]!.getAttribute('aria-pressed')).toBe('false')
    await userEvent.type(within(card).getByLabelText('Comment (optional)'), 'Quick answer')
    await userEvent.click(send)
    expect(await screen.findByRole('heading', { name: 'Thanks for your rating' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'You rated 4 of 5' })).toBeTruthy()
    expect(screen.getByText('Quick answer')).toBeTruthy()
    expect(api.requests.find((r) => r.path === '/api/chat/rating_submit')?.body).toEqual({
      id: 7,
      score: 4,
      comment: 'Quick answer',
    })
  })

  it('shows a rating already given (after a reload) and no form', async () => {
    rating = { ...rating, score: 2, comment: null, ratedAt: NOW_S * 1000 }
    await open()
    expect(await screen.findByRole('img', { name: 'You rated 2 of 5' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull()
  })

  it("shows the server's refusal when the conversation was rated elsewhere meanwhile", async () => {
    await open()
    const card = await screen.findByRole('form', { name: 'How did we do?' })
    rating = { ...rating, score: 5, ratedAt: NOW_S * 1000 }
    await userEvent.click(within(card).getByRole('button', { name: '5 of 5 stars' }))
    await userEvent.click(within(card).getByRole('button', { name: 'Send rating' }))
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe('You already rated this conversation'),
    )
  })
})
