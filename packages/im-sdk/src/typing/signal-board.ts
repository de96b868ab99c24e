/**
 * Who is signalling what in which channel right now (the typing plugin's receiving side): each
 * signal lives `ttlMs` after it arrived, unless its sender ends it or sends a message first. Time
 * comes from the injected clock; one timer is armed for the next expiry.
 */

import { type Channel, channelKey } from '../chat/message.js'
import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'

/** One live signal: `uid` is typing (cmd "typing"), viewing (cmd "viewing", subject = what) ... */
export interface ActivitySignal {
  readonly uid: string
  readonly cmd: string
  /** What the signal is about inside the channel ('' when nothing in particular). */
  readonly subject: string
  /** The command's param as it came (an object; {} when it had none). */
  readonly param: Readonly<Record<string, unknown>>
  /** When it arrived (clock ms). */
  readonly at: number
}

export interface SignalBoard {
  /** A signal arrived: shown (or refreshed) until ttlMs from now. */
  put(channel: Channel, signal: ActivitySignal): void
  /** Removes the signals of `uid` in the channel matching cmd (and subject, when given). */
  remove(channel: Channel, uid: string, cmd?: string, subject?: string): void
  /** The live signals of a channel (of one cmd when given), oldest first; the same array until it changes. */
  list(channel: Channel, cmd?: string): readonly ActivitySignal[]
  onChange(listener: (channel: Channel) => void): () => void
  /** Drops every signal (the socket went down: nothing would end them), telling the listeners. */
  reset(): void
  /** Drops everything, listeners included (destroy). */
  clear(): void
}

const EMPTY: readonly ActivitySignal[] = Object.freeze([])
const signalKey = (s: Pick<ActivitySignal, 'uid' | 'cmd' | 'subject'>) =>
  `${s.uid}\u0000${s.cmd}\u0000${s.subject}`

export function createSignalBoard(clock: Clock, ttlMs: number): SignalBoard {
  const channels = new Map<string, { channel: Channel; signals: Map<string, ActivitySignal> }>()
  const views = new Map<string, readonly ActivitySignal[]>()
  const listeners = new Set<(channel: Channel) => void>()
  let timer: TimerHandle | undefined

  function changed(channel: Channel): void {
    const key = channelKey(channel)
    for (const k of [...views.keys()]) if (k === key || k.startsWith(`${key}\u0000`)) views.delete(k)
    for (const listener of [...listeners]) listener(channel)
  }

  function expire(): void {
    timer = undefined
    const now = clock.now()
    for (const [key, entry] of channels) {
      let gone = false
      for (const [k, s] of entry.signals) {
        if (now - s.at >= ttlMs) {
          entry.signals.delete(k)
          gone = true
        }
      }
      if (entry.signals.size === 0) channels.delete(key)
      if (gone) changed(entry.channel)
    }
    arm()
  }

  function arm(): void {
    timer = cancelTimeout(clock, timer)
    let next = Number.POSITIVE_INFINITY
    for (const entry of channels.values()) for (const s of entry.signals.values()) next = Math.min(next, s.at)
    if (next === Number.POSITIVE_INFINITY) return
    timer = clock.setTimeout(expire, Math.max(0, next + ttlMs - clock.now()))
  }

  return {
    put(channel, signal) {
      const key = channelKey(channel)
      let entry = channels.get(key)
      if (entry === undefined) {
        entry = {
          channel: { channelID: channel.channelID, channelType: channel.channelType },
          signals: new Map(),
        }
        channels.set(key, entry)
      }
      const k = signalKey(signal)
      // A refresh keeps its place in the list (oldest first) but lives on from now.
      entry.signals.delete(k)
      entry.signals.set(k, signal)
      arm()
      changed(channel)
    },
    remove(channel, uid, cmd, subject) {
      const key = channelKey(channel)
      const entry = channels.get(key)
      if (entry === undefined) return
      let gone = false
      for (const [k, s] of entry.signals) {
        if (s.uid !== uid || (cmd !== undefined && s.cmd !== cmd)) continue
        if (subject !== undefined && s.subject !== subject) continue
        entry.signals.delete(k)
        gone = true
      }
      if (entry.signals.size === 0) channels.delete(key)
      if (!gone) return
      arm()
      changed(channel)
    },
    list(channel, cmd) {
      const viewKey = cmd === undefined ? channelKey(channel) : `${channelKey(channel)}\u0000${cmd}`
      const known = views.get(viewKey)
      if (known !== undefined) return known
      const entry = channels.get(channelKey(channel))
      const all = entry === undefined ? [] : [...entry.signals.values()]
      const list = Object.freeze(all.filter((s) => cmd === undefined || s.cmd === cmd))
      const view = list.length === 0 ? EMPTY : list
      views.set(viewKey, view)
      return view
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reset() {
      timer = cancelTimeout(clock, timer)
      const shown = [...channels.values()].map((entry) => entry.channel)
      channels.clear()
      for (const channel of shown) changed(channel)
    },
    clear() {
      timer = cancelTimeout(clock, timer)
      channels.clear()
      views.clear()
      listeners.clear()
    },
  }
}
