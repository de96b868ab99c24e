import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWukongImModel, WK_DEVICE_LEVEL, WK_REASON } from './wukongim-model'
import { startWukongImModelServer, type WukongImModelServer } from './wukongim-model-http'

const now = () => 1_700_000_000_000
const payload = Buffer.from('{"type":1,"content":"x"}').toString('base64')
const sync = (model: ReturnType<typeof createWukongImModel>, uid: string) =>
  model.syncConversations({ uid, version: 0n, last_msg_seqs: '', msg_count: 1, only_unread: 0 })

/** The rules of the model that the WuKongIM-mode tests lean on, each as WuKongIM v2.2.5's Go source has it. */
describe('the model of WuKongIM v2.2.5', () => {
  it('token auth is off by default: any token connects (event_connect.go)', () => {
    const open = createWukongImModel({ now })
    expect(open.connect('anyone', 1, 'made-up')).toMatchObject({ uid: 'anyone', open: true })
    const closed = createWukongImModel({ now, tokenAuthOn: true })
    expect(closed.connect('anyone', 1, 'made-up')).toEqual({ refused: WK_REASON.authFail })
  })

  it('CONNECT closes older sockets of the same device id; a master also kicks other device ids', () => {
    const model = createWukongImModel({ now, tokenAuthOn: true })
    model.updateToken('u', 't', 1, WK_DEVICE_LEVEL.slave)
    const first = model.connect('u', 1, 't', 'dev-1')
    const other = model.connect('u', 1, 't', 'dev-2')
    const again = model.connect('u', 1, 't', 'dev-1')
    if (!('uid' in first) || !('uid' in other) || !('uid' in again)) throw new Error('refused')
    expect([first.open, first.closedWith, other.open, again.open]).toEqual([false, undefined, true, true])
    model.updateToken('u', 't2', 1, WK_DEVICE_LEVEL.slave)
    model.updateToken('m', 't', 1, WK_DEVICE_LEVEL.master)
    const a = model.connect('m', 1, 't', 'dev-a')
    const b = model.connect('m', 1, 't', 'dev-b')
    if (!('uid' in a) || !('uid' in b)) throw new Error('refused')
    expect([a.open, a.closedWith, b.open]).toEqual([false, WK_REASON.connectKick, true])
  })

  it('group sends make no conversations (manager_conversation.go): a removed subscriber has none', () => {
    const model = createWukongImModel({ now })
    model.createOrUpdateChannel('g', 2, ['a', 'b'], false)
    model.removeSubscribers('g', 2, ['b'])
    // A send through the API (no membership check) into the group makes no conversation for b.
    model.send('b', 'g', 2, payload, undefined, false, true)
    expect(sync(model, 'b')).toEqual([])
    expect(sync(model, 'a')).toHaveLength(1)
  })

  it('/message/send accepts a sender who is no subscriber (the system device skips permission.go)', () => {
    const model = createWukongImModel({ now })
    model.createOrUpdateChannel('g', 2, ['a'], false)
    expect(model.send('stranger', 'g', 2, payload)).toEqual({ refused: 3 })
    expect(model.send('stranger', 'g', 2, payload, undefined, false, true)).toMatchObject({ message_seq: 1 })
  })

  it('msg.offline names every member without a master-level connection, online or not (event_distribute.go)', () => {
    const model = createWukongImModel({ now, tokenAuthOn: true })
    model.createOrUpdateChannel('g', 2, ['a', 'b', 'c'], false)
    model.updateToken('b', 't', 1, WK_DEVICE_LEVEL.slave)
    model.updateToken('c', 't', 1, WK_DEVICE_LEVEL.master)
    model.connect('b', 1, 't')
    model.connect('c', 1, 't')
    model.takeWebhooks()
    model.send('a', 'g', 2, payload)
    const offline = model.takeWebhooks().find((w) => w.event === 'msg.offline')
    expect(offline?.body).toMatchObject({ to_uids: ['b'] })
  })

  describe('over HTTP', () => {
    let wk: WukongImModelServer
    beforeAll(async () => {
      wk = await startWukongImModelServer({ now, managerToken: 'm' })
    })
    afterAll(async () => {
      await wk?.close()
    })
    const post = async (path: string, body: unknown, token = 'm') => {
      const r = await fetch(`${wk.url}${path}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: r.status, text: await r.text() }
    }

    it('answers "no such message" HTTP 200 {"status":404}, and /user/onlinestatus [] {"status":200}', async () => {
      expect(await post('/message', { channel_id: 'g', channel_type: 2, message_id: 5 })).toEqual({
        status: 200,
        text: '{"status":404}',
      })
      expect(await post('/user/onlinestatus', [])).toEqual({ status: 200, text: '{"status":200}' })
      expect((await post('/user/onlinestatus', [], 'wrong')).status).toBe(401)
    })

    it('drops a webhook after 5 failed tries (webhook.go handleSendFailure)', async () => {
      let tries = 0
      const { createServer } = await import('node:http')
      const failing = createServer((_req, res) => {
        tries++
        res.writeHead(500).end()
      })
      await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
      const address = failing.address()
      wk.webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`
      wk.model.updateToken('w', 't', 1, 0)
      wk.model.connect('w', 1, 't')
      const results = await wk.flushWebhooks()
      await new Promise<void>((resolve) => failing.close(() => resolve()))
      expect(results.map((r) => [r.call.event, r.status, r.dropped])).toEqual([
        ['user.onlinestatus', 500, true],
      ])
      expect(tries).toBe(5)
    })
  })
})
