import type { Clock } from '../clock'
import type { Logger } from '../http/logger'
import type { RequestScope } from './request-scope'

/** How many error lines the operator's status page shows. */
export const RECENT_ERRORS_KEPT = 20

export interface RecentError {
  at: string
  message: string
  requestId: string | null
}

export interface RecentErrors {
  record(error: RecentError): void
  /** Newest first. */
  list(): RecentError[]
}

/** The latest error lines of this server instance, kept in memory for the console's status page. */
export function createRecentErrors(capacity = RECENT_ERRORS_KEPT): RecentErrors {
  const kept: RecentError[] = []
  return {
    record(error) {
      kept.unshift(error)
      if (kept.length > capacity) kept.length = capacity
    },
    list: () => [...kept],
  }
}

/**
 * The logger, with every error line also kept for the status page (server README "Metrics"): the
 * message and the bounded `error` field only, never the other fields, which may name users.
 */
export function recordingErrors(
  logger: Logger,
  recent: RecentErrors,
  clock: Clock,
  scope: RequestScope,
): Logger {
  return {
    info: (message, fields) => logger.info(message, fields),
    warn: (message, fields) => logger.warn(message, fields),
    error(message, fields) {
      logger.error(message, fields)
      const detail = typeof fields?.['error'] === 'string' ? `: ${fields['error'].slice(0, 300)}` : ''
      recent.record({
        at: new Date(clock.now()).toISOString(),
        message: `${message}${detail}`,
        requestId: scope.requestId() ?? null,
      })
    },
  }
}
