/**
 * Opening one socket (chat-spec §7 "Socket"): before a reconnect the app's refresh hook may renew
 * the token and address; the address is a string or a callback; then the transport is built. Each
 * step can fail; a failure is reported as a typed error and counts as a lost socket.
 */

import { ImClientError } from '../client-errors.js'
import type { AddressOption, ReconnectOptions } from '../options.js'
import type { Transport, TransportFactory, TransportHandlers } from './transport.js'

/** What the next connect uses: the refresh hook may replace either. */
export interface Credentials {
  token: string
  address: AddressOption
}

export interface SocketOpenerOptions {
  readonly transport: TransportFactory
  readonly beforeReconnect: ReconnectOptions['beforeReconnect']
}

export interface SocketAttempt {
  /** Run the refresh hook first (a reconnect, not the app's connect()). */
  readonly isReconnect: boolean
  /** Passed to the refresh hook: 0 for the first reconnect after a loss. */
  readonly attempt: number
  /** True once this attempt no longer matters (a newer socket, or no longer connecting). */
  readonly stale: () => boolean
  readonly handlers: TransportHandlers
  /** The transport is built (synchronously, before any of its handlers can run). */
  readonly onTransport: (transport: Transport) => void
  /** A step failed and the attempt is not stale. */
  readonly onFailure: (error: ImClientError) => void
}

type FailureCode = 'ADDRESS_FAILED' | 'RECONNECT_HOOK_FAILED' | 'TRANSPORT_UNAVAILABLE'

/**
 * Runs the steps of one attempt. With a string address and no refresh hook it completes
 * synchronously; otherwise it resumes after the awaited callbacks, checking `stale()` after each.
 */
export async function openSocket(
  options: SocketOpenerOptions,
  credentials: Credentials,
  attempt: SocketAttempt,
): Promise<void> {
  const fail = (code: FailureCode, cause: unknown): void => {
    if (attempt.stale()) return
    attempt.onFailure(new ImClientError(code, `could not open the connection (${code})`, { cause }))
  }
  if (attempt.isReconnect && options.beforeReconnect !== undefined) {
    try {
      const update = await options.beforeReconnect({ attempt: attempt.attempt })
      if (update?.token !== undefined) credentials.token = update.token
      if (update?.address !== undefined) credentials.address = update.address
    } catch (error) {
      fail('RECONNECT_HOOK_FAILED', error)
      return
    }
    if (attempt.stale()) return
  }
  let target: string
  try {
    const { address } = credentials
    target = typeof address === 'string' ? address : await address()
    if (typeof target !== 'string' || target === '')
      throw new TypeError('the address callback returned no address')
  } catch (error) {
    fail('ADDRESS_FAILED', error)
    return
  }
  if (attempt.stale()) return
  try {
    attempt.onTransport(options.transport(target, attempt.handlers))
  } catch (error) {
    // An address that can never be opened is reported as it is: the connection stops (ConnectFail).
    if (error instanceof ImClientError && error.code === 'INVALID_ADDRESS') {
      if (!attempt.stale()) attempt.onFailure(error)
    } else fail('TRANSPORT_UNAVAILABLE', error)
  }
}
