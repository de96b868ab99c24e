import {
  chatGetWebSocketUrl,
  consoleStatus,
  orderPay,
  userGetUserInfo,
  userLogin,
} from '@crossmart/api-client'
import { ReasonCode } from '@crossmart/im-sdk/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRaw, isRecv, type RawClient } from '../chat/gateway/testing/raw-client'
import { DEMO_OPERATOR, STAFF_PASSWORD, staffAccountFor } from '../seed/demo-accounts'
import { checkout, dbOf, makeShopper, PAY_CODE, pickSkus } from '../test-support/commerce-fixtures'
import { type Exposition, parsePrometheusText } from '../test-support/prometheus-text'
import { DEMO_SHOPPER, startTestServer, type TestServer } from '../test-support/test-server'
import { SERVER_VERSION } from '../version'

const TOKEN = 'metrics-token-for-the-test-0123456789'

describe('/metrics (server README "Metrics")', () => {
  let t: TestServer
  const open: RawClient[] = []
  const scrape = async (): Promise<Exposition> => {
    const response = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    return parsePrometheusText(await response.text())
  }
  const chatClient = async (token: string) => {
    const creds = await t.client(token).call(chatGetWebSocketUrl)
    const client = await connectRaw(new URL(creds.wsUrl, t.url.replace(/^http/, 'ws')).toString(), creds)
    open.push(client)
    return client
  }

  beforeAll(async () => {
    t = await startTestServer('pglite', { config: { metricsToken: TOKEN } })
  })
  afterAll(async () => {
    for (const client of open) client.close()
    await t?.close()
  })

  it.each([
    { what: 'no token', headers: {} },
    { what: 'a wrong token', headers: { authorization: `Bearer ${'x'.repeat(TOKEN.length)}` } },
    { what: 'the token without Bearer', headers: { authorization: TOKEN } },
  ])('refuses a scrape with $what (401)', async ({ headers }) => {
    const response = await fetch(`${t.url}/metrics`, { headers })
    expect(response.status).toBe(401)
    expect(await response.text()).not.toContain('crossmart_')
  })

  it('moves the named counters and histograms after a login, an HTTP call and a chat message', async () => {
    const before = await scrape()
    const loginRoute = { route: '/api/user/login', method: 'POST', status: '200' }

    await expect(
      t.client().call(userLogin, { account: DEMO_SHOPPER.account, password: 'not-the-password' }),
    ).rejects.toThrow()
    const shopper = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
    const staff = await t.login(staffAccountFor(1), STAFF_PASSWORD)
    await t.client(shopper).call(userGetUserInfo)

    const shopperChat = await chatClient(shopper)
    const staffChat = await chatClient(staff)
    const sent = shopperChat.send({
      channelID: 'mer_1',
      channelType: 7,
      content: { type: 1, content: 'hello' },
    })
    expect((await shopperChat.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.Success)
    await staffChat.waitFor((p): p is never => isRecv(p) && p.clientMsgNo === sent.clientMsgNo)
    const tampered = shopperChat.send({
      channelID: 'mer_1',
      channelType: 7,
      content: { type: 1, content: 'tampered' },
      tamperMsgKey: true,
    })
    expect((await shopperChat.waitForSendack(tampered.clientSeq)).reasonCode).toBe(ReasonCode.MsgKeyError)

    const after = await scrape()
    const moved = (name: string, labels?: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels)
    // The API answers refusals inside a 200 envelope (README "Responses"): three logins, one refused.
    expect(moved('crossmart_http_request_duration_seconds_count', loginRoute)).toBe(3)
    expect(
      moved('crossmart_http_request_duration_seconds_count', {
        route: '/api/user/getUserInfo',
        method: 'GET',
        status: '200',
      }),
    ).toBe(1)
    expect(moved('crossmart_login_failures_total')).toBe(1)
    expect(moved('crossmart_http_refusals_total', { code: 'auth.wrongCredentials' })).toBe(1)
    expect(after.value('crossmart_chat_open_sockets')).toBe(2)
    // The shopper's message and the shop's automatic reply (its staff count as online: no reply).
    expect(moved('crossmart_chat_messages_stored_total')).toBeGreaterThanOrEqual(1)
    expect(moved('crossmart_chat_messages_delivered_total')).toBeGreaterThanOrEqual(1)
    expect(moved('crossmart_chat_send_ack_duration_seconds_count')).toBe(1)
    expect(moved('crossmart_chat_send_refusals_total', { reason: String(ReasonCode.MsgKeyError) })).toBe(1)
    expect(moved('crossmart_db_query_duration_seconds_count')).toBeGreaterThan(0)
    expect(after.value('crossmart_db_pool_max_connections')).toBe(1)
    expect(after.types.get('crossmart_nodejs_eventloop_lag_seconds')).toBe('gauge')
    expect(after.types.get('crossmart_nodejs_gc_duration_seconds')).toBe('histogram')
    expect(after.types.get('crossmart_orders_paid_total')).toBe('counter')
    expect(after.types.get('crossmart_login_lockouts_total')).toBe('counter')
  })

  it('counts a paid order and the money it moved (one ledger row per movement, counts not amounts)', async () => {
    const buyer = await makeShopper(t, { balanceCents: 1_000_000 })
    const before = await scrape()
    const [pick] = await pickSkus(dbOf(t), 1)
    const { orders } = await checkout(buyer, [{ pick: pick!, quantity: 1 }])
    await buyer.client.call(orderPay, { orderIds: orders.map((o) => o.id), payCode: PAY_CODE })
    const after = await scrape()
    const moved = (name: string, labels?: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels)
    expect(moved('crossmart_orders_paid_total')).toBe(orders.length)
    expect(moved('crossmart_ledger_entries', { kind: 'orderPay' })).toBe(1)
    // The recharge that funded the buyer was committed before the first scrape: no new one.
    expect(moved('crossmart_ledger_entries', { kind: 'recharge' })).toBe(0)
    expect(after.value('crossmart_ledger_entries', { kind: 'recharge' })).toBeGreaterThanOrEqual(1)
    expect(after.types.get('crossmart_ledger_entries')).toBe('gauge')
  })

  it('names every family after the Prometheus conventions', async () => {
    const exposition = await scrape()
    for (const [name, type] of exposition.types) {
      expect(name).toMatch(/^crossmart_/)
      if (type === 'counter') expect(name).toMatch(/_total$/)
      if (type === 'histogram') expect(name).toMatch(/_(seconds|bytes)$/)
    }
  })

  it("answers the operator's status page from the same registry, and only to operators", async () => {
    t.server.services.logger.error('payment provider timed out', { error: 'ETIMEDOUT' })
    const operator = await t.login(DEMO_OPERATOR.account, DEMO_OPERATOR.password)
    const status = await t.client(operator).call(consoleStatus)
    const scraped = await scrape()
    expect(status.version).toBe(SERVER_VERSION)
    expect(status.uptimeSeconds).toBeGreaterThanOrEqual(0)
    expect(status.database.kind).toBe('pglite')
    expect(status.database.sizeBytes).toBeGreaterThan(0)
    expect(status.chat).toEqual({
      mode: 'embedded',
      openSockets: scraped.value('crossmart_chat_open_sockets'),
    })
    expect(status.lastHour.messages).toBeGreaterThanOrEqual(1)
    expect(status.recentErrors[0]).toEqual({
      at: expect.any(String),
      message: 'payment provider timed out: ETIMEDOUT',
      requestId: null,
    })
    const shopper = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
    await expect(t.client(shopper).call(consoleStatus)).rejects.toThrow()
  })
})
