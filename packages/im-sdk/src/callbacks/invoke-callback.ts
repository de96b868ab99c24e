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
