import type { ConversationLabel } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { LabelsScreen } from './labels-screen'

describe('labels screen (issue #29)', () => {
  it('adds, renames, recolours and deletes labels after a confirmation', async () => {
    let labels: ConversationLabel[] = [{ id: 1, name: 'VIP', colour: 'purple' }]
    const saves: Record<string, unknown>[] = []
    const fake = createFakeApi({
      '/api/console/labels': () => ({ list: labels }),
      '/api/console/label_save': (input) => {
        saves.push(input)
        const saved = {
          id: Number(input['id'] ?? 2),
          name: String(input['name']),
          colour: input['colour'] as ConversationLabel['colour'],
        }
        labels = [...labels.filter((l) => l.id !== saved.id), saved]
        return saved
      },
      '/api/console/label_delete': (input) => {
        labels = labels.filter((l) => l.id !== input['id'])
        return null
      },
    })
    await renderScreen(<LabelsScreen />, fake)
    expect(await screen.findByText('VIP')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation labels' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'New label' }))
    const form = screen.getByRole('form', { name: 'New label' })
    // A blank name is refused in the form, with the contract's message.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Please enter a name')).toBeTruthy()
    await userEvent.type(within(form).getByLabelText('Name'), 'Refund')
    await userEvent.click(within(form).getByRole('radio', { name: 'Red' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Refund')).toBeTruthy()
    expect(saves.at(-1)).toEqual({ name: 'Refund', colour: 'red' })

    await userEvent.click(screen.getByRole('button', { name: 'Edit: VIP' }))
    const edit = screen.getByRole('form', { name: 'Edit label' })
    await userEvent.clear(within(edit).getByLabelText('Name'))
    await userEvent.type(within(edit).getByLabelText('Name'), 'Gold')
    await userEvent.click(within(edit).getByRole('radio', { name: 'Orange' }))
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Gold')).toBeTruthy()
    expect(saves.at(-1)).toEqual({ id: 1, name: 'Gold', colour: 'orange' })

    // Delete asks first; Cancel keeps it.
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Gold' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the label “Gold”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Gold')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Gold' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByText('Gold')).toBeNull())
  })
})
