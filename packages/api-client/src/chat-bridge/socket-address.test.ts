import { describe, expect, it } from 'vitest'
import { resolveSocketAddress } from './socket-address.js'

describe('resolveSocketAddress (chat-spec §7: a socket on the main host)', () => {
  it.each([
    ['the API answer as it is', 'ws://shop.test/chat/ws', 'http:', 'shop.test', 'ws://shop.test/chat/ws'],
    [
      'another host the API names (CHAT_WS_URL)',
      'wss://chat.example/ws',
      'https:',
      'shop.test',
      'wss://chat.example/ws',
    ],
    [
      'https page, own host: never plain ws',
      'ws://shop.test/chat/ws',
      'https:',
      'shop.test',
      'wss://shop.test/chat/ws',
    ],
    ['a relative path on this host', '/chat/ws', 'https:', 'shop.test', 'wss://shop.test/chat/ws'],
    [
      'an http URL becomes ws',
      'http://shop.test:3000/chat/ws',
      'http:',
      'shop.test:3000',
      'ws://shop.test:3000/chat/ws',
    ],
    [
      'nothing usable: the gateway on this host',
      'ftp://x/y',
      'http:',
      'localhost:5173',
      'ws://localhost:5173/chat/ws',
    ],
  ])('%s', (_, wsUrl, protocol, host, expected) => {
    expect(resolveSocketAddress(wsUrl, { protocol, host })).toBe(expected)
  })
})
