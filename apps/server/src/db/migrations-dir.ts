import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The package's drizzle-kit migrations folder. Walks up from this module, so it works from `src/db`
 * (tsx, vitest) and from the bundled `dist/main.js` alike.
 */
export function findMigrationsDir(fromUrl: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(fromUrl))
  for (;;) {
    const candidate = path.join(dir, 'migrations')
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('migrations folder not found above ' + fileURLToPath(fromUrl))
    dir = parent
  }
}
