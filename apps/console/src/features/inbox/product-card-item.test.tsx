import type { ChatMessage } from '@crossmart/im-sdk'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { MessageItem } from './message-item'

const card = {
  type: 101,
  productId: 7,
  shopId: 1,
  name: 'Linen shirt',
  priceCents: 2599,
  image: '/uploads/seed/p7.png',
}

const message = (content: Record<string, unknown>) =>
  ({
    messageID: '9001',
    messageSeq: 3,
    clientMsgNo: 'c-1',
    clientSeq: 1,
    fromUID: '100',
    channel: { channelID: 'mer_1_100', channelType: 7 },
    timestamp: 1_795_000_000,
    content,
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
  }) as unknown as ChatMessage

const show = (m: ChatMessage) =>
  renderScreen(
    <ol>
      <MessageItem
        message={m}
        author="shopper"
        senderName="Demo"
        readSeq={0}
        onResend={vi.fn()}
        onRecall={vi.fn()}
      />
    </ol>,
    createFakeApi(),
  )

// Issue #30: the shopper's product card in the console's conversation.
describe('a product card from the shopper', () => {
  it("is a link to the shop's product page in a new tab, with picture, name and price", async () => {
    await show(message(card))
    const link = screen.getByRole('link', {
      name: "Product: Linen shirt, $25.99 (opens the shop's product page in a new tab)",
    })
    expect(link.getAttribute('href')).toBe('/detail/7/1')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(within(link).getByRole('img', { name: 'Linen shirt' }).getAttribute('src')).toBe(card.image)
    expect(within(link).getByText('$25.99')).toBeTruthy()
  })

  it('a malformed card is shown as a message the console cannot show, never as a link', async () => {
    await show(message({ type: 101, productId: 7, name: 'x' }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('A message this console cannot show')).toBeTruthy()
  })
})

// Issue #44: the shopper's order card in the console's conversation.
describe('an order card from the shopper', () => {
  const orderCard = {
    type: 102,
    orderId: 12,
    orderSn: 'SN1012',
    shopId: 1,
    status: 1,
    quantity: 3,
    totalCents: 3_300,
    name: 'Linen shirt',
    image: '/uploads/seed/p7.png',
  }

  it("is a link to the console's order view with the number, state, units and total", async () => {
    await show(message(orderCard))
    const link = screen.getByRole('link', {
      name: 'Order SN1012: To ship, 3 items, $33.00 (opens the order)',
    })
    expect(link.getAttribute('href')).toBe('/orders/12')
    expect(within(link).getByText('Linen shirt')).toBeTruthy()
    expect(within(link).getByText('Order SN1012')).toBeTruthy()
  })

  it('a card with an unknown status is no card', async () => {
    await show(message({ ...orderCard, status: 9 }))
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('A message this console cannot show')).toBeTruthy()
  })
})
