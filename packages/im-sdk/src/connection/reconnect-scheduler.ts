/**
 * Reconnecting (chat-spec §4): after a socket close or error the connection reconnects after
 * reconnectDelayMs (3000 ms) unless the disconnect was deliberate; beyond the spec, later attempts
 * back off with jitter (backoff.ts) and an online / visible-again trigger (triggers.ts) cuts the wait.
 */

import { type Clock, cancelTimeout, type TimerHandle } from '../clock.js'
import type { Logger } from '../logger.js'
import { type BackoffPolicy, reconnectDelay } from './backoff.js'
import type { ReconnectTriggers } from './triggers.js'

export interface ReconnectSchedulerOptions {
  readonly clock: Clock
  readonly backoff: BackoffPolicy
  /** [0, 1) source for the jitter. */
  readonly random: () => number
  readonly logger: Logger
  /** The wait is over (or a trigger cut it short): reconnect now. */
  readonly onDue: () => void
}

export interface ReconnectScheduler {
  /** Arms the timer for the next attempt (the first waits exactly backoff.initialDelayMs). */
  schedule(): void
  cancel(): void
  /** A successful connect-ack: the next loss waits the first delay again. */
  reset(): void
  /** Attempts scheduled since the last reset. */
  readonly attempt: number
  /** Listens to the triggers (once); a trigger while a reconnect waits and `canFire()` fires it now. */
  watch(triggers: ReconnectTriggers, canFire: () => boolean): void
  /** Cancels the timer and stops listening to the triggers. */
  release(): void
}

export function createReconnectScheduler(options: ReconnectSchedulerOptions): ReconnectScheduler {
  const { clock, logger } = options
  let timer: TimerHandle | undefined
  let attempt = 0
  let unwatch: (() => void) | undefined

  const cancel = (): void => {
    timer = cancelTimeout(clock, timer)
  }

  return {
    schedule() {
      cancel()
      const delay = reconnectDelay(options.backoff, attempt, options.random)
      attempt += 1
      logger.info('reconnecting', { inMs: delay, attempt })
      timer = clock.setTimeout(() => {
        timer = undefined
        options.onDue()
      }, delay)
    },
    cancel,
    reset() {
      attempt = 0
    },
    get attempt() {
      return attempt
    },
    watch(triggers, canFire) {
      unwatch ??= triggers.subscribe(() => {
        // Beyond the spec: online again / page visible again: don't wait out the backoff.
        if (timer === undefined || !canFire()) return
        cancel()
        logger.info('reconnect triggered')
        options.onDue()
      })
    },
    release() {
      cancel()
      unwatch?.()
      unwatch = undefined
    },
  }
}
