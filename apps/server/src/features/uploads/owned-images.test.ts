import {
  API_CODE,
  complaintOrder,
  complaintPlatform,
  orderConfirm,
  orderPay,
  PRODUCT_STATUS,
  RECHARGE_METHOD,
  REFUND_TYPE,
  refundApply,
  reviewAdd,
  userGetUserInfo,
  userProfile,
  walletRecharge,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkout,
  makeShopper,
  operatorOf,
  PAY_CODE,
  type Shopper,
  type SkuPick,
} from '../../test-support/commerce-fixtures'
import { refusal } from '../../test-support/commerce-outcome'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'
import { uploadKeysInContent, userUploadKeyOf } from './owned-images'

const NOT_OWN = {
  code: API_CODE.validation,
  msg: 'Images must be uploaded from this app by you: please upload the picture again',
}

/** README "Security": every image field of every request takes only the caller's own uploads. */
describe.each(endpointDrivers())('image fields on %s', (driver) => {
  let t: TestServer
  let picks: SkuPick[]
  let owner: Shopper
  let other: Shopper
  beforeAll(async () => {
    ;({ t, picks } = await startCommerceServer(driver, 2, 1_000))
    owner = await makeShopper(t, { balanceCents: 1_000_000 })
    other = await makeShopper(t)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** What no image field may take, for the owner: scripts, other sites, other users, made-up keys. */
  const foreign = () => [
    'javascript:alert(1)',
    'https://evil.example/x.png',
    '//evil.example/x.png',
    'data:image/png;base64,iVBORw0KGgo=',
    other.image,
    `${t.url}${owner.image}`,
    '/uploads/u/202601/00000000000000000000000000000000.png',
    '/uploads/seed/art-1-circle.png',
    '/uploads/../package.json',
    `${owner.image}?x=1`,
  ]

  async function paidOrder(): Promise<number> {
    const { orders } = await checkout(owner, [{ pick: picks[0]!, quantity: 1 }])
    await owner.client.call(orderPay, { orderIds: [orders[0]!.id], payCode: PAY_CODE })
    return orders[0]!.id
  }

  async function receivedOrder(): Promise<number> {
    const id = await paidOrder()
    await operatorOf(t).run({ verb: 'ship', orderId: id })
    await operatorOf(t).run({ verb: 'deliver', orderId: id })
    await owner.client.call(orderConfirm, { id })
    return id
  }

  /** Each image field with a way to send `image` in it (a fresh order where one is needed). */
  const fields: [string, (image: string) => Promise<unknown>][] = [
    ['profile avatar', (image) => owner.client.call(userProfile, { avatar: image })],
    [
      'refund proof',
      async (image) =>
        owner.client.call(refundApply, {
          orderId: await paidOrder(),
          type: REFUND_TYPE.refundOnly,
          amountCents: 0,
          productStatus: PRODUCT_STATUS.notReceived,
          reason: 'r',
          explanation: 'e',
          proof: [owner.image, image],
        }),
    ],
    [
      'review pictures',
      async (image) =>
        owner.client.call(reviewAdd, {
          orderId: await receivedOrder(),
          productScore: 5,
          serviceScore: 5,
          postageScore: 5,
          content: 'ok',
          pictures: [image],
        }),
    ],
    [
      'order complaint certificate',
      async (image) =>
        owner.client.call(complaintOrder, {
          orderId: await paidOrder(),
          content: 'late',
          certificate: image,
        }),
    ],
    [
      'platform complaint certificate',
      (image) => owner.client.call(complaintPlatform, { content: 'slow', certificate: image }),
    ],
    [
      'recharge evidence',
      (image) =>
        owner.client.call(walletRecharge, {
          method: RECHARGE_METHOD.manual,
          amountCents: 100,
          evidence: image,
        }),
    ],
  ]

  it.each(fields)('%s: refuses anything but my own upload, and takes mine', async (_name, send) => {
    for (const image of foreign()) {
      expect(await refusal(send(image)), image).toEqual(NOT_OWN)
    }
    await expect(send(owner.image)).resolves.toBeDefined()
  })

  it('an empty avatar removes it; a refused avatar changes nothing', async () => {
    await owner.client.call(userProfile, { avatar: owner.image })
    await refusal(owner.client.call(userProfile, { avatar: other.image, nickname: 'Changed' }))
    expect(await owner.client.call(userGetUserInfo)).toMatchObject({ avatar: owner.image })
    expect((await owner.client.call(userGetUserInfo)).nickname).not.toBe('Changed')
    expect(await owner.client.call(userProfile, { avatar: '' })).toMatchObject({ avatar: '' })
  })
})

describe('upload references', () => {
  it.each([
    [
      '/uploads/u/202601/0123456789abcdef0123456789abcdef.png',
      'u/202601/0123456789abcdef0123456789abcdef.png',
    ],
    ['/uploads/seed/art-1-circle.png', null],
    ['javascript:alert(1)', null],
    ['/uploads/u/../../x.png', null],
    ['https://evil.example/uploads/u/1/a.png', null],
  ])('%s -> %s', (reference, key) => {
    expect(userUploadKeyOf(reference)).toBe(key)
  })

  it('finds the upload a chat image shows, and nothing in other content', () => {
    const url = '/uploads/u/202601/0123456789abcdef0123456789abcdef.png'
    expect(uploadKeysInContent(JSON.stringify({ type: 2, url, width: 1, height: 1 }))).toEqual([url.slice(9)])
    expect(uploadKeysInContent(JSON.stringify({ type: 1, content: url }))).toEqual([])
    expect(uploadKeysInContent('not json')).toEqual([])
    expect(uploadKeysInContent('null')).toEqual([])
  })
})
