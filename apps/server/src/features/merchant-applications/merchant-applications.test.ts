import {
  API_CODE,
  cartAdd,
  cartList,
  consoleApplication,
  consoleApplicationDecide,
  consoleApplications,
  consoleAuditLog,
  consoleMe,
  consoleRefundDecide,
  consoleShip,
  consoleShopSuspend,
  consoleShops,
  indexHotMerchant,
  indexIndex,
  indexProduct,
  type MerchantApplicationInput,
  merchantApplicationResubmit,
  merchantApplicationStatus,
  merchantApply,
  merchantSetPassword,
  orderCreate,
  orderPay,
  PRODUCT_STATUS,
  productDetail,
  productRecommend,
  productSearch,
  REFUND_TYPE,
  refundApply,
  shopInfo,
  shopProducts,
  TOKEN_HEADER,
  uploadGuestImage,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, merchantApplications, passwordResetCodes, products, shops, users } from '../../db/schema'
import { listDevMail } from '../../mail/dev-mailer'
import { drawProductArt } from '../../seed/product-art'
import {
  checkout,
  createTestCatalog,
  dbOf,
  makeShopper,
  PAY_CODE,
  pickSkus,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { APPLICATIONS_PER_HOUR_PER_IP } from './applications'

const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
  body: JSON.stringify(body),
})

const png = (hue: number) =>
  new Blob([drawProductArt(hue, 'circle', 16) as Uint8Array<ArrayBuffer>], { type: 'image/png' })

