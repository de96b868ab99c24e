import { describe, expect, it } from 'vitest'
import { decodePayload, toConversationInput, toMessageInput } from './chat-mapping.js'

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')
const message = (payload: string) => ({
  messageId: '18446744073709551615',
  messageSeq: 7,
  clientMsgNo: 'abc',
  fromUid: 'mer_3',
  channelId: 'mer_3',
  channelType: 7,
  timestamp: 1_700_000_000,
  payload,
  reddot: true,
})

describe('chat mapping (shop-spec §7 -> chat-spec §7 callbacks)', () => {
  it('decodes UTF-8 JSON payloads', () => {
    expect(decodePayload(base64('{"type":1,"content":"你好 👋"}'))).toEqual({ type: 1, content: '你好 👋' })
  })

  it('maps a stored message, keeping the 64-bit id as a string', () => {
    expect(toMessageInput(message(base64('{"type":1,"content":"hi"}')))).toEqual({
      messageID: '18446744073709551615',
      messageSeq: 7,
      clientMsgNo: 'abc',
      fromUID: 'mer_3',
      channel: { channelID: 'mer_3', channelType: 7 },
      timestamp: 1_700_000_000,
      content: { type: 1, content: 'hi' },
      header: { reddot: true },
    })
  })

  it.each([
    ['not base64', '%%%'],
    ['not JSON', base64('hello')],
  ])('a payload that is %s becomes unknown content', (_, payload) => {
    expect(toMessageInput(message(payload)).content).toEqual({ type: 0 })
  })

  it('maps a conversation with browseTo and its newest recent as the last message', () => {
    const input = toConversationInput({
      channelId: 'mer_3',
      channelType: 7,
      unread: 2,
      timestamp: 1_700_000_100,
      lastMsgSeq: 7,
      lastClientMsgNo: 'abc',
      browseTo: 5,
      version: '1700000000123456789',
      recents: [message(base64('{"type":1,"content":"old"}')), message(base64('{"type":1,"content":"new"}'))],
    })
    expect(input.remoteExtra).toEqual({ browseTo: 5 })
    // WuKongIM's nanosecond versions stay exact: the SDK hands the string back on the next sync.
    expect(input.version).toBe('1700000000123456789')
    expect(input.lastMessage?.content).toEqual({ type: 1, content: 'new' })
    const empty = toConversationInput({
      ...input,
      channelId: 'x',
      channelType: 7,
      unread: 0,
      timestamp: 1,
      lastMsgSeq: 0,
      lastClientMsgNo: '',
      browseTo: 0,
      version: '1',
      recents: [],
    })
    expect('lastMessage' in empty).toBe(false)
  })
})
