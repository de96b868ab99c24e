import type { TestProject } from 'vitest/node'
import { defaultArtCacheDir } from '../seed/art/art-library'
import { describeDemoArt, drawDemoArt } from '../seed/art/draw-demo-art'
import { createDatabaseTemplates } from './database-templates'

/**
 * Vitest global setup, once per run:
 * - the demo pictures are drawn here (into the content-hashed dist-art cache) rather than by every
 *   test file at once; a cache left by an older build is never used for a changed picture, since
 *   file names carry the recipe's hash;
 * - the databases every suite starts from are migrated (and seeded) once and copied per suite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cacheDir = defaultArtCacheDir()
  const report = await drawDemoArt(cacheDir)
  if (report.drawn > 0) console.log(describeDemoArt(report, cacheDir))
  const { templates, remove } = await createDatabaseTemplates(process.env['TEST_DATABASE_URL'])
  project.provide('databaseTemplates', templates)
  return remove
}
