import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type ChatHarness, startChatHarness } from './testing/chat-harness'

const CAP = 3

/** How an upgrade from `localAddress` ends: opened, or refused with its status and body. */
function upgradeFrom(
  url: string,
  localAddress: string,
): Promise<{ open: WebSocket } | { refused: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress })
    ws.once('open', () => resolve({ open: ws }))
    ws.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      response.on('end', () => resolve({ refused: response.statusCode ?? 0, body }))
    })
    ws.once('error', reject)
  })
}

const closed = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    ws.once('close', () => resolve())
    ws.close()
  })

// Issue #45: one address held 19,105 of the server's 20,000 file descriptors with chat sockets.
describe('chat sockets per address (server README "Chat")', () => {
  let h: ChatHarness
  let url = ''
  const open: WebSocket[] = []
  beforeAll(async () => {
    h = await startChatHarness({ chat: { maxSocketsPerAddress: CAP } })
    url = `ws://127.0.0.1:${h.server.port}/chat/ws`
  })
  afterAll(async () => {
    for (const ws of open) ws.terminate()
    await h?.close()
  })

  it('refuses the upgrade past the cap from one address, with a 429 that says why', async () => {
    for (let i = 0; i < CAP; i++) {
      const result = await upgradeFrom(url, '127.0.0.31')
      expect(result).toHaveProperty('open')
      if ('open' in result) open.push(result.open)
    }
    const refused = await upgradeFrom(url, '127.0.0.31')
    expect(refused).toEqual({ refused: 429, body: expect.stringContaining('chat connections') })
  })

  it('leaves other addresses their own allowance', async () => {
    const other = await upgradeFrom(url, '127.0.0.32')
    expect(other).toHaveProperty('open')
    if ('open' in other) open.push(other.open)
  })

  it('gives a closed socket its place back', async () => {
    await closed(open.shift()!)
    // The server sees the close a moment after the client does.
    let result = await upgradeFrom(url, '127.0.0.31')
    for (let attempt = 0; attempt < 50 && !('open' in result); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      result = await upgradeFrom(url, '127.0.0.31')
    }
    expect(result).toHaveProperty('open')
    if ('open' in result) open.push(result.open)
    expect(await upgradeFrom(url, '127.0.0.31')).toMatchObject({ refused: 429 })
  })
})
