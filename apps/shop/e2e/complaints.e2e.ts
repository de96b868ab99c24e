import { consoleComplaintResolve, consoleComplaints, createApiClient, userLogin } from '@crossmart/api-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, PNG, slot, snap } from './browser.ts'
import { demoClient, pay, placeOrder } from './journey-api.ts'

const baseUrl = inject('baseUrl')
let browser: Browser

/** The seeded operator (apps/server README "Console"), through the console's API. */
const OPERATOR = { account: 'operator', password: 'operator123' }

async function operatorClient() {
  let token = ''
  const client = createApiClient({ baseUrl, getToken: () => token, getLang: () => 'en' })
  token = (await client.call(userLogin, OPERATOR)).userinfo.token
  return client
}

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('complaints followed to their resolution (issue #31)', () => {
  it('the shopper files a complaint, follows it from Me, and reads the operator note once resolved', async () => {
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/login`)
    await logIn(page)
    await page.waitForURL((url) => url.pathname !== '/login')

    // a complaint about the platform, with its certificate
    const content = `Delivery estimates are wrong ${Date.now().toString(36)}`
    await page.goto(`${baseUrl}/platformComplaint`)
    await page.getByLabel('Complaint').fill(content)
    await page
      .getByLabel('Add picture')
      .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('img', { name: '1' }).waitFor()
    await page.getByRole('button', { name: 'Submit complaint' }).click()
    await page.getByText('Complaint submitted').waitFor()

    // from Me to my complaints: open, waiting for the operator
    await page.goto(`${baseUrl}/filter`)
    await page.getByRole('link', { name: 'My complaints' }).click()
    await page.waitForURL('**/complaints')
    const list = slot(page, '/complaints')
    const card = list.getByTestId('complaint-card').filter({ hasText: content })
    await card.waitFor()
    await card.getByText('Open', { exact: true }).waitFor()
    await snap(page, 'complaints-01-open')

    // the operator resolves it through the console's API
    const operator = await operatorClient()
    const open = await operator.call(consoleComplaints, { filter: 'open', page: 1, limit: 100 })
    const mine = open.list.find((complaint) => complaint.content === content)
    expect(mine).toBeDefined()
    await operator.call(consoleComplaintResolve, {
      id: mine?.id ?? 0,
      note: 'Thanks: the estimates now follow the carrier',
    })

    // shown again, the page reads the list afresh: resolved, with the note
    await page.goto(`${baseUrl}/filter`)
    await page.getByRole('link', { name: 'My complaints' }).click()
    await page.waitForURL('**/complaints')
    const resolved = slot(page, '/complaints').getByTestId('complaint-card').filter({ hasText: content })
    await resolved.getByText('Resolved', { exact: true }).waitFor()
    await resolved.getByText('Thanks: the estimates now follow the carrier').waitFor()
    await snap(page, 'complaints-02-resolved')
    expect(errors).toEqual([])
    await context.close()
  })

  it('a complaint about an order shows on the order, open then resolved with the operator note', async () => {
    const demo = await demoClient(baseUrl)
    const order = await placeOrder(demo, 7)
    await pay(demo, order.id)
    const { context, page, errors } = await newPhone(browser)
    await page.goto(`${baseUrl}/orderInfo/${order.id}`)
    await page.waitForURL(/\/login\?redirect=/)
    await logIn(page)
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}$`))

    // From the order: Complaint, about this order.
    const detail = slot(page, '/orderInfo/{-$id}')
    await detail.getByRole('heading', { name: 'Paid, waiting to be shipped', level: 2 }).waitFor()
    await detail.getByRole('button', { name: 'Complaint' }).click()
    await page.waitForURL(new RegExp(`/complaint/${order.id}$`))
    const form = slot(page, '/complaint/{-$id}')
    await form.getByText(order.orderSn, { exact: false }).waitFor()
    const content = `Not shipped after the promised two days ${Date.now().toString(36)}`
    await form.getByLabel('Complaint').fill(content)
    await form
      .getByLabel('Add picture')
      .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG })
    await form.getByRole('img', { name: '1' }).waitFor()
    await form.getByRole('button', { name: 'Submit complaint' }).click()
    await page.getByText('Complaint submitted').waitFor()

    // Back on the order: its complaint, open, waiting for the operator.
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}$`))
    const mine = detail.getByRole('region', { name: 'Your complaint' })
    await mine.getByText(content).waitFor()
    await mine.getByText('Open', { exact: true }).waitFor()
    await mine.getByText('Waiting for the operator to look into it').waitFor()
    await mine.scrollIntoViewIfNeeded()
    await snap(page, 'complaints-03-order-open')

    // The operator resolves it through the console's API.
    const operator = await operatorClient()
    const open = await operator.call(consoleComplaints, { filter: 'open', page: 1, limit: 100 })
    const filed = open.list.find((complaint) => complaint.content === content)
    expect(filed?.orderSn).toBe(order.orderSn)
    const note = 'The shop ships it today; tracking follows'
    await operator.call(consoleComplaintResolve, { id: filed?.id ?? 0, note })

    // My complaints: resolved with the note, linked to its order; the order shows the same.
    await page.goto(`${baseUrl}/complaints`)
    const card = slot(page, '/complaints').getByTestId('complaint-card').filter({ hasText: content })
    await card.getByText('Resolved', { exact: true }).waitFor()
    await card.getByText(note).waitFor()
    await snap(page, 'complaints-04-order-resolved-list')
    await card.getByRole('link', { name: `Order ${order.orderSn}` }).click()
    await page.waitForURL(new RegExp(`/orderInfo/${order.id}$`))
    await mine.getByText('Resolved', { exact: true }).waitFor()
    await mine.getByText(note).waitFor()
    await mine.scrollIntoViewIfNeeded()
    await snap(page, 'complaints-05-order-resolved')
    expect(errors).toEqual([])
    await context.close()
  })
})
