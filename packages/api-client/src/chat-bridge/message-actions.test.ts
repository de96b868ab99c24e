import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../client/create-api-client.js'
import { envelope, startTestServer, type TestServer } from '../test-support/http-test-server.js'
import { createMessageActions } from './message-actions.js'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  server.handle((request, response) =>
    envelope(response, {
      messageId: '77',
      messageSeq: 3,
      extraVersion: 9,
      revoke: request.url.startsWith('/api/chat/revokeMessage'),
      isEdit: request.url.startsWith('/api/chat/editMessage'),
      editedAt: 0,
      contentEdit: '',
      readedCount: 0,
      unreadCount: 0,
    }),
  )
})
afterAll(() => server.close())

const message = { channel: { channelID: 'mer_1_100', channelType: 7 }, messageID: '77' }
const sent = () => {
  const last = server.requests[server.requests.length - 1]!
  return { url: last.url, body: JSON.parse(last.body.toString('utf8')) as Record<string, unknown> }
}

describe('createMessageActions (recall and edit on the CrossMart server, both apps)', () => {
  it('recalls the message it is given, by channel and server id', async () => {
    const live = createMessageActions(createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' }))
    expect(await live.revoke(message)).toMatchObject({ revoke: true })
    expect(sent()).toEqual({
      url: '/api/chat/revokeMessage',
      body: { channelId: 'mer_1_100', channelType: 7, messageId: '77' },
    })
  })

  it("edits the text and keeps the content's other fields (a staff answer's fromName)", async () => {
    const live = createMessageActions(createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' }))
    await live.edit(message, { type: 1, content: 'fixed', fromName: 'Mia' })
    const { url, body } = sent()
    expect(url).toBe('/api/chat/editMessage')
    expect(JSON.parse(String(body['content']))).toEqual({ type: 1, content: 'fixed', fromName: 'Mia' })
  })
})
