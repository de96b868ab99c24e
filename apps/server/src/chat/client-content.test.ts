import {
  CHAT_TEXT_MAX_CHARS,
  chatEditMessage,
  chatRevokeMessage,
  PRODUCT_CARD_CONTENT_TYPE,
} from '@crossmart/api-client'
import type { RecvPacket } from '@crossmart/im-sdk/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productImages, products } from '../db/schema'
import { createTestCatalog } from '../test-support/commerce-fixtures'
import { clientContentShape } from './client-content-policy'
import { type ChatHarness, type Person, startChatHarness } from './gateway/testing/chat-harness'
import { uploadChatImage } from './gateway/testing/own-image'
import { connectRaw, isRecv, type RawClient } from './gateway/testing/raw-client'

// Issue #32 (server README "The gateway"): a client may send only what a client sends.
describe('chat content a client may send (embedded gateway)', () => {
  let h: ChatHarness
  let now = 1_750_000_000_000
  const open: RawClient[] = []
  let own = ''
  let othersUpload = ''
  // One connection each for the whole suite (the clock stands still: no new chat tokens needed).
  let shopper: RawClient
  let staff: RawClient
  let product = { id: 0, shopId: 0, name: '', priceCents: 0, cover: '' }
  const translatedName = '亚麻衬衫 (issue #30)'
  const galleryPicture = '/uploads/seed/issue-30-gallery.png'
  beforeAll(async () => {
    h = await startChatHarness({ clock: { now: () => now } })
    await createTestCatalog(h.server.services.db)
    const { db } = h.server.services
    product = (await db.select().from(products).limit(1))[0]!
    // The card carries the name in the shopper's language and the detail page's first picture.
    await db
      .update(products)
      .set({ translations: { zh: { name: translatedName } } })
      .where(eq(products.id, product.id))
    await db.insert(productImages).values({ productId: product.id, url: galleryPicture, sortOrder: 0 })
    own = await uploadChatImage(h, h.people.shopper)
    othersUpload = await uploadChatImage(h, h.people.shopper2)
    shopper = await connect(h.people.shopper)
    staff = await connect(h.people.staffA)
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  async function connect(person: Person): Promise<RawClient> {
    const { uid, token, wsUrl } = await h.credentials(person)
    const client = await connectRaw(wsUrl, { uid, token })
    open.push(client)
    return client
  }
  const image = (url: string) => ({ type: 2, url, width: 12, height: 12 })
  /** Issue #30: the card of the product, with `change` applied (a forged field). */
  const card = (change: Record<string, unknown> = {}) => ({
    type: PRODUCT_CARD_CONTENT_TYPE,
    productId: product.id,
    shopId: product.shopId,
    name: product.name,
    priceCents: product.priceCents,
    image: product.cover,
    ...change,
  })

  it.each([
    ['a javascript: image', 11, () => image('javascript:alert(document.cookie)')],
    ['a data:text/html image', 11, () => image('data:text/html,<script>alert(1)</script>')],
    ['an image on another site', 11, () => image('https://evil.example/a.png')],
    ['an absolute url to our own upload path', 11, () => image(`https://evil.example${own}`)],
    ["another user's upload", 11, () => image(othersUpload)],
    ['an upload path that was never handed out', 11, () => image('/uploads/u/202611/0123456789abcdef.png')],
    ['an image without url', 11, () => ({ type: 2, width: 1, height: 1 })],
    ['a command (type 99)', 11, () => ({ type: 99, cmd: 'syncMessageExtra', param: {} })],
    ['a stream (type 98)', 11, () => ({ type: 98, data: 'aGk=' })],
    ['a system message (type 1001)', 11, () => ({ type: 1001, content: '{0} joined', extra: [] })],
    ['text carrying an outside url', 11, () => ({ type: 1, content: 'hi', url: 'javascript:x' })],
    ['a product card with another price', 11, () => card({ priceCents: 1 })],
    ['a product card with another name', 11, () => card({ name: 'Something else' })],
    ['a product card with another image', 11, () => card({ image: 'https://evil.example/a.png' })],
    ['a product card carrying a url', 11, () => card({ url: 'javascript:x' })],
    ['a product card naming another shop', 11, () => card({ shopId: product.shopId + 1 })],
    [
      'a product card with a picture of another product',
      11,
      () => card({ image: '/uploads/seed/other.png' }),
    ],
    ['a product card of no product', 11, () => card({ productId: 2_000_000_000 })],
    [
      'a product card without its fields',
      11,
      () => ({ type: PRODUCT_CARD_CONTENT_TYPE, productId: product.id }),
    ],
    // Issue #45: every field a renderer loads or links is checked, in every content type.
    ['an own image with a javascript: cover', 11, () => ({ ...image(own), cover: 'javascript:alert(1)' })],
    [
      'an own image with an outside thumb',
      11,
      () => ({ ...image(own), thumb: 'https://evil.example/t.png' }),
    ],
    [
      'an own image with an outside thumbUrl',
      11,
      () => ({ ...image(own), thumbUrl: '//evil.example/t.png' }),
    ],
    ['a video with an outside cover', 11, () => ({ type: 5, url: own, cover: 'https://evil.example/c.png' })],
    [
      'a location with an outside img',
      11,
      () => ({ type: 6, lat: 1, lng: 2, img: 'https://evil.example/m.png' }),
    ],
    ['a contact card with a javascript: avatar', 11, () => ({ type: 7, uid: 'x', avatar: 'javascript:x' })],
    ['text with an outside link', 11, () => ({ type: 1, content: 'hi', link: 'https://evil.example' })],
    [
      'text with an outside url inside extra',
      11,
      () => ({ type: 1, content: 'hi', extra: { url: 'javascript:x' } }),
    ],
    ['a url field that is not text', 11, () => ({ ...image(own), cover: { href: 'x' } })],
    ['a product card with a cover', 11, () => card({ cover: 'javascript:alert(1)' })],
    ["an image whose thumb is another user's upload", 11, () => ({ ...image(own), thumb: othersUpload })],
    [
      'an own image with its own upload as cover and thumb',
      1,
      () => ({ ...image(own), cover: own, thumb: own }),
    ],
    [
      'text that mentions an address in its words',
      1,
      () => ({ type: 1, content: 'see https://example.com' }),
    ],
    ['the product card of a product as it is', 1, () => card()],
    ["the product card with the name in the shopper's language", 1, () => card({ name: translatedName })],
    ['the product card with a gallery picture', 1, () => card({ image: galleryPicture })],
    ['text', 1, () => ({ type: 1, content: 'hello' })],
    ['its own upload as an image', 1, () => image(own)],
  ])('%s: send-ack reason %s, and the staff receive only what was accepted', async (_, reason, content) => {
    const [shopA] = h.people.shopIds
    const sent = shopper.send({ channelID: `mer_${shopA}`, channelType: 7, content: content() })
    expect((await shopper.waitForSendack(sent.clientSeq)).reasonCode).toBe(reason)
    if (reason === 1) {
      await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === sent.clientMsgNo)
    } else {
      // A later accepted message arrives; the refused one never did.
      const marker = shopper.send({
        channelID: `mer_${shopA}`,
        channelType: 7,
        content: { type: 1, content: 'm' },
      })
      await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === marker.clientMsgNo)
      expect(staff.received.some((p) => isRecv(p) && p.clientMsgNo === sent.clientMsgNo)).toBe(false)
    }
  })

  it('staff are held to the same rule', async () => {
    const [shopA] = h.people.shopIds
    const staff2 = await connect(h.people.staffA2)
    const view = `mer_${shopA}_${h.people.shopper.uid}`
    const bad = staff2.send({ channelID: view, channelType: 7, content: image('https://evil.example/x.png') })
    expect((await staff2.waitForSendack(bad.clientSeq)).reasonCode).toBe(11)
    const cmd = staff2.send({ channelID: view, channelType: 7, content: { type: 99, cmd: 'syncReminders' } })
    expect((await staff2.waitForSendack(cmd.clientSeq)).reasonCode).toBe(11)
  })

  it('editMessage cannot turn text into refused content, and closes with the revoke window', async () => {
    const [shopA] = h.people.shopIds
    const channel = { channelId: `mer_${shopA}`, channelType: 7 }
    const sent = shopper.send({
      channelID: channel.channelId,
      channelType: 7,
      content: { type: 1, content: 'x' },
    })
    const { messageID } = await shopper.waitForSendack(sent.clientSeq)
    const api = h.api(h.people.shopper)
    const edit = (content: object) =>
      api.call(chatEditMessage, { ...channel, messageId: messageID, content: JSON.stringify(content) })
    const refused = 'This content cannot be sent in chat: pictures must be uploaded from this app by you'
    await expect(edit(image('javascript:alert(1)'))).rejects.toMatchObject({ message: refused })
    await expect(edit(image('data:text/html,<b>x</b>'))).rejects.toMatchObject({ message: refused })
    await expect(edit(image(othersUpload))).rejects.toMatchObject({ message: refused })
    await expect(edit({ type: 99, cmd: 'syncMessageExtra' })).rejects.toMatchObject({ message: refused })
    expect(await edit({ type: 1, content: 'fixed' })).toMatchObject({ isEdit: true })

    // 121 s later: edit refused exactly as revoke is.
    now += 121_000
    await expect(edit({ type: 1, content: 'too late' })).rejects.toMatchObject({
      message: 'A message can only be edited within 2 minutes of sending',
    })
    await expect(api.call(chatRevokeMessage, { ...channel, messageId: messageID })).rejects.toMatchObject({
      message: 'A message can only be recalled within 2 minutes of sending',
    })
  })

  it('the rule as a table (pure)', () => {
    expect(clientContentShape('{"type":1,"content":"a"}')).toEqual({ kind: 'needs-uploads', keys: [] })
    expect(
      clientContentShape('{"type":5,"url":"/uploads/u/202611/ab.mp4","cover":"/uploads/u/202611/cd.png"}'),
    ).toEqual({ kind: 'needs-uploads', keys: ['u/202611/ab.mp4', 'u/202611/cd.png'] })
    expect(clientContentShape('{"type":2,"url":"/uploads/u/202611/ab.png"}')).toEqual({
      kind: 'needs-uploads',
      keys: ['u/202611/ab.png'],
    })
    for (const bad of [
      'not json',
      '[]',
      '{"type":"1"}',
      '{"type":2,"url":"/uploads/seed/a.png"}',
      '{"type":2,"url":"/uploads/u/../x.png"}',
      '{"type":2,"url":"JAVASCRIPT:alert(1)"}',
      '{"type":2000}',
      '{"type":2,"url":"/uploads/u/202611/ab.png","cover":"javascript:alert(1)"}',
      '{"type":2,"url":"/uploads/u/202611/ab.png","thumb":"https://evil.example/t.png"}',
      '{"type":3,"url":"/uploads/u/202611/ab.png","posterUrl":"data:image/png;base64,AA"}',
      '{"type":1,"content":"a","items":[{"src":"https://evil.example/a.png"}]}',
      // Issue #44: one text limit for shoppers and staff.
      JSON.stringify({ type: 1, content: 'x'.repeat(CHAT_TEXT_MAX_CHARS + 1) }),
    ])
      expect(clientContentShape(bad)).toEqual({ kind: 'refused' })
    expect(
      clientContentShape(JSON.stringify({ type: 1, content: '字'.repeat(CHAT_TEXT_MAX_CHARS) })),
    ).toEqual({
      kind: 'needs-uploads',
      keys: [],
    })
  })
})
