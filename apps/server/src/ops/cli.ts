import { systemClock } from '../clock'
import { findRepoRoot, loadConfig } from '../config/config'
import { openDatabase } from '../db/open-database'
import { RefusalError } from '../http/refusal-error'
import { translate } from '../i18n/translator'
import { BackupError } from './backup/backup'
import { runBackup, runRestore } from './backup/backup-command'
import { createOperator } from './operator'
import { OpsUsageError, parseOpsCommand } from './parse-command'

/**
 * `pnpm --filter @crossmart/server ops <verb> ...` (README "Operator command"). Opens the same
 * database as the server (DATABASE_URL, else PGlite in DATA_DIR), migrates, runs one verb and
 * prints the result as JSON. PGlite is single-process: stop the server first, or use PostgreSQL.
 * `backup` and `restore` work on the whole DATA_DIR instead (ops/backup/backup-command.ts).
 */
async function main(argv: readonly string[]): Promise<number> {
  let command: ReturnType<typeof parseOpsCommand>
  try {
    command = parseOpsCommand(argv)
  } catch (error) {
    if (error instanceof OpsUsageError) {
      console.error(error.message)
      return 2
    }
    throw error
  }
  const config = loadConfig({ env: process.env, baseDir: findRepoRoot(process.cwd()) })
  if (command.verb === 'backup' || command.verb === 'restore') {
    try {
      const result =
        command.verb === 'backup'
          ? await runBackup(command.file, {
              config,
              ...(process.env['OPS_URL'] && { serverUrl: process.env['OPS_URL'] }),
            })
          : await runRestore(command.file, { config, force: command.force })
      console.log(JSON.stringify(result, null, 2))
      return 0
    } catch (error) {
      if (error instanceof BackupError) {
        console.error(`refused: ${error.message}`)
        return 1
      }
      throw error
    }
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 2 }
      : { kind: 'pglite', dataDir: `${config.dataDir}/pglite`, thread: config.pgliteThread ?? false },
  )
  try {
    await database.migrate()
    const result = await createOperator({ db: database.db, clock: systemClock }).run(command)
    console.log(JSON.stringify(result, null, 2))
    return 0
  } catch (error) {
    if (error instanceof RefusalError) {
      console.error(`refused: ${translate('en', error.code, error.params)}`)
      return 1
    }
    throw error
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('ops failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
