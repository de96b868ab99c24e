/**
 * Calling a provider callback: a missing one throws the runtime's MissingCallbackError naming it
 * (chat-spec §5), a rejection becomes CallbackFailedError (with the cause), and a result that is
 * not a list where a list is expected becomes InvalidCallbackResultError.
 */

import { MissingCallbackError } from '../client-errors.js'
import { CallbackFailedError, InvalidCallbackResultError } from './errors.js'
import type { DataCallbackName, DataCallbacks } from './types.js'

type Fn<N extends DataCallbackName> = NonNullable<DataCallbacks[N]>

/** The callback, or MissingCallbackError when the app did not configure it. */
export function requireCallback<N extends DataCallbackName>(callbacks: DataCallbacks, name: N): Fn<N> {
  const callback = callbacks[name]
  if (typeof callback !== 'function') throw new MissingCallbackError(name)
  return callback as Fn<N>
}

/** Calls the callback; errors are wrapped so that callers see which callback failed. */
export async function invokeCallback<N extends DataCallbackName>(
  callbacks: DataCallbacks,
  name: N,
  params: Parameters<Fn<N>>[0],
): Promise<Awaited<ReturnType<Fn<N>>>> {
  const callback = requireCallback(callbacks, name) as (p: unknown) => Promise<unknown>
  try {
    return (await callback(params)) as Awaited<ReturnType<Fn<N>>>
  } catch (cause) {
    throw new CallbackFailedError(name, cause)
  }
}

/** Like invokeCallback, for callbacks that resolve with a list; checks each item. */
export async function invokeListCallback<N extends DataCallbackName, T>(
  callbacks: DataCallbacks,
  name: N,
  params: Parameters<Fn<N>>[0],
  problem: (item: unknown) => string | undefined,
): Promise<T[]> {
  const result: unknown = await invokeCallback(callbacks, name, params)
  // An app with nothing to report may resolve undefined (the reference client allows it).
  if (result === undefined || result === null) return []
  if (!Array.isArray(result)) throw new InvalidCallbackResultError(name, 'something that is not an array')
  for (const item of result) {
    const reason = problem(item)
    if (reason !== undefined) throw new InvalidCallbackResultError(name, reason)
  }
  return result as T[]
}

const isChannel = (c: unknown): boolean => {
  const ch = c as { channelID?: unknown; channelType?: unknown } | null
  return (
    typeof ch === 'object' &&
    ch !== null &&
    typeof ch.channelID === 'string' &&
    Number.isInteger(ch.channelType)
  )
}

/** Shape checks of the list items (kept small: required fields only). */
export const itemProblems = {
  conversation(item: unknown): string | undefined {
    const c = item as { channel?: unknown; timestamp?: unknown; unread?: unknown } | null
    if (typeof c !== 'object' || c === null || !isChannel(c.channel))
      return 'a conversation without a channel'
    if (typeof c.timestamp !== 'number') return 'a conversation without a timestamp'
    if (c.unread !== undefined && !Number.isInteger(c.unread))
      return 'a conversation with a non-integer unread'
    return undefined
  },
  conversationExtra(item: unknown): string | undefined {
    const c = item as { channel?: unknown; version?: unknown } | null
    if (typeof c !== 'object' || c === null || !isChannel(c.channel))
      return 'a conversation extra without a channel'
    if (!Number.isInteger(c.version)) return 'a conversation extra without an integer version'
    return undefined
  },
  reminder(item: unknown): string | undefined {
    const r = item as {
      reminderID?: unknown
      channel?: unknown
      version?: unknown
      reminderType?: unknown
    } | null
    if (typeof r !== 'object' || r === null || !Number.isInteger(r.reminderID))
      return 'a reminder without an integer reminderID'
    if (!isChannel(r.channel)) return 'a reminder without a channel'
    if (!Number.isInteger(r.version)) return 'a reminder without an integer version'
    if (!Number.isInteger(r.reminderType)) return 'a reminder without an integer reminderType'
    return undefined
  },
  messageExtra(item: unknown): string | undefined {
    const e = item as { messageID?: unknown; extraVersion?: unknown } | null
    if (typeof e !== 'object' || e === null || typeof e.messageID !== 'string')
      return 'an extra without a messageID string'
    if (!Number.isInteger(e.extraVersion)) return 'an extra without an integer extraVersion'
    return undefined
  },
  subscriber(item: unknown): string | undefined {
    const s = item as { uid?: unknown; version?: unknown } | null
    if (typeof s !== 'object' || s === null || typeof s.uid !== 'string')
      return 'a subscriber without a uid string'
    if (!Number.isInteger(s.version)) return 'a subscriber without an integer version'
    return undefined
  },
}

export interface SingleFlight<A, R> {
  (arg: A): Promise<R>
  /** Forgets the runs in progress (they still settle for their callers). */
  clear(): void
}

/**
 * A sync that runs once at a time per key: a call while one runs gets the same promise, so
 * concurrent requests share one callback call (chat-spec §7). Without the callback it rejects at
 * once with MissingCallbackError naming it.
 */
export function singleFlight<A, R>(
  callbacks: DataCallbacks,
  name: DataCallbackName,
  run: (arg: A) => Promise<R>,
  keyOf: (arg: A) => string = () => '',
): SingleFlight<A, R> {
  const running = new Map<string, Promise<R>>()
  const call = (arg: A): Promise<R> => {
    if (typeof callbacks[name] !== 'function') return Promise.reject(new MissingCallbackError(name))
    const key = keyOf(arg)
    let promise = running.get(key)
    if (promise === undefined) {
      const started: Promise<R> = run(arg).finally(() => {
        if (running.get(key) === started) running.delete(key)
      })
      running.set(key, started)
      promise = started
    }
    return promise
  }
  return Object.assign(call, { clear: () => running.clear() })
}
