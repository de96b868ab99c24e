import { performance } from 'node:perf_hooks'
import { createArtLibrary } from './art-library'
import { allRecipes, demoArtPlan } from './art-recipes'
import { createWebpCodec } from './webp-codec'

export interface DemoArtReport {
  pictures: number
  /** Pictures drawn now (not found in the cache). */
  drawn: number
  seconds: number
  /** Files and bytes per kind of picture. */
  byKind: Map<string, { files: number; bytes: number }>
  totalBytes: number
}

/** Draws every demo picture into `cacheDir` (those not there yet) and says what it cost. */
export async function drawDemoArt(cacheDir: string): Promise<DemoArtReport> {
  const started = performance.now()
  const library = createArtLibrary({ codec: await createWebpCodec(), cacheDir })
  const recipes = allRecipes(demoArtPlan())
  const byKind = new Map<string, { files: number; bytes: number }>()
  for (const recipe of recipes) {
    const files = await library.render(recipe)
    const total = byKind.get(recipe.kind) ?? { files: 0, bytes: 0 }
    for (const file of files) {
      total.files++
      total.bytes += file.bytes.length
    }
    byKind.set(recipe.kind, total)
  }
  return {
    pictures: recipes.length,
    drawn: library.drawnCount(),
    seconds: (performance.now() - started) / 1000,
    byKind,
    totalBytes: [...byKind.values()].reduce((sum, k) => sum + k.bytes, 0),
  }
}

export function describeDemoArt(report: DemoArtReport, cacheDir: string): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  const detail = [...report.byKind].map(([kind, k]) => `${kind} ${k.files} files ${kb(k.bytes)}`)
  return `demo art: ${report.pictures} pictures, ${report.drawn} drawn, ${report.seconds.toFixed(1)} s, ${kb(report.totalBytes)} (${detail.join(', ')}) in ${cacheDir}`
}
