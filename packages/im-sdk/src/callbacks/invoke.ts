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

const isChannel = (c: unknown): boolean =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as { channelID?: unknown }).channelID === 'string' &&
  Number.isInteger((c as { channelType?: unknown }).channelType)

/** Field kinds of a shape check: the test and how a missing field is described. */
const KINDS: Record<string, readonly [(value: unknown) => boolean, string]> = {
  s: [(v) => typeof v === 'string', 'a # string'],
  i: [Number.isInteger, 'an integer #'],
  n: [(v) => typeof v === 'number', 'a #'],
  c: [isChannel, 'a channel'],
}

/**
 * A shape check of callback items (kept small: required fields only). `fields` lists
 * `name:kind` pairs (kind s = string, i = integer, n = number, c = channel; a trailing ? makes
 * the field optional); the check returns why an item does not fit, or undefined.
 */
export function shapeProblem(what: string, fields: string): (item: unknown) => string | undefined {
  const checks = fields.split(' ').map((field) => field.split(':') as [string, string])
  return (item) => {
    if (typeof item !== 'object' || item === null) return `${what} that is not an object`
    for (const [name, kind] of checks) {
      const value = (item as Record<string, unknown>)[name]
      const optional = kind.endsWith('?')
      if (optional && value === undefined) continue
      const [fits, text] = KINDS[kind[0]!]!
      if (!fits(value))
        return optional ? `${what} with an invalid ${name}` : `${what} without ${text.replace('#', name)}`
    }
    return undefined
  }
}

/** Shape checks of the list items. */
export const itemProblems = {
  conversation: /* @__PURE__ */ shapeProblem('a conversation', 'channel:c timestamp:n unread:i?'),
  conversationExtra: /* @__PURE__ */ shapeProblem('a conversation extra', 'channel:c version:i'),
  reminder: /* @__PURE__ */ shapeProblem('a reminder', 'reminderID:i channel:c version:i reminderType:i'),
  messageExtra: /* @__PURE__ */ shapeProblem('an extra', 'messageID:s extraVersion:i'),
  subscriber: /* @__PURE__ */ shapeProblem('a subscriber', 'uid:s version:i'),
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
