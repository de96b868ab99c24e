import type { ConsoleApplication, ConsoleShop } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paged } from '../../test-support/console-data'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import ApplicationsScreen from './applications-screen'
import ShopsScreen from './shops-screen'

function anApplication(id: number, overrides: Partial<ConsoleApplication> = {}): ConsoleApplication {
  return {
    id,
    reference: `MA-AAAAAAAAAAAAAAA${id}`,
    state: 'submitted',
    note: '',
    submittedAt: '2026-12-01T10:00:00.000Z',
    decidedAt: null,
    decidedBy: '',
    shopId: null,
    categoryNames: ['Home'],
    businessName: `Harbor Goods ${id} Ltd`,
    shopName: `Harbor ${id}`,
    contactEmail: `owner${id}@harbor.example`,
    contactPhone: '+66812345678',
    country: 'TH',
    categoryIds: [4],
    description: 'Kitchenware',
    logo: '/uploads/u/202612/logo.png',
    document: '/uploads/u/202612/doc.png',
    ...overrides,
  }
}

const calls = (fake: ReturnType<typeof createFakeApi>, path: string) =>
  fake.calls.filter((c) => c.path === path)

function reviewApi(handlers: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    '/api/console/applications': (input) =>
      input['state'] === 'submitted' ? paged([anApplication(1), anApplication(2)]) : paged([]),
    '/api/console/application': (input) => anApplication(Number(input['id'])),
    ...handlers,
  })
}

describe("the operator's review of merchant applications (issue #48)", () => {
  it('lists the waiting queue, and the state tabs ask the server', async () => {
    const fake = reviewApi()
    await renderScreen(<ApplicationsScreen />, fake, OPERATOR_ME)
    const table = await screen.findByRole('table', { name: 'Merchant applications' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    await userEvent.click(screen.getByRole('tab', { name: 'Refused' }))
    expect(await screen.findByText('No applications in this state.')).toBeTruthy()
    expect(calls(fake, '/api/console/applications').at(-1)!.input).toMatchObject({
      state: 'refused',
      page: '1',
    })
  })

  it('shows the document large; asking for changes or refusing needs a note, nothing is sent without one', async () => {
    const fake = reviewApi()
    await renderScreen(<ApplicationsScreen />, fake, OPERATOR_ME)
    await userEvent.click(await screen.findByRole('button', { name: 'Review Harbor 1' }))
    const document = await screen.findByRole('img', { name: 'Business document' })
    expect(document.getAttribute('src')).toBe('/uploads/u/202612/doc.png')
    expect(document.className).toBe('application-document')
    for (const name of ['Ask for changes', 'Refuse']) {
      await userEvent.click(screen.getByRole('button', { name }))
      expect(screen.getByText('Please enter a resolution note')).toBeTruthy()
      expect(screen.queryByRole('alertdialog')).toBeNull()
    }
    expect(calls(fake, '/api/console/application_decide')).toHaveLength(0)
  })

  it('refuses with the note after the confirmation, and shows the decided state', async () => {
    const fake = reviewApi({
      '/api/console/application_decide': (input) =>
        anApplication(Number(input['id']), {
          state: 'refused',
          note: String(input['note']),
          decidedBy: 'Olivia',
          decidedAt: '2026-12-02T10:00:00.000Z',
        }),
    })
    await renderScreen(<ApplicationsScreen />, fake, OPERATOR_ME)
    await userEvent.click(await screen.findByRole('button', { name: 'Review Harbor 1' }))
    await userEvent.type(await screen.findByLabelText(/Note for the applicant/), 'We do not list weapons')
    await userEvent.click(screen.getByRole('button', { name: 'Refuse' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Refuse Harbor 1?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }))
    await waitFor(() => expect(screen.getAllByText('Refused').length).toBeGreaterThan(0))
    expect(calls(fake, '/api/console/application_decide')[0]!.input).toEqual({
      id: 1,
      decision: 'refuse',
      note: 'We do not list weapons',
    })
    expect(screen.getByText(/Harbor 1 is refused/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull()
  })

  it('approves without a note, once, after the confirmation naming the owner’s email', async () => {
    const fake = reviewApi({
      '/api/console/application_decide': (input) =>
        anApplication(Number(input['id']), { state: 'approved', shopId: 12 }),
    })
    await renderScreen(<ApplicationsScreen />, fake, OPERATOR_ME)
    await userEvent.click(await screen.findByRole('button', { name: 'Review Harbor 2' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Harbor 2?' })
    expect(dialog.textContent).toContain('owner2@harbor.example')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText(/Harbor 2 is approved/)).toBeTruthy()
    expect(calls(fake, '/api/console/application_decide')).toHaveLength(1)
  })
})

function aShop(id: number, overrides: Partial<ConsoleShop> = {}): ConsoleShop {
  return {
    id,
    name: `Shop ${id}`,
    logo: '',
    ownerName: `Owner ${id}`,
    ownerAccount: `owner${id}`,
    publishedCount: 3,
    listed: true,
    suspended: false,
    suspendedAt: null,
    suspensionReason: '',
    ...overrides,
  }
}

describe('the operator’s shops and suspension (issue #48)', () => {
  it('suspends a shop with a reason after the confirmation; the reason is required', async () => {
    let suspended = false
    const fake = createFakeApi({
      '/api/console/shops': () =>
        paged([
          aShop(1, suspended ? { suspended: true, listed: false, suspensionReason: 'Counterfeits' } : {}),
          aShop(2, { listed: false, publishedCount: 0 }),
        ]),
      '/api/console/shop_suspend': (input) => {
        suspended = Boolean(input['suspend'])
        return aShop(1, { suspended, suspensionReason: String(input['reason']) })
      },
    })
    await renderScreen(<ShopsScreen />, fake, OPERATOR_ME)
    expect(await screen.findByText('Hidden until it publishes a product')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Shop 1' }))
    const form = screen.getByRole('form', { name: 'Suspend Shop 1' })
    await userEvent.click(within(form).getByRole('button', { name: 'Suspend Shop 1' }))
    expect(within(form).getByText('Please enter a reason')).toBeTruthy()
    expect(calls(fake, '/api/console/shop_suspend')).toHaveLength(0)
    await userEvent.type(within(form).getByLabelText('Why suspend Shop 1?'), 'Counterfeits')
    await userEvent.click(within(form).getByRole('button', { name: 'Suspend Shop 1' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Shop 1?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend Shop 1' }))
    expect(await screen.findByText('Counterfeits')).toBeTruthy()
    expect(calls(fake, '/api/console/shop_suspend')[0]!.input).toEqual({
      shopId: 1,
      suspend: true,
      reason: 'Counterfeits',
    })
    expect(screen.getByRole('button', { name: 'Reinstate Shop 1' })).toBeTruthy()
  })
})
