/**
 * Beyond the spec: a connection attempt that has produced no connect-ack after connectTimeoutMs is
 * dropped and retried. The deadline starts before the socket exists, so it also covers a slow
 * address callback or refresh hook.
 */

import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'
import type { Logger } from '../logger.js'

export interface ConnectTimeoutOptions {
  readonly clock: Clock
  readonly timeoutMs: number
  readonly logger: Logger
  readonly onTimeout: () => void
}

export interface ConnectTimeout {
  /** (Re)starts the deadline of an attempt; when it passes, onTimeout runs unless `stale()`. */
  arm(stale: () => boolean): void
  cancel(): void
}

export function createConnectTimeout(options: ConnectTimeoutOptions): ConnectTimeout {
  const { clock } = options
  let timer: TimerHandle | undefined
  return {
    arm(stale) {
      cancelTimeout(clock, timer)
      timer = clock.setTimeout(() => {
        timer = undefined
        if (stale()) return
        options.logger.warn('no connect-ack in time', { timeoutMs: options.timeoutMs })
        options.onTimeout()
      }, options.timeoutMs)
    },
    cancel() {
      timer = cancelTimeout(clock, timer)
    },
  }
}
