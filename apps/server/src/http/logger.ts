/**
 * What the server logs through (pino underneath: observability/pino-logger.ts). Never pass request
 * bodies: they may hold passwords or payment codes (server README "Logs").
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
