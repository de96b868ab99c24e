import { defaultArtCacheDir } from '../seed/art/art-library'
import { describeDemoArt, drawDemoArt } from '../seed/art/draw-demo-art'

/**
 * Vitest global setup: the suites' servers seed the demo data, so the pictures are drawn once here
 * (into the content-hashed dist-art cache) rather than by every test file at once. A cache left by
 * an older build is never used for a changed picture: file names carry the recipe's hash.
 */
export default async function setup(): Promise<void> {
  const cacheDir = defaultArtCacheDir()
  const report = await drawDemoArt(cacheDir)
  if (report.drawn > 0) console.log(describeDemoArt(report, cacheDir))
}
