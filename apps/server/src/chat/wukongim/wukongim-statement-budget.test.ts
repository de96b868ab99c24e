import { chatGetServiceChannel, chatGetWebSocketUrl } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteTemplate } from '../../test-support/test-databases'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { openCountingDatabase, type StatementLog } from '../gateway/testing/counting-database'
import {
  sendModelText,
  startWukongImModelServer,
  type WukongImModelServer,
} from './testing/wukongim-model-http'
import { WEB_DEVICE_FLAG, WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'
import { WUKONGIM_WEBHOOK_PATH } from './wukongim-webhook'

const WEBHOOK_SECRET = 'webhook-secret-budget-0123456789ab'
const MANAGER_TOKEN = 'manager-secret-budget'
/** Statements of a message's first handling in a conversation (queue, episode, away message): a constant. */
const FIRST_MESSAGE_BUDGET = 30

/**
 * CHAT_MODE=wukongim: what a message WuKongIM notifies costs this server's database, counted
 * statement by statement on a counting PGlite (server README "WuKongIM mode"). Beside the claim
 * that keeps each message's records once, a message in a settled conversation costs nothing more.
 */
describe('statements per notified message (WuKongIM mode, PGlite)', () => {
  let wk: WukongImModelServer
  let h: ChatHarness
  let log: StatementLog
  let served: { channelId: string; channelType: number }

  beforeAll(async () => {
    const counting = await openCountingDatabase(await pgliteTemplate('migrated'))
    log = counting.log
    wk = await startWukongImModelServer({
      now: () => Date.now(),
      managerToken: MANAGER_TOKEN,
      tokenAuthOn: true,
    })
    h = await startChatHarness({
      database: counting.database,
      chat: {
        mode: 'wukongim',
        wukongimApiUrl: wk.url,
        wukongimApiToken: MANAGER_TOKEN,
        wukongimWebhookSecret: WEBHOOK_SECRET,
        wukongimReconcileIntervalMs: 0,
      },
    })
    wk.webhookUrl = `${h.url}${WUKONGIM_WEBHOOK_PATH}/${WEBHOOK_SECRET}`
    const [shopA] = h.people.shopIds
    served = await h.api(h.people.shopper).call(chatGetServiceChannel, { merId: shopA })
  }, 180_000)
  afterAll(async () => {
    await h?.close()
    await wk?.close()
  })

  const send = (person: Person, text: string) => {
    sendModelText(
      wk,
      person.uid,
      { channelId: served.channelId, channelType: WUKONGIM_SERVICE_CHANNEL_TYPE },
      text,
    )
  }
  /** Statements of the webhooks `run` causes, each cut to its first words. */
  async function count(run: () => Promise<void> | void): Promise<string[]> {
    await wk.flushWebhooks()
    log.reset()
    await run()
    await wk.flushWebhooks()
    return log.statements.map((s) => s.slice(0, 80).replace(/\s+/g, ' '))
  }
  const isClaim = (statement: string) => statement.includes('"chat_messages"')
  const repeat = (times: number, one: (i: number) => void) => async () => {
    for (let i = 0; i < times; i++) {
      one(i)
      await wk.flushWebhooks()
    }
  }

  it("a shopper's first message costs a constant; each next one only its claim", async () => {
    const first = await count(() => send(h.people.shopper, 'hello, anyone?'))
    expect(first.length).toBeGreaterThan(0)
    expect(first.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)

    const next = await count(repeat(20, (i) => send(h.people.shopper, `message ${i}`)))
    expect(next.filter((s) => !isClaim(s))).toEqual([])
    expect(next.filter(isClaim).length).toBeLessThanOrEqual(20)
  })

  it("staff's first reply records the first response; the next replies only their claim", async () => {
    const creds = await h.api(h.people.staffA).call(chatGetWebSocketUrl)
    const socket = wk.model.connect(creds.uid, WEB_DEVICE_FLAG, creds.token)
    if (!('uid' in socket)) throw new Error(`connect refused: ${socket.refused}`)
    const first = await count(() => send(h.people.staffA, 'Hi! How can I help?'))
    expect(first.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)
    const next = await count(repeat(10, (i) => send(h.people.staffA, `reply ${i}`)))
    expect(next.filter((s) => !isClaim(s))).toEqual([])
  })
})
