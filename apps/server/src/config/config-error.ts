/** A bad environment variable; main prints the message and exits without a stack trace. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError'
  readonly code = 'CONFIG_INVALID'
}
