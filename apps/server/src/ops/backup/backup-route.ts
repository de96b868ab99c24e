import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import type { Clock } from '../../clock'
import type { DatabaseHandle } from '../../db/database'
import type { AppEnv } from '../../http/app-env'
import { bearerMatches } from '../../http/bearer-token'
import { createBackup } from './backup'

/** The file in DATA_DIR holding the running server's backup token (read by `ops backup`). */
export const OPS_TOKEN_FILE = 'ops-token'
export const BACKUP_PATH = '/ops/backup'

/**
 * Why the backup goes through the server (server README "Backup and restore"): PGlite is one
 * process's database; a second process opening the folder while the server writes would read torn
 * files or corrupt them. The server takes the snapshot itself, between two statements. The token
 * is written to DATA_DIR, readable only by the server's user: whoever can read it can read the
 * database files anyway, so it grants nothing new, and the endpoint needs no setting.
 */
export async function writeOpsToken(dataDir: string): Promise<string> {
  const token = randomBytes(32).toString('hex')
  await writeFile(path.join(dataDir, OPS_TOKEN_FILE), token, { mode: 0o600 })
  return token
}

export function createBackupRoutes(options: {
  token: string
  database: Pick<DatabaseHandle, 'snapshot'>
  uploadsDir: string
  clock: Clock
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.post(BACKUP_PATH, async (c) => {
    if (!bearerMatches(c.req.header('authorization'), options.token)) return c.text('Unauthorized', 401)
    const archive = await createBackup({
      database: options.database,
      uploadsDir: options.uploadsDir,
      now: new Date(options.clock.now()),
    })
    return c.body(archive as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/gzip',
      'Cache-Control': 'no-store',
    })
  })
  return app
}
