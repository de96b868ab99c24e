import { boundLogFields } from './log-fields'

/** What the server logs through. Never pass request bodies: they may hold passwords or payment codes. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/** One JSON-ish line per event on stdout/stderr. */
export function createConsoleLogger(): Logger {
  const line = (level: string, message: string, fields?: Record<string, unknown>) =>
    `${new Date().toISOString()} ${level} ${message}${fields ? ' ' + JSON.stringify(boundLogFields(fields)) : ''}`
  return {
    info: (message, fields) => console.log(line('info', message, fields)),
    warn: (message, fields) => console.warn(line('warn', message, fields)),
    error: (message, fields) => console.error(line('error', message, fields)),
  }
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} }
