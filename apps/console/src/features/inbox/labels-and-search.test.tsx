import type { ConversationLabel, MessageSearchHit } from '@crossmart/api-client'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { ConversationLabelsBar } from './labels/conversation-labels-bar'
import { MessageSearchPanel, Snippet } from './search/message-search-panel'

/** Issue #29 in the inbox: the open conversation's labels, and the message search. */
describe('conversation labels bar', () => {
  it('shows the chips, takes one off and puts another on', async () => {
    const labels: ConversationLabel[] = [
      { id: 1, name: 'Billing', colour: 'blue' },
      { id: 2, name: 'Urgent', colour: 'red' },
    ]
    const onSet = vi.fn(async () => undefined)
    const fake = createFakeApi({})
    await renderScreen(<ConversationLabelsBar labels={labels} labelIds={[2]} onSet={onSet} />, fake)
    const list = screen.getByRole('list', { name: 'Labels of this conversation' })
    expect(within(list).getByText('Urgent')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Remove the label Urgent' }))
    expect(onSet).toHaveBeenCalledWith(2, false)
    await userEvent.selectOptions(screen.getByLabelText('Add label'), 'Billing')
    expect(onSet).toHaveBeenCalledWith(1, true)
  })
})

describe('message search', () => {
  const hit = (over: Partial<MessageSearchHit>): MessageSearchHit => ({
    channelId: 'mer_1_5',
    shopperId: 5,
    shopperName: 'Mia',
    messageSeq: 3,
    timestamp: 1_795_000_000,
    fromShopper: true,
    snippet: 'Is the 手机 case in stock?',
    matchStart: 7,
    matchLength: 2,
    ...over,
  })

  it('marks the match in a snippet', () => {
    render(<Snippet hit={hit({})} />)
    expect(screen.getByText('手机').tagName).toBe('MARK')
  })

  it('lists results with the shopper, pages, and opens the conversation at a message', async () => {
    const asked: Record<string, unknown>[] = []
    const fake = createFakeApi({
      '/api/console/message_search': (input) => {
        asked.push(input)
        return input['page'] === 1 || input['page'] === '1'
          ? { list: [hit({})], total: 2, page: 1, limit: 20 }
          : {
              list: [hit({ messageSeq: 1, fromShopper: false, snippet: 'a 手机', matchStart: 2 })],
              total: 2,
              page: 2,
              limit: 20,
            }
      },
    })
    const onOpen = vi.fn()
    const onActive = vi.fn()
    await renderScreen(<MessageSearchPanel onOpen={onOpen} onActive={onActive} />, fake)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), '手机{Enter}')
    expect(await screen.findByText('2 messages')).toBeTruthy()
    expect(screen.getByText('Mia wrote')).toBeTruthy()
    expect(onActive).toHaveBeenLastCalledWith(true)
    await userEvent.click(screen.getByRole('button', { name: 'More results' }))
    expect(await screen.findByText('Answer to Mia')).toBeTruthy()
    expect(asked.map((a) => String(a['q']))).toEqual(['手机', '手机'])
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Open the conversation with Mia at this message' })[0]!,
    )
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ channelId: 'mer_1_5', messageSeq: 3 }))
    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }))
    expect(onActive).toHaveBeenLastCalledWith(false)
  })

  it('says when nothing matches', async () => {
    const fake = createFakeApi({
      '/api/console/message_search': () => ({ list: [], total: 0, page: 1, limit: 20 }),
    })
    await renderScreen(<MessageSearchPanel onOpen={() => undefined} onActive={() => undefined} />, fake)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), '100%{Enter}')
    expect(await screen.findByText('No message contains “100%”')).toBeTruthy()
  })
})
