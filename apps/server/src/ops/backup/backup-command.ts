import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ServerConfig } from '../../config/config'
import { openDatabase } from '../../db/open-database'
import { BackupError, type BackupManifest, createBackup, restoreBackup } from './backup'
import { BACKUP_PATH, OPS_TOKEN_FILE } from './backup-route'

export interface BackupCommandOptions {
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'port'>
  /** Where the running server answers (OPS_URL); http://127.0.0.1:<PORT> by default. */
  serverUrl?: string
  fetch?: typeof fetch
  now?: () => Date
}

const PG_DUMP_HINT =
  'DATABASE_URL is set: back up PostgreSQL with pg_dump (server README "Backup and restore")'

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code === 'ECONNREFUSED'
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const temp = `${file}.partial`
  await writeFile(temp, bytes)
  await rename(temp, file)
}

/**
 * `ops backup <file>`: through the running server when one answers on this DATA_DIR (its token file
 * is there and it listens), else straight from the folder, which no server holds then.
 */
export async function runBackup(
  file: string,
  options: BackupCommandOptions,
): Promise<{ via: 'server' | 'folder'; bytes: number }> {
  const { config } = options
  if (config.databaseUrl) throw new BackupError('BACKUP_NOT_EMBEDDED', PG_DUMP_HINT)
  const token = await readFile(path.join(config.dataDir, OPS_TOKEN_FILE), 'utf8').catch(() => undefined)
  if (token !== undefined) {
    const url = `${options.serverUrl ?? `http://127.0.0.1:${config.port}`}${BACKUP_PATH}`
    try {
      const response = await (options.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.trim()}` },
      })
      if (!response.ok) throw new Error(`the server answered ${response.status} to ${url}`)
      const archive = new Uint8Array(await response.arrayBuffer())
      await writeAtomically(file, archive)
      return { via: 'server', bytes: archive.length }
    } catch (error) {
      // A token left by a server that has stopped: nobody holds the folder, read it directly.
      if (!refused(error)) throw error
    }
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') })
  try {
    const archive = await createBackup({
      database,
      uploadsDir: path.join(config.dataDir, 'uploads'),
      now: options.now?.() ?? new Date(),
    })
    await writeAtomically(file, archive)
    return { via: 'folder', bytes: archive.length }
  } finally {
    await database.close()
  }
}

/** `ops restore <file> [--force]` into DATA_DIR (the server must be stopped). */
export async function runRestore(
  file: string,
  options: { config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>; force: boolean },
): Promise<BackupManifest> {
  if (options.config.databaseUrl)
    throw new BackupError(
      'BACKUP_NOT_EMBEDDED',
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (server README "Backup and restore")',
    )
  return restoreBackup({
    archive: new Uint8Array(await readFile(file)),
    dataDir: options.config.dataDir,
    force: options.force,
  })
}
