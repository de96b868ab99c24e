/**
 * `typingPlugin()`: "is typing…" and other short-lived signals (README "Typing and other
 * signals"), sent through the chat itself the way WuKongIM apps do it: a command message
 * (content type 99, `cmd: "typing"`) on a SEND whose header says noPersist (bit 0: the server
 * stores nothing and delivers only to who is online now) and no reddot (bit 1 off: it raises no
 * unread count). PROTOCOL.md "Framing" gives the bits; a typing send is therefore the byte 0x31.
 *
 * It is a separate entry point (`@crossmart/im-sdk/typing`), so a text chat that does not import it
 * does not bundle it. The packets bypass the send queue: a signal is worth nothing later, so it is
 * written now or dropped (never queued, resent, stored or shown as an own message).
 */

import type { Channel } from '../chat/message.js'
import { randomClientMsgNo } from '../crypto/index.js'
import type { CommandEvent } from '../events/types.js'
import type { ImPlugin } from '../plugins/plugin.js'
import { CONTENT_COMMAND, PACKET_SEND } from '../protocol/constants.js'
import type { SendPacket } from '../protocol/index.js'
import { encodeUtf8 } from '../protocol/utf8.js'
import { type ActivitySignal, createSignalBoard } from './signal-board.js'

/** The command a typing signal carries (WuKongIM apps' "typing" CMD). */
export const TYPING_CMD = 'typing'

/** Default shortest gap between two equal signals to one channel: one every 3 s while typing. */
export const DEFAULT_TYPING_INTERVAL_MS = 3_000
/** Default time a received signal shows after its last refresh (two refreshes may be lost). */
export const DEFAULT_TYPING_TTL_MS = 6_000

/** PROTOCOL.md "Framing": noPersist on, reddot off, no dup, no syncOnce. */
export const SIGNAL_HEADER = Object.freeze({ dup: false, syncOnce: false, reddot: false, noPersist: true })

/** Options of `typingPlugin()`: how often a signal may be written, and how long one shows. */
export interface TypingPluginOptions {
  /** The shortest gap between two equal signals to one channel (ms). Default 3000. */
  readonly intervalMs?: number
  /** How long a received signal shows without a refresh (ms). Default 6000 (two lost refreshes). */
  readonly ttlMs?: number
}

/** A signal's param: `subject` says what it is about (for "viewing": which conversation); `stop` ends it. */
export interface SignalParam {
  readonly subject?: string
  readonly stop?: boolean
  readonly [field: string]: unknown
}

