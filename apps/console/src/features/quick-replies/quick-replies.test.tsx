import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { QuickRepliesScreen } from './quick-replies-screen'

describe('quick replies', () => {
  it('adds, edits and deletes saved answers', async () => {
    let replies = [{ id: 1, shortcut: 'hi', text: 'Hello!' }]
    const fake = createFakeApi({
      '/api/console/quick_replies': () => ({ list: replies }),
      '/api/console/quick_reply_save': (input) => {
        const saved = {
          id: Number(input['id'] ?? 2),
          shortcut: String(input['shortcut']),
          text: String(input['text']),
        }
        replies = [...replies.filter((r) => r.id !== saved.id), saved]
        return saved
      },
      '/api/console/quick_reply_delete': (input) => {
        replies = replies.filter((r) => r.id !== input['id'])
        return null
      },
    })
    await renderScreen(<QuickRepliesScreen />, fake)
    expect(await screen.findByText('/hi')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add quick reply' }))
    const form = screen.getByRole('form', { name: 'Add quick reply' })
    await userEvent.type(within(form).getByLabelText('Shortcut'), 'ship')
    await userEvent.type(within(form).getByLabelText('Text'), 'Ships in 48 hours')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('/ship')).toBeTruthy()
    const hi = screen.getByText('/hi').closest('li')!
    await userEvent.click(within(hi).getByRole('button', { name: 'Edit' }))
    const edit = screen.getByRole('form', { name: 'Edit quick reply' })
    await userEvent.clear(within(edit).getByLabelText('Text'))
    await userEvent.type(within(edit).getByLabelText('Text'), 'Hello there!')
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Hello there!')).toBeTruthy()
    // Issue #44: deleting asks first; Cancel keeps the reply, nothing is sent.
    const deleteShip = () =>
      userEvent.click(
        within(screen.getByText('/ship').closest('li')!).getByRole('button', { name: 'Delete' }),
      )
    await deleteShip()
    const ask = screen.getByRole('alertdialog', { name: 'Delete the quick reply /ship?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(fake.calls.filter((c) => c.path === '/api/console/quick_reply_delete')).toHaveLength(0)
    await deleteShip()
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Delete the quick reply /ship?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() => expect(screen.queryByText('/ship')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('says what is missing and shows a taken shortcut', async () => {
    const fake = createFakeApi({
      '/api/console/quick_replies': () => ({ list: [] }),
      '/api/console/quick_reply_save': () => ({ refuse: 'A quick reply with this shortcut already exists' }),
    })
    await renderScreen(<QuickRepliesScreen />, fake)
    expect(await screen.findByText('No quick replies yet.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Add quick reply' }))
    const form = screen.getByRole('form', { name: 'Add quick reply' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Please enter a shortcut')).toBeTruthy()
    expect(within(form).getByText('Please enter the reply text')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('Shortcut'), 'hi')
    await userEvent.type(within(form).getByLabelText('Text'), 'Hello')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('A quick reply with this shortcut already exists')).toBeTruthy()
  })
})
