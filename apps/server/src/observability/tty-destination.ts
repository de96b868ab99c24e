import type { DestinationStream } from 'pino'

/**
 * Readable lines when a person watches the terminal (server README "Logs"): pino-pretty, a
 * development dependency, when stdout is a terminal and it is installed; JSON lines otherwise (a
 * production install without dev dependencies, or output going to a file or a collector).
 */
export async function ttyDestination(stdout: NodeJS.WriteStream): Promise<DestinationStream | undefined> {
  if (!stdout.isTTY) return undefined
  try {
    const { default: pretty } = await import('pino-pretty')
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', destination: stdout, sync: false })
  } catch {
    return undefined
  }
}
