import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { ApplyScreen } from './apply-screen'
import { ApplyStatusScreen } from './apply-status-screen'
import { SetPasswordScreen } from './set-password-screen'

const CATEGORIES = {
  list: [
    { id: 3, label: 'clothing', name: 'Clothing', icon: '' },
    { id: 4, label: 'home', name: 'Home', icon: '' },
  ],
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' })

function applyApi(handlers: Record<string, FakeHandler> = {}) {
  let uploads = 0
  return createFakeApi({
    '/api/index/category': () => CATEGORIES,
    '/api/upload/guest_image': () => {
      uploads += 1
      return { url: `/uploads/u/202612/${uploads}.png`, size: 8, mime: 'image/png' }
    },
    ...handlers,
  })
}

const STATUS = {
  reference: 'MA-ABCDEFGHIJKLMNOP',
  state: 'changes_requested',
  note: 'The document is blurred',
  submittedAt: '2026-12-01T10:00:00.000Z',
  decidedAt: '2026-12-02T10:00:00.000Z',
  businessName: 'Harbor Goods Ltd',
  shopName: 'Harbor',
  contactEmail: 'ann@harbor.example',
  contactPhone: '+66812345678',
  country: 'TH',
  categoryIds: [3],
  description: 'Kitchenware',
  logo: '/uploads/u/202612/logo.png',
  document: '/uploads/u/202612/doc.png',
}

describe('the seller application (issue #48)', () => {
  it('checks every field with the contract before sending, each message beside its field', async () => {
    const fake = applyApi()
    await renderScreen(<ApplyScreen />, fake)
    await screen.findByLabelText('Clothing')
    await userEvent.type(screen.getByLabelText('Contact phone'), '081 234 5678')
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }))
    const expectations: [string, string][] = [
      ['Business name', 'Enter the business name'],
      ['Shop name', 'Enter the shop name'],
      ['Contact email', 'Please enter a valid email'],
      ['Contact phone', 'Enter the phone with its country code, e.g. +66812345678'],
      ['Short description', 'Describe your shop in a few words'],
    ]
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label)
      expect(field.getAttribute('aria-invalid'), label).toBe('true')
      const described = (field.getAttribute('aria-describedby') ?? '').split(' ')
      const texts = described.map((id) => document.getElementById(id)?.textContent ?? '')
      expect(texts.join(' '), label).toContain(message)
    }
    expect(screen.getByText('Choose at least one category you sell in')).toBeTruthy()
    expect(screen.getByText('Upload the shop logo')).toBeTruthy()
    expect(screen.getByText('Upload a picture of a business document')).toBeTruthy()
    expect(fake.calls.filter((c) => c.path === '/api/merchant/apply')).toHaveLength(0)
  })

  it('refuses a file that is not an image before uploading it', async () => {
    const fake = applyApi()
    await renderScreen(<ApplyScreen />, fake)
    const input = await screen.findByLabelText('Shop logo')
    await userEvent.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    })
    expect(
      await screen.findByText(/JPEG, PNG, GIF or WebP|image/i, { selector: '.field-error' }),
    ).toBeTruthy()
    expect(fake.calls.filter((c) => c.path === '/api/upload/guest_image')).toHaveLength(0)
  })

  it('uploads the pictures with a preview, sends the application and answers its reference', async () => {
    const fake = applyApi({
      '/api/merchant/apply': () => ({
        reference: 'MA-ABCDEFGHIJKLMNOP',
        token: 'secret-token',
        state: 'submitted',
      }),
    })
    await renderScreen(<ApplyScreen />, fake)
    await userEvent.click(await screen.findByLabelText('Home'))
    await userEvent.type(screen.getByLabelText('Business name'), 'Harbor Goods Ltd')
    await userEvent.type(screen.getByLabelText('Shop name'), 'Harbor')
    await userEvent.type(screen.getByLabelText('Contact email'), 'ann@harbor.example')
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'TH')
    // The phone starts with the country's calling code.
    expect((screen.getByLabelText('Contact phone') as HTMLInputElement).value).toBe('+66')
    await userEvent.type(screen.getByLabelText('Contact phone'), ' 81 234 5678')
    await userEvent.type(screen.getByLabelText('Short description'), 'Kitchenware from Bangkok')
    await userEvent.upload(screen.getByLabelText('Shop logo'), png('logo.png'))
    expect(await screen.findByRole('img', { name: 'Preview of the Shop logo' })).toBeTruthy()
    await userEvent.upload(screen.getByLabelText('Business document'), png('doc.png'))
    await screen.findByRole('img', { name: 'Preview of the Business document' })
    await userEvent.click(screen.getByRole('button', { name: 'Send the application' }))
    expect(await screen.findByText('MA-ABCDEFGHIJKLMNOP')).toBeTruthy()
    const sent = fake.calls.find((c) => c.path === '/api/merchant/apply')!.input
    expect(sent).toMatchObject({
      businessName: 'Harbor Goods Ltd',
      country: 'TH',
      contactPhone: '+66812345678',
      categoryIds: [4],
      logo: '/uploads/u/202612/1.png',
      document: '/uploads/u/202612/2.png',
    })
    const link = screen.getByRole('link', { name: 'Follow the application' })
    expect(link.getAttribute('href')).toBe('/console/apply/status?ref=MA-ABCDEFGHIJKLMNOP&token=secret-token')
  })

  it('shows the state and the note, and sends the edited application when changes were asked', async () => {
    const fake = applyApi({
      '/api/merchant/application_status': () => STATUS,
      '/api/merchant/application_resubmit': (input) => ({ ...STATUS, ...input, state: 'submitted' }),
    })
    await renderScreen(<ApplyStatusScreen reference="MA-ABCDEFGHIJKLMNOP" token="secret-token" />, fake)
    expect(await screen.findByText('The document is blurred')).toBeTruthy()
    expect(screen.getByText('Changes asked')).toBeTruthy()
    const description = screen.getByLabelText('Short description')
    await userEvent.clear(description)
    await userEvent.type(description, 'Kitchenware, sharper photo')
    await userEvent.click(screen.getByRole('button', { name: 'Send the changes' }))
    expect(await screen.findByText('Your changes are sent: the application is back in review.')).toBeTruthy()
    expect(fake.calls.find((c) => c.path === '/api/merchant/application_resubmit')!.input).toMatchObject({
      reference: 'MA-ABCDEFGHIJKLMNOP',
      token: 'secret-token',
      description: 'Kitchenware, sharper photo',
      logo: STATUS.logo,
    })
    expect(screen.queryByRole('button', { name: 'Send the changes' })).toBeNull()
  })

  it('says so when the link matches no application', async () => {
    const fake = applyApi({
      '/api/merchant/application_status': () => ({ refuse: 'No application matches this link', code: 1002 }),
    })
    await renderScreen(<ApplyStatusScreen reference="MA-X" token="wrong" />, fake)
    expect(await screen.findByText('No application matches this link')).toBeTruthy()
  })

  it('sets the new owner’s password with the reset rules, then names the login', async () => {
    const fake = applyApi({ '/api/merchant/set_password': () => ({ account: 'ann@harbor.example' }) })
    await renderScreen(<SetPasswordScreen code="12.abcdefghijklmnopqrstuvwxyz" />, fake)
    await userEvent.type(screen.getByLabelText('New password'), 'abc')
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'abd')
    await userEvent.click(screen.getByRole('button', { name: 'Set the password' }))
    const form = screen.getByRole('form')
    expect(within(form).getAllByRole('alert').length).toBeGreaterThan(0)
    expect(fake.calls.filter((c) => c.path === '/api/merchant/set_password')).toHaveLength(0)
    await userEvent.clear(screen.getByLabelText('New password'))
    await userEvent.clear(screen.getByLabelText('Repeat the password'))
    await userEvent.type(screen.getByLabelText('New password'), 'harbor123')
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'harbor123')
    await userEvent.click(screen.getByRole('button', { name: 'Set the password' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('ann@harbor.example'))
    expect(screen.getByRole('link', { name: 'Sign in to the console' }).getAttribute('href')).toBe(
      '/console/',
    )
  })
})