/** `client.typing`. */
export interface TypingApi {
  /** Tells the channel "I am typing" (at most once per intervalMs). False when nothing was written. */
  start(channel: Channel, param?: SignalParam): boolean
  /** Tells the channel "I stopped typing" (input cleared); a sent message ends it by itself. */
  stop(channel: Channel): boolean
  /** Who else is typing in the channel now, oldest first (the same array until it changes). */
  typing(channel: Channel): readonly ActivitySignal[]
  /** Any signal (`cmd`, e.g. "viewing"), throttled like start(); `param.stop` ends it on the receivers. */
  signal(channel: Channel, cmd: string, param?: SignalParam): boolean
  /** The live signals of others in a channel, of one cmd when given. */
  active(channel: Channel, cmd?: string): readonly ActivitySignal[]
  /** A channel's signals changed (arrived, ended, expired); returns the unsubscribe function. */
  onChange(listener: (channel: Channel) => void): () => void
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Adds `client.typing` (README "Typing and other signals"). Needs a client (createImClient). */
export function typingPlugin(options: TypingPluginOptions = {}): ImPlugin<'typing', TypingApi> {
  const intervalMs = options.intervalMs ?? DEFAULT_TYPING_INTERVAL_MS
  const ttlMs = options.ttlMs ?? DEFAULT_TYPING_TTL_MS
  return {
    key: 'typing',
    install(context) {
      const runtime = context.runtime
      if (runtime === undefined) throw new TypeError('typingPlugin() needs a client (createImClient)')
      const { clock, uid } = context
      const board = createSignalBoard(clock, ttlMs)
      // Last write per channel+cmd+subject+stop: equal signals within intervalMs are not written again.
      const lastSent = new Map<string, number>()

      function write(channel: Channel, cmd: string, param: SignalParam | undefined): boolean {
        const session = runtime!.link.session
        // A follower tab has no socket (README "One socket for all tabs"): its leader writes the
        // signal. Without this, typing in a second tab was never sent (issue #30).
        if (session === undefined)
          return runtime!.relaySignal(param === undefined ? { channel, cmd } : { channel, cmd, param })
        const content =
          param === undefined ? { type: CONTENT_COMMAND, cmd } : { type: CONTENT_COMMAND, cmd, param }
        const payload = session.cipher.encrypt(encodeUtf8(JSON.stringify(content)))
        const clientMsgNo = randomClientMsgNo()
        // clientSeq 0: the send queue numbers from 1, so this send-ack matches no queued message.
        const packet: SendPacket = {
          type: PACKET_SEND,
          header: SIGNAL_HEADER,
          setting: { receipt: false, topic: false, stream: false },
          clientSeq: 0,
          clientMsgNo,
          channelID: channel.channelID,
          channelType: channel.channelType,
          expire: 0,
          msgKey: session.cipher.sendMsgKey({
            clientSeq: 0,
            clientMsgNo,
            channelID: channel.channelID,
            channelType: channel.channelType,
            payload,
          }),
          payload,
        }
        try {
          return runtime!.link.write(packet)
        } catch (error) {
          context.logger.warn('signal could not be written', { cmd, error: String(error) })
          return false
        }
      }

      function signal(channel: Channel, cmd: string, param?: SignalParam): boolean {
        const key = `${channel.channelID}-${channel.channelType}\u0000${cmd}\u0000${param?.subject ?? ''}\u0000${param?.stop === true}`
        const now = clock.now()
        const last = lastSent.get(key)
        if (param?.stop !== true && last !== undefined && now - last < intervalMs) return false
        if (!write(channel, cmd, param)) return false
        lastSent.set(key, now)
        // After a stop the next start goes out at once, and the other way round.
        const other = `${key.slice(0, key.lastIndexOf('\u0000'))}\u0000${param?.stop !== true}`
        lastSent.delete(other)
        return true
      }

      // The leader writes what a follower tab handed over (its own throttle already applied).
      runtime.provideSignals({
        writer: (relayed) =>
          runtime.link.session !== undefined && write(relayed.channel, relayed.cmd, relayed.param),
      })

      const offs = [
        runtime.on('command', (event: CommandEvent) => {
          const { message } = event
          const content = message.content as { cmd?: unknown; param?: unknown }
          if (typeof content.cmd !== 'string' || message.fromUID === '' || message.fromUID === uid) return
          const param = isRecord(content.param) ? content.param : {}
          const subject = typeof param['subject'] === 'string' ? param['subject'] : ''
          if (param['stop'] === true) {
            board.remove(message.channel, message.fromUID, content.cmd, subject)
            return
          }
          // Only signals (noPersist) go on the board: a stored command is the app's own business.
          if (!message.header.noPersist) return
          board.put(message.channel, {
            uid: message.fromUID,
            cmd: content.cmd,
            subject,
            param,
            at: clock.now(),
          })
        }),
        // Whoever just sent a message has stopped typing it.
        runtime.on('message', (event) => {
          board.remove(event.message.channel, event.message.fromUID, TYPING_CMD)
        }),
        // Nothing arrives while the socket is down: what was shown would never end.
        runtime.on('status', (event) => {
          if (event.status !== 'Connected') board.reset()
        }),
      ]
      context.onDestroy(() => {
        for (const off of offs) off()
        board.clear()
        lastSent.clear()
      })

      return {
        start: (channel, param) => signal(channel, TYPING_CMD, param),
        stop: (channel) => signal(channel, TYPING_CMD, { stop: true }),
        typing: (channel) => board.list(channel, TYPING_CMD),
        signal,
        active: (channel, cmd) => board.list(channel, cmd),
        onChange: (listener) => board.onChange(listener),
      }
    },
  }
}
