/** Checks of caller input at the public API boundary: bad input gets a typed error, never a crash later. */

import { ImClientError } from '../client-errors.js'
import type { Channel, MessageContent } from './message.js'

const UINT8_MAX = 255

export function assertChannel(channel: unknown): asserts channel is Channel {
  const c = channel as Partial<Channel> | null | undefined
  if (typeof c !== 'object' || c === null || typeof c.channelID !== 'string' || c.channelID === '') {
    throw new ImClientError('INVALID_CHANNEL', 'channel.channelID must be a non-empty string')
  }
  // PROTOCOL.md: channelType is a u8 on the wire.
  if (
    !Number.isInteger(c.channelType) ||
    (c.channelType as number) < 0 ||
    (c.channelType as number) > UINT8_MAX
  ) {
    throw new ImClientError('INVALID_CHANNEL', 'channel.channelType must be an integer from 0 to 255')
  }
}

export function assertContent(content: unknown): asserts content is MessageContent {
  const c = content as { type?: unknown } | null | undefined
  if (typeof c !== 'object' || c === null || !Number.isInteger(c.type)) {
    throw new ImClientError('INVALID_CONTENT', 'content must be an object with an integer "type"')
  }
}

export { toChannel } from './message.js'
