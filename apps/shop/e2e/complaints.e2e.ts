import { consoleComplaintResolve, consoleComplaints, createApiClient, userLogin } from '@crossmart/api-client'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, logIn, newPhone, PNG, slot, snap } from './browser.ts'

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
})
