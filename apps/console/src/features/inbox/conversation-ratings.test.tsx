import type { ChatMessage } from '@crossmart/im-sdk'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { ConversationRatings } from './conversation-ratings'
import { MessageItem } from './message-item'

const CHANNEL = 'mer_1_100'
const rating = (id: number, score: number | null, comment: string | null = null) => ({
  id,
  score,
  comment,
  requestedAt: 1_795_000_000_000 + id,
  ratedAt: score === null ? null : 1_795_000_100_000 + id,
  channelId: CHANNEL,
  staffId: 7,
})

describe("a conversation's satisfaction ratings (issue #29)", () => {
  it('shows each given rating as stars named by score, its comment, and an unanswered ask as such', async () => {
    const asked: unknown[] = []
    const fake = createFakeApi({
      '/api/console/conversation_ratings': (input) => {
        asked.push(input)
        return { list: [rating(3, null), rating(2, 4, 'Quick answer'), rating(1, 1)] }
      },
    })
    await renderScreen(<ConversationRatings channelId={CHANNEL} />, fake)
    const section = await screen.findByRole('region', { name: 'Satisfaction' })
    expect(await within(section).findByRole('img', { name: '4 of 5' })).toBeTruthy()
    expect(within(section).getByRole('img', { name: '1 of 5' })).toBeTruthy()
    expect(within(section).getByText('Quick answer')).toBeTruthy()
    expect(within(section).getByText('Rating asked, not answered yet')).toBeTruthy()
    expect(asked).toEqual([{ channelId: CHANNEL }])
  })

  it('says when no rating was asked yet', async () => {
    await renderScreen(
      <ConversationRatings channelId={CHANNEL} />,
      createFakeApi({ '/api/console/conversation_ratings': () => ({ list: [] }) }),
    )
    expect(await screen.findByText('No rating asked yet')).toBeTruthy()
  })

  it('shows the rating ask in the thread as words, not as an unsupported message', async () => {
    const ask = {
      messageID: '9002',
      messageSeq: 4,
      clientMsgNo: 'auto-1',
      clientSeq: 0,
      fromUID: 'mer_1',
      channel: { channelID: CHANNEL, channelType: 7 },
      timestamp: 1_795_000_000,
      content: { type: 1101, ratingId: 3, content: 'Please rate this conversation from 1 to 5' },
      status: 'normal',
      remoteExtra: { revoke: false, isEdit: false, readedCount: 0 },
    } as unknown as ChatMessage
    await renderScreen(
      <ol>
        <MessageItem
          message={ask}
          author="automatic"
          senderName="Shop"
          readSeq={0}
          onResend={() => {}}
          onRecall={async () => {}}
        />
      </ol>,
      createFakeApi(),
    )
    expect(screen.getByText('Asked the shopper for a satisfaction rating')).toBeTruthy()
  })
})
