import { describe, expect, it } from 'vitest'
import { loadChatConfig } from './chat-config'

// The gateway's cap itself is tested in chat/gateway/sockets-per-address.test.ts; the gateway may not
// import features (tooling/boundaries), so its configuration is read here.
describe('chat configuration', () => {
  it('reads CHAT_MAX_SOCKETS_PER_ADDRESS, with a default that leaves one address a small share', () => {
    expect(loadChatConfig({ CHAT_MAX_SOCKETS_PER_ADDRESS: '7' }).maxSocketsPerAddress).toBe(7)
    expect(loadChatConfig({}).maxSocketsPerAddress).toBe(256)
    expect(() => loadChatConfig({ CHAT_MAX_SOCKETS_PER_ADDRESS: 'many' })).toThrow(
      /CHAT_MAX_SOCKETS_PER_ADDRESS/,
    )
  })
})