describe.each(endpointDrivers())('merchants join on %s', (driver) => {
  let t: TestServer
  let operator: string
  let operatorLogin: { account: string; password: string }
  let categoryId: number
  let addresses = 10
  /** Each application comes from its own address, so the per-address budget is tested on its own. */
  const nextAddress = () => `127.0.0.${addresses++}`

  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
    const db = dbOf(t)
    await createTestCatalog(db, 2)
    const [category] = await db.select({ id: categories.id }).from(categories).limit(1)
    categoryId = category!.id
    const { token, userId, account, password } = await t.register('operator')
    await db.update(users).set({ role: 'operator', nickname: 'Olivia' }).where(eq(users.id, userId))
    operator = token
    operatorLogin = { account, password }
  })
  afterAll(async () => {
    await t?.close()
  })

  const guestPicture = async (hue: number, address = '127.0.0.9') =>
    (await t.clientFrom(address).call(uploadGuestImage, { file: png(hue) })).url

  async function form(overrides: Partial<MerchantApplicationInput> = {}): Promise<MerchantApplicationInput> {
    const unique = Math.random().toString(36).slice(2, 8)
    return {
      businessName: `Harbor Goods ${unique} Ltd`,
      shopName: `Harbor ${unique}`,
      contactEmail: `owner-${unique}@example.com`,
      contactPhone: '+66 81 234 5678',
      country: 'th',
      categoryIds: [categoryId],
      description: 'Kitchenware from Bangkok',
      logo: await guestPicture(30),
      document: await guestPicture(90),
      ...overrides,
    }
  }

  async function mailTo(to: string) {
    await t.server.services.mailer.settled()
    const mine = (await listDevMail(dbOf(t), 1_000)).filter((m) => m.to === to)
    if (mine.length === 0) throw new Error(`no mail to ${to}`)
    return mine
  }

  const apply = async (input: MerchantApplicationInput, address = nextAddress()) =>
    t.clientFrom(address).call(merchantApply, input)

  const decide = (id: number, decision: 'approve' | 'changes' | 'refuse', note = '') =>
    t.client(operator).call(consoleApplicationDecide, { id, decision, note })

  const idOf = async (reference: string) => {
    const [row] = await dbOf(t)
      .select({ id: merchantApplications.id })
      .from(merchantApplications)
      .where(eq(merchantApplications.reference, reference))
    return row!.id
  }

  describe('applying', () => {
    it.each([
      ['businessName', { businessName: ' ' }, 'Enter the business name'],
      ['shopName', { shopName: '' }, 'Enter the shop name'],
      ['contactEmail', { contactEmail: 'not-an-email' }, 'email'],
      [
        'contactPhone',
        { contactPhone: '081 234 5678' },
        'Enter the phone with its country code, e.g. +66812345678',
      ],
      ['country', { country: 'ZZ' }, 'country'],
      ['categoryIds', { categoryIds: [] }, 'Choose at least one category you sell in'],
      ['description', { description: '' }, 'Describe your shop in a few words'],
      [
        'description',
        { description: 'x'.repeat(501) },
        'The description is too long: at most 500 characters',
      ],
      ['logo', { logo: '' }, 'Upload the shop logo'],
      ['document', { document: '' }, 'Upload a picture of a business document'],
    ])('refuses a bad %s with its message', async (field, overrides, message) => {
      const { body } = await t.raw('/api/merchant/apply', post({ ...(await form()), ...overrides }))
      expect(body.code).toBe(API_CODE.validation)
      const issues = (body.data as { issues: { path: string }[] }).issues
      expect(issues.map((i) => i.path)).toEqual([field])
      expect(body.msg.toLowerCase()).toContain(message.toLowerCase())
    })

    it('refuses an unknown category and a picture that is not a fresh guest upload', async () => {
      expect(await refusal(apply(await form({ categoryIds: [999_999] })))).toMatchObject({
        code: API_CODE.validation,
        msg: 'A chosen category does not exist',
      })
      const used = await form()
      await apply(used)
      // The same logo again (already used by the first application), and a made-up address.
      for (const logo of [used.logo, 'https://elsewhere.example/logo.png']) {
        expect(await refusal(apply(await form({ logo })))).toMatchObject({
          code: API_CODE.validation,
          msg: 'Upload the logo and the document picture with this form',
        })
      }
    })

    it('answers a reference and a token, mails the status link, and shows the state by that link only', async () => {
      const input = await form()
      const answer = await apply(input)
      expect(answer.reference).toMatch(/^MA-[A-Z2-7]{16}$/)
      expect(answer.state).toBe('submitted')
      const [mail] = await mailTo(input.contactEmail)
      expect(mail!.text).toContain(answer.reference)
      const link = /(http\S+\/console\/apply\/status\S+)/.exec(mail!.text)?.[1] ?? ''
      const url = new URL(link)
      expect(url.searchParams.get('ref')).toBe(answer.reference)
      expect(url.searchParams.get('token')).toBe(answer.token)
      const status = await t.client().call(merchantApplicationStatus, {
        reference: answer.reference,
        token: answer.token,
      })
      expect(status).toMatchObject({
        state: 'submitted',
        note: '',
        contactPhone: '+66812345678',
        country: 'TH',
        shopName: input.shopName,
      })
      // A wrong token (or reference) is the same "not found".
      for (const key of [
        { reference: answer.reference, token: `${answer.token.slice(0, -2)}xx` },
        { reference: 'MA-AAAAAAAAAAAAAAAA', token: answer.token },
      ])
        expect(await refusal(t.client().call(merchantApplicationStatus, key))).toEqual({
          code: API_CODE.notFound,
          msg: 'No application matches this link',
        })
    })

    it(`takes at most ${APPLICATIONS_PER_HOUR_PER_IP} applications an hour from one address`, async () => {
      const address = '127.0.0.250'
      for (let i = 0; i < APPLICATIONS_PER_HOUR_PER_IP; i++) await apply(await form(), address)
      expect(await refusal(apply(await form(), address))).toEqual({
        code: API_CODE.rateLimited,
        msg: `Too many applications from your network: at most ${APPLICATIONS_PER_HOUR_PER_IP} an hour`,
      })
      // Another address is not held back; an hour later this one applies again.
      await apply(await form(), '127.0.0.251')
      t.clock.advance(60 * 60 * 1000 + 1)
      await apply(await form(), address)
    })
  })

  describe('the operator review', () => {
    it('lists the queue by state with the pictures, and needs a note to ask for changes or refuse', async () => {
      const input = await form()
      const { reference } = await apply(input)
      const id = await idOf(reference)
      const queue = await t.client(operator).call(consoleApplications, { state: 'submitted', limit: 100 })
      expect(queue.list.map((a) => a.reference)).toContain(reference)
      const detail = await t.client(operator).call(consoleApplication, { id })
      expect(detail).toMatchObject({ logo: input.logo, document: input.document, categoryNames: ['Test'] })
      for (const decision of ['changes', 'refuse'] as const) {
        const { body } = await t.raw(
          '/api/console/application_decide',
          post({ id, decision, note: ' ' }, operator),
        )
        expect(body.code).toBe(API_CODE.validation)
        expect((body.data as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(['note'])
      }
    })

    it('asks for changes: the applicant reads the note, resubmits by the link, and it is back in the queue', async () => {
      const input = await form()
      const { reference, token } = await apply(input)
      const id = await idOf(reference)
      // Before the operator asks, nothing can be resubmitted.
      expect(
        await refusal(t.client().call(merchantApplicationResubmit, { reference, token, ...input })),
      ).toMatchObject({ msg: 'This application cannot be edited now: it is not waiting for changes' })
      await decide(id, 'changes', 'The document is blurred')
      const status = await t.client().call(merchantApplicationStatus, { reference, token })
      expect(status).toMatchObject({ state: 'changes_requested', note: 'The document is blurred' })
      const document = await guestPicture(150)
      const again = await t
        .client()
        .call(merchantApplicationResubmit, { reference, token, ...input, document, description: 'Sharper' })
      expect(again).toMatchObject({ state: 'submitted', document, logo: input.logo, description: 'Sharper' })
      const entries = await t
        .client(operator)
        .call(consoleAuditLog, { action: 'application.changes', limit: 100 })
      expect(entries.list.find((e) => e.targetId === String(id))).toMatchObject({
        actorName: 'Olivia',
        targetLabel: `${input.shopName} (${reference})`,
      })
    })

    it('refuses with a note; a refused application takes no other decision', async () => {
      const { reference, token } = await apply(await form())
      const id = await idOf(reference)
      await decide(id, 'refuse', 'We do not list weapons')
      expect(await t.client().call(merchantApplicationStatus, { reference, token })).toMatchObject({
        state: 'refused',
        note: 'We do not list weapons',
      })
      expect(await refusal(decide(id, 'approve'))).toMatchObject({
        msg: 'This application was already decided (refused)',
      })
    })

    it('approves once (a double click makes one shop), and the owner sets a password with the mailed link', async () => {
      const input = await form()
      const { reference, token } = await apply(input)
      const id = await idOf(reference)
      const [first, second] = await Promise.all([decide(id, 'approve'), decide(id, 'approve')])
      expect(first.shopId).not.toBeNull()
      expect(second.shopId).toBe(first.shopId)
      const db = dbOf(t)
      expect(await db.select().from(shops).where(eq(shops.name, input.shopName))).toHaveLength(1)
      const owners = await db.select().from(users).where(eq(users.account, input.contactEmail))
      expect(owners).toMatchObject([{ role: 'staff', shopId: first.shopId, shopRole: 'owner' }])
      expect((await t.client().call(merchantApplicationStatus, { reference, token })).state).toBe('approved')
      const approvals = await t
        .client(operator)
        .call(consoleAuditLog, { action: 'application.approve', limit: 100 })
      expect(approvals.list.filter((e) => e.targetId === String(id))).toHaveLength(1)
      // The shop is hidden until it publishes a product.
      const hot = await t.client().call(indexHotMerchant, { page: 1, limit: 100 })
      expect(hot.list.map((s) => s.id)).not.toContain(first.shopId)
      const listed = await t.client(operator).call(consoleShops, { keyword: input.shopName })
      expect(listed.list).toMatchObject([
        { listed: false, suspended: false, ownerAccount: input.contactEmail },
      ])

      const mails = await mailTo(input.contactEmail)
      const link = mails
        .map((m) => /(http\S+\/console\/set-password\?code=\S+)/.exec(m.text)?.[1])
        .find(Boolean)
      const code = new URL(link!).searchParams.get('code')!
      const set = (c: string, password = 'harbor123') =>
        t.client().call(merchantSetPassword, { code: c, newPassword: password, confirmPassword: password })
      // A wrong secret for the right row, and a malformed code, are refused; the right one works once.
      const [rowId] = code.split('.')
      for (const wrong of [`${rowId}.${'A'.repeat(43)}`, 'nonsense'])
        expect(await outcome(set(wrong))).toBe(API_CODE.failure)
      expect(await set(code)).toEqual({ account: input.contactEmail })
      expect(await outcome(set(code, 'another123'))).toBe(API_CODE.failure)
      const ownerToken = await t.login(input.contactEmail, 'harbor123')
      expect(await t.client(ownerToken).call(consoleMe)).toMatchObject({
        shopRole: 'owner',
        shopId: first.shopId,
      })
    })

    it('an expired set-password code is refused', async () => {
      const input = await form()
      const { reference } = await apply(input)
      await decide(await idOf(reference), 'approve')
      const link = (await mailTo(input.contactEmail))
        .map((m) => /(http\S+\/console\/set-password\?code=\S+)/.exec(m.text)?.[1])
        .find(Boolean)
      const code = new URL(link!).searchParams.get('code')!
      t.clock.advance(72 * 60 * 60 * 1000 + 1)
      expect(
        await refusal(
          t
            .client()
            .call(merchantSetPassword, { code, newPassword: 'late1234', confirmPassword: 'late1234' }),
        ),
      ).toMatchObject({ code: API_CODE.failure })
      // The code is a set-password code, not a 6-digit reset code: the reset table keeps its purpose.
      const [row] = await dbOf(t)
        .select({ purpose: passwordResetCodes.purpose })
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.id, Number(code.split('.')[0])))
      expect(row?.purpose).toBe('set_password')
    })

    it('only the operator reviews and suspends: staff and shoppers are forbidden', async () => {
      const db = dbOf(t)
      const shopper = await t.register('shopper')
      const staff = await t.register('staff')
      const [shop] = await db.select({ id: shops.id }).from(shops).limit(1)
      await db
        .update(users)
        .set({ role: 'staff', shopId: shop!.id, shopRole: 'owner' })
        .where(eq(users.id, staff.userId))
      const { reference } = await apply(await form())
      const id = await idOf(reference)
      for (const token of [shopper.token, staff.token]) {
        const c = t.client(token)
        for (const call of [
          () => c.call(consoleApplications, {}),
          () => c.call(consoleApplication, { id }),
          () => c.call(consoleApplicationDecide, { id, decision: 'approve', note: '' }),
          () => c.call(consoleShops, {}),
          () => c.call(consoleShopSuspend, { shopId: shop!.id, suspend: true, reason: 'x' }),
        ])
          expect(await outcome(call())).toBe(API_CODE.forbidden)
      }
      // A guest gets 401.
      expect((await t.raw(`/api/console/applications`)).status).toBe(401)
    })
  })

  describe('suspension', () => {
    let buyer: Shopper
    let pick: SkuPick
    let shopId: number
    let paidOrderId: number

    beforeAll(async () => {
      const db = dbOf(t)
      // The set-password expiry test moved the clock past the operator's 3-day session.
      operator = await t.login(operatorLogin.account, operatorLogin.password)
      buyer = await makeShopper(t, { balanceCents: 1_000_000 })
      const [first] = await pickSkus(db, 1)
      pick = first!
      const [product] = await db
        .select({ shopId: products.shopId })
        .from(products)
        .where(eq(products.id, pick.productId))
      shopId = product!.shopId
      const created = await checkout(buyer, [{ pick, quantity: 1 }])
      paidOrderId = created.orders[0]!.id
      await buyer.client.call(orderPay, { orderIds: [paidOrderId], payCode: PAY_CODE })
      // A line already in the cart before the suspension.
      await buyer.client.call(cartAdd, { productId: pick.productId, skuId: pick.skuId, quantity: 1 })
      await t
        .client(operator)
        .call(consoleShopSuspend, { shopId, suspend: true, reason: 'Counterfeit goods reported' })
    })

    it('hides the shop and its products from every shopper path', async () => {
      const c = t.client()
      const shopName = (await t.client(operator).call(consoleShops, { suspended: true })).list.find(
        (s) => s.id === shopId,
      )
      expect(shopName).toMatchObject({
        suspended: true,
        suspensionReason: 'Counterfeit goods reported',
        listed: false,
      })
      expect(await outcome(c.call(shopInfo, { id: shopId }))).toBe(API_CODE.notFound)
      expect(await outcome(c.call(shopProducts, { id: shopId }))).toBe(API_CODE.notFound)
      expect(await outcome(c.call(productDetail, { id: pick.productId }))).toBe(API_CODE.notFound)
      expect(await outcome(c.call(productRecommend, { productId: pick.productId }))).toBe(API_CODE.notFound)
      const ofShop = (list: { shopId?: number; id: number }[]) => list.filter((p) => p.shopId === shopId)
      expect(ofShop((await c.call(productSearch, { keyword: 'Test product', limit: 50 })).list)).toEqual([])
      expect(ofShop((await c.call(indexProduct, { limit: 50 })).list)).toEqual([])
      const [category] = await dbOf(t).select({ id: categories.id }).from(categories).limit(1)
      expect(ofShop((await c.call(indexProduct, { categoryId: category!.id, limit: 50 })).list)).toEqual([])
      const home = await c.call(indexIndex)
      expect(home.hotMerchants.map((s) => s.id)).not.toContain(shopId)
      expect(ofShop(home.hotProducts)).toEqual([])
    })

    it('refuses new cart lines and checkout of its lines with a clear message', async () => {
      expect(
        await refusal(
          buyer.client.call(cartAdd, { productId: pick.productId, skuId: pick.skuId, quantity: 1 }),
        ),
      ).toEqual({ code: API_CODE.notFound, msg: 'This shop is not available at the moment' })
      // The line added before the suspension is still in the cart, and checkout refuses it.
      const cart = await buyer.client.call(cartList)
      const line = cart.shops.flatMap((s) => s.items).find((i) => i.skuId === pick.skuId)
      expect(
        await refusal(buyer.client.call(orderCreate, { cartIds: [line!.id], addressId: buyer.addressId })),
      ).toEqual({ code: API_CODE.notFound, msg: 'This shop is not available at the moment' })
    })

    it('its existing order still ships and refunds', async () => {
      await t
        .client(operator)
        .call(consoleShip, { orderId: paidOrderId, company: 'DHL', trackingNo: 'TRACK1' })
      const refund = await buyer.client.call(refundApply, {
        orderId: paidOrderId,
        type: REFUND_TYPE.refundOnly,
        amountCents: 100,
        productStatus: PRODUCT_STATUS.notReceived,
        reason: 'Late',
        explanation: 'Still waiting',
        proof: [buyer.image],
      })
      const decided = await t
        .client(operator)
        .call(consoleRefundDecide, { refundId: refund.id, decision: 'accept', reason: 'Shop suspended' })
      expect(decided.id).toBe(refund.id)
    })

    it('reinstating brings it back at once, audited both ways', async () => {
      await t.client(operator).call(consoleShopSuspend, { shopId, suspend: false, reason: 'Appeal accepted' })
      expect((await t.client().call(shopInfo, { id: shopId })).id).toBe(shopId)
      expect((await t.client().call(productDetail, { id: pick.productId })).id).toBe(pick.productId)
      const log = await t.client(operator).call(consoleAuditLog, { limit: 100 })
      const mine = log.list.filter((e) => e.targetType === 'shop' && e.targetId === String(shopId))
      expect(mine.map((e) => e.action)).toEqual(['shop.reinstate', 'shop.suspend'])
    })
  })
})
