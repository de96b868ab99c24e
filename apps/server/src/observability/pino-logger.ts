import pino, { type DestinationStream, type Level } from 'pino'
import { boundLogFields } from '../http/log-fields'
import type { Logger } from '../http/logger'
import type { RequestScope } from './request-scope'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * Field names whose values never reach a log line (server README "Logs"). Bodies are never logged
 * at all; these catch a secret passed as a field by mistake, at the top level or one or two levels
 * down (`{ input: { password } }`, `{ headers: { authorization } }`).
 */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'payCode',
  'oldCode',
  'newCode',
  'token',
  'refreshToken',
  'accessToken',
  'authorization',
  'cookie',
  'secret',
  'apiToken',
]
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.*.${name}`])

export interface PinoLoggerOptions {
  level?: LogLevel
  /** Where lines go: stdout by default; tests pass a stream that keeps them. */
  destination?: DestinationStream
  /** Adds `requestId` to every line written while a request is served. */
  scope?: RequestScope
}

/**
 * JSON lines through pino (server README "Logs"): `time`, `level` (a name, not pino's number, so a
 * reader need not know pino), `msg`, the request id, then the fields, each bounded (log-fields.ts).
 */
export function createPinoLogger(options: PinoLoggerOptions = {}): Logger & { level: LogLevel } {
  const scope = options.scope
  const base = pino(
    {
      level: options.level ?? 'info',
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(scope && {
        mixin: () => {
          const requestId = scope.requestId()
          return requestId === undefined ? {} : { requestId }
        },
      }),
    },
    options.destination ?? pino.destination({ dest: 1, sync: false }),
  )
  const write = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (fields) base[level](boundLogFields(fields), message)
    else base[level](message)
  }
  return {
    level: (options.level ?? 'info') as LogLevel,
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}
