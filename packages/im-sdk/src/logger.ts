/**
 * The runtime logs through this small interface. Silent by default. Callers pass only
 * non-sensitive fields: never payloads, keys, tokens or message contents; the client test captures a whole session's logs to check it.
 */

export type LogFields = Readonly<Record<string, string | number | boolean | undefined>>

export interface Logger {
  debug(message: string, fields?: LogFields): void
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

const noop = (): void => {}

export const silentLogger: Logger = Object.freeze({ debug: noop, info: noop, warn: noop, error: noop })

/** A logger writing to `console` with a prefix; `level` drops everything below it. */
export function consoleLogger(options?: {
  prefix?: string
  level?: 'debug' | 'info' | 'warn' | 'error'
}): Logger {
  const order = ['debug', 'info', 'warn', 'error'] as const
  const min = order.indexOf(options?.level ?? 'info')
  const prefix = options?.prefix ?? '[im-sdk]'
  const at =
    (level: (typeof order)[number]) =>
    (message: string, fields?: LogFields): void => {
      if (order.indexOf(level) < min) return
      if (fields === undefined) console[level](`${prefix} ${message}`)
      else console[level](`${prefix} ${message}`, fields)
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
