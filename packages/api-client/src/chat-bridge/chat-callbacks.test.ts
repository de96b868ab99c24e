import type { Channel } from '@crossmart/im-sdk'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../client/create-api-client.js'
import { CHAT_MAX_MESSAGE_LIMIT, CHAT_MAX_MSG_COUNT } from '../contract/chat.js'
import { envelope, startTestServer, type TestServer } from '../test-support/http-test-server.js'
import { ChatUploadInputError, createChatCallbacks, type ImageUploader } from './chat-callbacks.js'

const channel: Channel = { channelID: 'mer_3', channelType: 7 }
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

const uploads: Blob[] = []
const uploader: ImageUploader = async (file) => {
  uploads.push(file)
  return { url: '/uploads/a.png' }
}

function callbacks() {
  return createChatCallbacks(createApiClient({ baseUrl: server.baseUrl, getToken: () => 't' }), uploader)
}

function lastRequest() {
  const request = server.requests[server.requests.length - 1]
  if (!request) throw new Error('no request reached the server')
  return { url: request.url, body: request.body.length > 0 ? JSON.parse(request.body.toString()) : null }
}

describe('createChatCallbacks (the /api/chat contract as the SDK callbacks, chat-spec §7)', () => {
  it('asks at most the contract bounds of conversations and messages, and maps the pull mode', async () => {
    server.handle((_request, response) => envelope(response, { list: [], more: false }))
    const cb = callbacks()
    await cb.syncConversations?.({ version: 5, msgCount: 1_000, lastMsgSeqs: '' } as never)
    expect(lastRequest().url).toContain(`msgCount=${CHAT_MAX_MSG_COUNT}`)

    await cb.syncMessages?.({
      channel,
      startMessageSeq: 10,
      endMessageSeq: 0,
      limit: 9_999,
      pullMode: 1,
    } as never)
    expect(lastRequest().body).toEqual({
      channelId: 'mer_3',
      channelType: 7,
      startMessageSeq: 10,
      endMessageSeq: 0,
      limit: CHAT_MAX_MESSAGE_LIMIT,
      pullMode: 1,
    })
    await cb.syncMessages?.({
      channel,
      startMessageSeq: 10,
      endMessageSeq: 0,
      limit: 0,
      pullMode: 0,
    } as never)
    expect(lastRequest().body).toMatchObject({ limit: 1, pullMode: 0 })
  })

  it('keeps who mentioned the user with each reminder', async () => {
    server.handle((_request, response) =>
      envelope(response, {
        list: [
          {
            reminderId: 4,
            channelId: 'team_mer_3',
            channelType: 2,
            reminderType: 1,
            done: false,
            version: 9,
            messageId: '18446744073709551615',
            messageSeq: 2,
            text: '@ann look',
            fromUid: 'staff_7',
          },
        ],
      }),
    )
    expect(await callbacks().syncReminders?.({ version: 0 } as never)).toEqual([
      {
        reminderID: 4,
        channel: { channelID: 'team_mer_3', channelType: 2 },
        reminderType: 1,
        done: false,
        version: 9,
        messageID: '18446744073709551615',
        messageSeq: 2,
        text: '@ann look',
        data: { fromUid: 'staff_7' },
      },
    ])
  })

  it('decodes an edited content and leaves it out of extras that were never edited', async () => {
    const extra = (isEdit: boolean, contentEdit: string) => ({
      messageId: '1',
      messageSeq: 1,
      extraVersion: 3,
      revoke: false,
      isEdit,
      editedAt: isEdit ? 1_700_000_000 : 0,
      contentEdit,
      readedCount: 1,
      unreadCount: 0,
    })
    server.handle((_request, response) =>
      envelope(response, { list: [extra(true, base64('{"type":1,"content":"fixed"}')), extra(false, '')] }),
    )
    const extras = await callbacks().syncMessageExtras?.({ channel, extraVersion: 0, limit: 100 } as never)
    expect(extras?.[0]).toMatchObject({
      isEdit: true,
      contentEdit: { type: 1, content: 'fixed' },
      readedCount: 1,
    })
    expect(extras?.[1]).not.toHaveProperty('contentEdit')
  })

  it('uploads Blobs with the given uploader and refuses anything else with a typed error', async () => {
    const cb = callbacks()
    const file = new Blob(['png'], { type: 'image/png' })
    const task = { file, signal: new AbortController().signal, onProgress: () => {} }
    expect(await cb.messageUploadTask?.(task as never)).toEqual({ url: '/uploads/a.png' })
    expect(uploads).toEqual([file])
    await expect(cb.messageUploadTask?.({ ...task, file: 'not a file' } as never)).rejects.toBeInstanceOf(
      ChatUploadInputError,
    )
  })
})
