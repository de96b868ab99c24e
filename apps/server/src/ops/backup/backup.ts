import type { Dirent } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import type { DatabaseHandle } from '../../db/database'
import { PGLITE_EXTENSIONS } from '../../db/pglite-extensions.mjs'
import { type ArchiveEntry, ArchiveError, packTar, unpackTar } from './tar-archive'

/**
 * `ops backup` and `ops restore` of the embedded database (server README "Backup and restore"): one
 * gzipped tar holding a manifest, PGlite's data folder (itself a gzipped tar from dumpDataDir) and
 * the uploaded images. PostgreSQL deployments use pg_dump instead.
 */
export const BACKUP_FORMAT = 1
const MANIFEST = 'crossmart-backup.json'
const DATABASE_ENTRY = 'database/pgdata.tar.gz'
const UPLOADS_PREFIX = 'uploads/'

export interface BackupManifest {
  format: number
  createdAt: string
  database: 'pglite'
  uploads: number
}

export class BackupError extends Error {
  override readonly name = 'BackupError'
  constructor(
    readonly code: 'BACKUP_NOT_EMBEDDED' | 'RESTORE_TARGET_NOT_EMPTY' | 'BACKUP_INVALID',
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
  }
}

/** Every file under `root`, as paths relative to it; writes still in progress (`*.tmp`) are skipped. */
async function filesUnder(root: string): Promise<string[]> {
  let entries: Dirent<string>[]
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * The database first, then the images: an image is written before the row that names it, so every
 * image the snapshot's rows name is already on disk when the folder is read.
 */
export async function createBackup(options: {
  database: Pick<DatabaseHandle, 'snapshot'>
  uploadsDir: string
  now: Date
}): Promise<Uint8Array> {
  if (!options.database.snapshot)
    throw new BackupError('BACKUP_NOT_EMBEDDED', 'only the embedded database is backed up here; use pg_dump')
  const database = await options.database.snapshot()
  const uploads: ArchiveEntry[] = []
  for (const relative of await filesUnder(options.uploadsDir)) {
    try {
      const bytes = new Uint8Array(await readFile(path.join(options.uploadsDir, ...relative.split('/'))))
      uploads.push({ name: `${UPLOADS_PREFIX}${relative}`, bytes })
    } catch (error) {
      // Removed meanwhile by the unused-upload sweep: nothing names it any more.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: options.now.toISOString(),
    database: 'pglite',
    uploads: uploads.length,
  }
  const entries: ArchiveEntry[] = [
    { name: MANIFEST, bytes: new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: DATABASE_ENTRY, bytes: database },
    ...uploads,
  ]
  return gzipSync(packTar(entries, Math.floor(options.now.getTime() / 1000)))
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/**
 * Unpacks a backup into `dataDir` (`<dataDir>/pglite`, `<dataDir>/uploads`). Refuses a data folder
 * that already holds a database or images unless `force`, which deletes them first. The server must
 * not be running on that folder.
 */
export async function restoreBackup(options: {
  archive: Uint8Array
  dataDir: string
  force?: boolean
}): Promise<BackupManifest> {
  let entries: ArchiveEntry[]
  try {
    entries = unpackTar(gunzipSync(options.archive))
  } catch (cause) {
    throw new BackupError('BACKUP_INVALID', 'not a CrossMart backup (cannot unpack it)', { cause })
  }
  const manifestEntry = entries.find((e) => e.name === MANIFEST)
  const databaseEntry = entries.find((e) => e.name === DATABASE_ENTRY)
  const manifest = manifestEntry
    ? (JSON.parse(new TextDecoder().decode(manifestEntry.bytes)) as BackupManifest)
    : undefined
  if (!manifest || manifest.format !== BACKUP_FORMAT || !databaseEntry)
    throw new BackupError('BACKUP_INVALID', `not a CrossMart backup of format ${BACKUP_FORMAT}`)

  const pgliteDir = path.join(options.dataDir, 'pglite')
  const uploadsDir = path.join(options.dataDir, 'uploads')
  const empty = (await isEmptyFolder(pgliteDir)) && (await isEmptyFolder(uploadsDir))
  if (!empty && !options.force)
    throw new BackupError(
      'RESTORE_TARGET_NOT_EMPTY',
      `${options.dataDir} already holds a database or uploads; restore into an empty DATA_DIR or pass --force to replace them`,
    )
  await rm(pgliteDir, { recursive: true, force: true })
  await rm(uploadsDir, { recursive: true, force: true })
  await mkdir(options.dataDir, { recursive: true })
  // PGlite unpacks its own dump and starts on it once (recovering to the last commit), then closes.
  const db = await PGlite.create(pgliteDir, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([databaseEntry.bytes as Uint8Array<ArrayBuffer>]),
  })
  await db.close()
  for (const entry of entries) {
    if (!entry.name.startsWith(UPLOADS_PREFIX)) continue
    const file = path.join(uploadsDir, ...entry.name.slice(UPLOADS_PREFIX.length).split('/'))
    if (!file.startsWith(uploadsDir + path.sep)) throw new ArchiveError(`bad upload path: ${entry.name}`)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, entry.bytes)
  }
  return manifest
}
