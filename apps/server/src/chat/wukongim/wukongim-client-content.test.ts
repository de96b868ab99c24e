import {
  chatEditMessage,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatSyncMessageExtras,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { uploadChatImage } from '../gateway/testing/own-image'
import { startWukongImModelServer, type WukongImModelServer } from './testing/wukongim-model-http'
import { WEB_DEVICE_FLAG, WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'
import { WUKONGIM_WEBHOOK_PATH } from './wukongim-webhook'

const WEBHOOK_SECRET = 'webhook-secret-content-0123456789'
const base64 = (content: object) => Buffer.from(JSON.stringify(content)).toString('base64')
const decoded = (payload: string): unknown => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'))

// Issue #32 in CHAT_MODE=wukongim (wukongim-refused-content.ts): clients send to WuKongIM directly,
// so what a client may not send is recalled when msg.notify brings it; editMessage refuses it.
describe('CHAT_MODE=wukongim: chat content a client may send', () => {
  let wk: WukongImModelServer
  let h: ChatHarness
  let now = 1_700_000_000_000
  const clock = { now: () => now }
  let channel: { channelId: string; channelType: number }

  beforeAll(async () => {
    // A WuKongIM the server agrees to start against (issue #27): token auth on, the API behind its
    // manager token.
    wk = await startWukongImModelServer({ now: clock.now, managerToken: 'manager-secret', tokenAuthOn: true })
    h = await startChatHarness({
      clock,
      chat: {
        mode: 'wukongim',
        wukongimApiUrl: wk.url,
        wukongimApiToken: 'manager-secret',
        wukongimWebhookSecret: WEBHOOK_SECRET,
        wukongimReconcileIntervalMs: 0,
      },
    })
    wk.webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
    const served = await h.api(h.people.shopper).call(chatGetServiceChannel, { merId: h.people.shopIds[0] })
    channel = { channelId: served.channelId, channelType: served.channelType }
  })
  afterAll(async () => {
    await h?.close()
    await wk?.close()
  })

  function sent(from: Person, content: object) {
    const message = wk.model.send(from.uid, channel.channelId, WUKONGIM_SERVICE_CHANNEL_TYPE, base64(content))
    if ('refused' in message) throw new Error(`send refused: ${message.refused}`)
    return message
  }

  it('a refused message notified by WuKongIM is recalled and the devices told; an allowed one stands', async () => {
    const { shopper, shopper2, staffA } = h.people
    const creds = await h.api(staffA).call(chatGetWebSocketUrl)
    const staffSocket = wk.model.connect(creds.uid, WEB_DEVICE_FLAG, creds.token)
    if (!('uid' in staffSocket)) throw new Error('staff could not connect')
    const own = await uploadChatImage(h, shopper)
    const othersUpload = await uploadChatImage(h, shopper2)
    await wk.flushWebhooks()

    const refused = [
      sent(shopper, { type: 2, url: 'javascript:alert(1)', width: 1, height: 1 }),
      sent(shopper, { type: 2, url: 'data:text/html,<script>x</script>', width: 1, height: 1 }),
      sent(shopper, { type: 2, url: 'https://evil.example/a.png', width: 1, height: 1 }),
      sent(shopper, { type: 2, url: othersUpload, width: 1, height: 1 }),
      sent(shopper, { type: 99, cmd: 'syncMessageExtra', param: {} }),
    ]
    const allowed = [
      sent(shopper, { type: 1, content: 'hello' }),
      sent(shopper, { type: 2, url: own, width: 12, height: 12 }),
    ]
    const delivered = await wk.flushWebhooks()
    expect(delivered.filter((c) => c.call.event === 'msg.notify').every((c) => c.status === 200)).toBe(true)

    const { list } = await h.api(staffA).call(chatSyncMessageExtras, { ...channel, extraVersion: 0 })
    const revoked = list.filter((e) => e.revoke).map((e) => e.messageId)
    expect(revoked.sort()).toEqual(refused.map((m) => m.message_idstr).sort())
    for (const m of allowed) expect(revoked).not.toContain(m.message_idstr)
    // The staff device was told to sync extras by a command WuKongIM does not store.
    const commands = staffSocket.received.filter((m) => m.header.no_persist === 1)
    expect(commands.map((m) => decoded(m.payload))).toContainEqual({
      type: 99,
      cmd: 'syncMessageExtra',
      param: {},
    })
    staffSocket.close()
  })

  it('editMessage refuses such content and closes with the revoke window', async () => {
    const { shopper } = h.people
    const typo = sent(shopper, { type: 1, content: 'helo' })
    const edit = (content: object) =>
      h.api(shopper).call(chatEditMessage, {
        ...channel,
        messageId: typo.message_idstr,
        content: JSON.stringify(content),
      })
    const refusal = 'This content cannot be sent in chat: pictures must be uploaded from this app by you'
    await expect(edit({ type: 2, url: 'javascript:alert(1)', width: 1, height: 1 })).rejects.toMatchObject({
      message: refusal,
    })
    await expect(edit({ type: 99, cmd: 'syncMessageExtra' })).rejects.toMatchObject({ message: refusal })
    expect(await edit({ type: 1, content: 'hello' })).toMatchObject({ isEdit: true })
    now += 151_000
    await expect(edit({ type: 1, content: 'hello again' })).rejects.toMatchObject({
      message: 'A message can only be edited within 2 minutes of sending',
    })
  })
})
