import type { MyComplaint } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeApi, type FakeRequest, startFakeApi } from '../../../test-support/fake-api'
import { cartView, USER } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'
import { order, refundRecord } from '../testing/order-fixtures'

let api: FakeApi
let uploads = 0

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  uploads = 0
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: USER }))
  api.on('/api/cart/list', () => ({ data: cartView(0) }))
  api.on('/api/upload/image', (r) => {
    uploads += 1
    // the multipart body carries the file part
    expect(String(r.body)).toContain('name="file"')
    return { data: { url: `/uploads/pic-${uploads}.png`, size: 3, mime: 'image/png' } }
  })
})

const calls = (path: string): FakeRequest[] => api.requests.filter((r) => r.path === path)
const open = (path: string) => renderApp({ baseUrl: api.baseUrl, path, token: 'tok' })
const png = (name = 'proof.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })

describe('refund request (/refund/{id?}/{sn?}/{product_ids?}/{amount?})', () => {
  it('checks the rules, uploads the proof, asks, submits and the detail shows the refund state', async () => {
    let refunded = false
    api.on('/api/order/detail', () => ({
      data: order(5, refunded ? { status: -4, refundStatus: 0 } : { status: 1 }),
    }))
    api.on('/api/order/refund_apply', (r) => {
      refunded = true
      return { data: refundRecord(5, 0, { amountCents: (r.body as { amountCents: number }).amountCents }) }
    })
    api.on('/api/order/refund_detail', () => ({ data: refundRecord(5, 0, { amountCents: 2_000 }) }))
    const { runtime } = await open('/refund/5/SN1005/35/3000')
    const amount = await screen.findByLabelText('Refund amount')
    expect((amount as HTMLInputElement).value).toBe('30.00')
    expect(screen.getByText('At most $30.00')).toBeTruthy()

    // nothing chosen: reason and explanation required (shop-spec §5); no reason, no proof asked
    expect(screen.getByRole('group', { name: 'Proof (optional)' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit refund request' }))
    expect(screen.getByText('Please choose a reason')).toBeTruthy()
    expect(screen.getByText('Please enter an explanation')).toBeTruthy()
    expect(screen.queryByText('Please upload a proof')).toBeNull()
    // Issue #46: damaged goods are what a picture proves
    await userEvent.click(screen.getByRole('radio', { name: 'Damaged or defective' }))
    expect(screen.getByRole('group', { name: 'Proof' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit refund request' }))
    expect(screen.getByText('Please upload a proof')).toBeTruthy()
    // more than was paid
    await userEvent.clear(amount)
    await userEvent.type(amount, '30.01')
    await userEvent.click(screen.getByRole('button', { name: 'Submit refund request' }))
    expect(screen.getByText('The refund cannot exceed $30.00')).toBeTruthy()
    expect(calls('/api/order/refund_apply')).toHaveLength(0)

    await userEvent.clear(amount)
    await userEvent.type(amount, '20')
    await userEvent.click(screen.getByRole('radio', { name: 'Refund and return' }))
    await userEvent.type(screen.getByLabelText('Explanation'), 'Cracked screen')
    await userEvent.upload(screen.getByLabelText('Add picture'), png())
    expect(await screen.findByRole('img', { name: '1' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Submit refund request' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Refund request' })
    expect(within(dialog).getByText('Submit a refund request of $20.00 for this order?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(calls('/api/order/refund_apply')).toHaveLength(1))
    expect(calls('/api/order/refund_apply')[0]?.body).toEqual({
      orderId: 5,
      productIds: [35],
      type: 2,
      amountCents: 2_000,
      productStatus: 0,
      reason: 'Damaged or defective',
      // issue #31: the reason's code travels beside its text
      reasonCode: 'damaged',
      explanation: 'Cracked screen',
      proof: ['/uploads/pic-1.png'],
    })
    await waitFor(() => expect(locationOf(runtime)).toBe('/orderInfo/5'))
    expect(await screen.findByText('Refund progress')).toBeTruthy()
    expect(await screen.findByText('Broken on arrival')).toBeTruthy()
    expect(screen.getAllByText('Refund applied').length).toBeGreaterThan(0)
  })

  it('removes a picture and stops waiting for it', async () => {
    api.on('/api/order/detail', () => ({ data: order(6, { status: 1 }) }))
    await open('/refund/6')
    await userEvent.click(await screen.findByRole('radio', { name: 'Damaged or defective' }))
    await userEvent.upload(await screen.findByLabelText('Add picture'), png())
    expect(await screen.findByRole('img', { name: '1' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }))
    expect(screen.queryByRole('img', { name: '1' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Submit refund request' }))
    expect(screen.getByText('Please upload a proof')).toBeTruthy()
  })

  // Issue #46: "No longer needed" on an unshipped order proves nothing in a picture.
  it('sends "no longer needed" on an unshipped order without a picture', async () => {
    api.on('/api/order/detail', () => ({ data: order(12, { status: 1 }) }))
    api.on('/api/order/refund_apply', () => ({ data: refundRecord(12, 0) }))
    await open('/refund/12/SN1012/35/3000')
    await userEvent.click(await screen.findByRole('radio', { name: 'No longer needed' }))
    expect(screen.getByRole('group', { name: 'Proof (optional)' })).toBeTruthy()
    expect(screen.getByText('Up to 9 pictures')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Explanation'), 'Ordered twice')
    await userEvent.click(screen.getByRole('button', { name: 'Submit refund request' }))
    expect(screen.queryByText('Please upload a proof')).toBeNull()
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(calls('/api/order/refund_apply')).toHaveLength(1))
    expect(calls('/api/order/refund_apply')[0]?.body).toMatchObject({
      productStatus: 0,
      reasonCode: 'noLongerNeeded',
      proof: [],
    })
  })

  it('says a request was already submitted once one exists', async () => {
    api.on('/api/order/detail', () => ({ data: order(7, { status: -4, refundStatus: 3 }) }))
    await open('/refund/7')
    expect(await screen.findByText('A refund request was already submitted for this order')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orderInfo/7')
  })
})

describe('refund progress on the order detail', () => {
  it.each([
    [1, 'Refunding'],
    [2, 'Refunded'],
    [3, 'Refund refused'],
  ])('refund status %s shows %s with the audit remark', async (status, label) => {
    api.on('/api/order/detail', () => ({ data: order(8, { status: -4, refundStatus: status }) }))
    api.on('/api/order/refund_detail', () => ({
      data: refundRecord(8, status, { auditRemark: 'Checked by staff' }),
    }))
    await open('/orderInfo/8')
    expect(await screen.findByText('Checked by staff')).toBeTruthy()
    const steps = screen.getByRole('listitem', { current: 'step' })
    expect(steps.textContent).toBe(label)
    expect(calls('/api/order/refund_detail')[0]?.query.get('orderId')).toBe('8')
  })
})

describe('review (/comment)', () => {
  it('needs content, sends the three scores, and shows the server refusing a second review', async () => {
    api.on('/api/order/detail', () => ({ data: order(9, { status: 3 }) }))
    api.on('/api/order/review', () => ({
      data: null,
      code: 1006,
      msg: 'This order has already been reviewed',
    }))
    await open('/comment?orderId=9')
    await userEvent.click(await screen.findByRole('button', { name: 'Submit review' }))
    expect(screen.getByText('The review must not be empty')).toBeTruthy()
    expect(calls('/api/order/review')).toHaveLength(0)

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Service' })).getByRole('radio', { name: '3 stars' }),
    )
    await userEvent.type(screen.getByLabelText('Your review'), 'Fast and tidy')
    await userEvent.upload(screen.getByLabelText('Add picture'), png('photo.png'))
    expect(await screen.findByRole('img', { name: '1' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('This order has already been reviewed')).toBeTruthy()
    expect(calls('/api/order/review')[0]?.body).toEqual({
      orderId: 9,
      productScore: 5,
      serviceScore: 3,
      postageScore: 5,
      content: 'Fast and tidy',
      pictures: ['/uploads/pic-1.png'],
    })
  })

  it('says when the order was reviewed already', async () => {
    api.on('/api/order/detail', () => ({ data: order(10, { status: 4, reviewed: true }) }))
    await open('/comment?orderId=10')
    expect(await screen.findByText('This order has been reviewed')).toBeTruthy()
  })
})

describe('complaints (/complaint/{id?}, /platformComplaint)', () => {
  // Issue #46: a complaint about a silent seller has nothing to photograph.
  it('about an order: content required, the certificate optional; sent without one', async () => {
    api.on('/api/order/detail', () => ({ data: order(13, { status: 2 }) }))
    api.on('/api/user/complain', () => ({ data: { id: 3, createdAt: '2026-03-05T00:00:00.000Z' } }))
    await open('/complaint/13')
    expect(await screen.findByRole('group', { name: 'Certificate (optional)' })).toBeTruthy()
    // i18n plurals: one picture is "picture"
    expect(screen.getByText('Up to 1 picture')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit complaint' }))
    expect(screen.getByText('Please describe the complaint')).toBeTruthy()
    expect(screen.queryByText('Please upload a certificate')).toBeNull()
    await userEvent.type(screen.getByLabelText('Complaint'), 'The seller never answers')
    await userEvent.click(screen.getByRole('button', { name: 'Submit complaint' }))
    await waitFor(() => expect(calls('/api/user/complain')).toHaveLength(1))
    expect(calls('/api/user/complain')[0]?.body).toEqual({ orderId: 13, content: 'The seller never answers' })
  })

  it('about an order: with a certificate picture, sent', async () => {
    api.on('/api/order/detail', () => ({ data: order(11, { status: 2 }) }))
    api.on('/api/user/complain', () => ({ data: { id: 1, createdAt: '2026-03-05T00:00:00.000Z' } }))
    const { runtime } = await open('/complaint/11')
    await userEvent.click(await screen.findByRole('button', { name: 'Submit complaint' }))
    expect(screen.getByText('Please describe the complaint')).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Complaint'), 'Seller never answers')
    await userEvent.upload(screen.getByLabelText('Add picture'), png())
    expect(await screen.findByRole('img', { name: '1' })).toBeTruthy()
    // one certificate: the add button is gone
    expect(screen.queryByLabelText('Add picture')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Submit complaint' }))
    await waitFor(() => expect(calls('/api/user/complain')).toHaveLength(1))
    expect(calls('/api/user/complain')[0]?.body).toEqual({
      orderId: 11,
      content: 'Seller never answers',
      certificate: '/uploads/pic-1.png',
    })
    expect(await screen.findByText('Complaint submitted')).toBeTruthy()
    await waitFor(() => expect(locationOf(runtime)).toBe('/orderInfo/11'))
  })

  it('about the platform', async () => {
    api.on('/api/user/platform_complain', () => ({ data: { id: 2, createdAt: '2026-03-05T00:00:00.000Z' } }))
    await open('/platformComplaint')
    await userEvent.type(await screen.findByLabelText('Complaint'), 'App is slow')
    await userEvent.upload(screen.getByLabelText('Add picture'), png())
    expect(await screen.findByRole('img', { name: '1' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit complaint' }))
    await waitFor(() => expect(calls('/api/user/platform_complain')).toHaveLength(1))
    expect(calls('/api/user/platform_complain')[0]?.body).toEqual({
      content: 'App is slow',
      certificate: '/uploads/pic-1.png',
    })
  })
  const complaint = (id: number, overrides: Partial<MyComplaint> = {}): MyComplaint => ({
    id,
    kind: 'order',
    orderId: 11,
    orderSn: 'SN1011',
    content: `Complaint ${id}`,
    certificate: '/uploads/c.png',
    createdAt: '2026-03-05T10:00:00.000Z',
    state: 'open',
    resolution: null,
    ...overrides,
  })

  it('/complaints follows my complaints to the resolution: state, the operator note, the order', async () => {
    api.on('/api/user/complaints', (r) => {
      expect(r.query.get('page')).toBe('1')
      return {
        data: {
          list: [
            complaint(2, { kind: 'platform', orderId: null, orderSn: null, content: 'App is slow' }),
            complaint(1, {
              content: 'Box was damaged',
              state: 'resolved',
              resolution: { note: 'We refunded the shipping', at: '2026-03-06T09:00:00.000Z' },
            }),
          ],
          total: 2,
          page: 1,
          limit: 10,
        },
      }
    })
    api.on('/api/order/detail', () => ({ data: order(11, { status: 2 }) }))
    const { runtime } = await open('/complaints')
    const cards = await screen.findAllByTestId('complaint-card')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('About the platform')).toBeTruthy()
    expect(within(cards[0]!).getByText('Open')).toBeTruthy()
    expect(within(cards[0]!).getByText('Waiting for the operator to look into it')).toBeTruthy()
    expect(within(cards[1]!).getByText('Resolved')).toBeTruthy()
    expect(within(cards[1]!).getByText('We refunded the shipping')).toBeTruthy()
    expect(within(cards[1]!).getByText(/^Filed /)).toBeTruthy()
    await userEvent.click(within(cards[1]!).getByRole('link', { name: 'Order SN1011' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/orderInfo/11'))
  })

  it('says when there is none', async () => {
    api.on('/api/user/complaints', () => ({ data: { list: [], total: 0, page: 1, limit: 10 } }))
    await open('/complaints')
    expect(await screen.findByText('You have not filed any complaint')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Complain about the platform' }).getAttribute('href')).toBe(
      '/platformComplaint',
    )
  })

  it('the order shows its complaint and the way to all; an order without one shows nothing', async () => {
    let filed = true
    api.on('/api/order/detail', () => ({ data: order(11, { status: 2 }) }))
    api.on('/api/user/complaints', (r) => {
      expect(r.query.get('orderId')).toBe('11')
      return {
        data: {
          list: filed ? [complaint(1, { content: 'Box was damaged' })] : [],
          total: filed ? 1 : 0,
          page: 1,
          limit: 1,
        },
      }
    })
    const first = await open('/orderInfo/11')
    const section = await screen.findByRole('region', { name: 'Your complaint' })
    expect(within(section).getByText('Box was damaged')).toBeTruthy()
    expect(within(section).getByText('Open')).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'All my complaints' }).getAttribute('href')).toBe(
      '/complaints',
    )
    first.unmount()
    filed = false
    await open('/orderInfo/11')
    expect(await screen.findByText('Order details')).toBeTruthy()
    await waitFor(() => expect(calls('/api/user/complaints').length).toBeGreaterThanOrEqual(2))
    expect(screen.queryByRole('region', { name: 'Your complaint' })).toBeNull()
  })

  it('me links to my complaints', async () => {
    api.on('/api/user/complaints', () => ({ data: { list: [], total: 0, page: 1, limit: 10 } }))
    const { runtime } = await open('/filter')
    await userEvent.click(await screen.findByRole('link', { name: 'My complaints' }))
    await waitFor(() => expect(locationOf(runtime)).toBe('/complaints'))
  })
})
