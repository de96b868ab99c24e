// @vitest-environment node
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as im from './index.js'

const SHOP = { channelID: 'shop', channelType: 1 }

function Probe({ seen }: { seen: unknown[] }) {
  const messages = im.useChannelMessages(SHOP)
  seen.push(
    im.useConnectionStatus(),
    messages.messages,
    messages.history,
    im.useConversations(),
    im.useChannelInfo(SHOP),
    im.useUploads(),
  )
  return createElement(Fragment, null, 'chat')
}

describe('on the server', () => {
  it('imports without window and renders every hook with its empty state (no client is made)', () => {
    expect(typeof window).toBe('undefined')
    const seen: unknown[] = []
    const options = { uid: 'alice', token: 't', address: 'ws://127.0.0.1:1' }
    const html = renderToString(createElement(im.ImProvider, { options }, createElement(Probe, { seen })))
    expect(html).toBe('chat')
    expect(seen).toEqual([
      im.NO_CONNECTION,
      im.EMPTY_CHANNEL_MESSAGES.messages,
      'loading',
      im.NO_CONVERSATIONS,
      null,
      [],
    ])
  })
})
