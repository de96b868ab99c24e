import { ContentType } from '@crossmart/im-sdk/protocol'
import { parseContent } from './sending/content-check'

/**
 * Issue #29 / server README "Typing and who is viewing": the one kind of command a client may send.
 * Commands are otherwise refused (issue #32: a forged one would look like the server speaking), but
 * "typing" and "viewing" are what WuKongIM apps send from the client: a command (type 99) on a send
 * with noPersist (PROTOCOL.md "Framing" bit 0), which the gateway relays to the channel's online
 * members and never stores. Only these cmds, with a small param of known fields, pass.
 */
export const CLIENT_SIGNAL_CMDS: ReadonlySet<string> = new Set(['typing', 'viewing'])

/** Longest signal content (the JSON text): a subject and a display name fit many times over. */
export const MAX_SIGNAL_JSON_LENGTH = 512

const PARAM_FIELDS: Readonly<Record<string, 'string' | 'boolean'>> = {
  subject: 'string',
  name: 'string',
  stop: 'boolean',
}

/** Whether `contentJson` is a client signal (checked by shape only; the channel is checked apart). */
export function isClientSignal(contentJson: string): boolean {
  if (contentJson.length > MAX_SIGNAL_JSON_LENGTH) return false
  const content = parseContent(contentJson)
  if (content === null || content.type !== ContentType.Command) return false
  const { type: _type, cmd, param, ...rest } = content
  if (typeof cmd !== 'string' || !CLIENT_SIGNAL_CMDS.has(cmd) || Object.keys(rest).length > 0) return false
  if (param === undefined) return true
  if (typeof param !== 'object' || param === null || Array.isArray(param)) return false
  return Object.entries(param).every(([key, value]) => PARAM_FIELDS[key] === typeof value)
}
