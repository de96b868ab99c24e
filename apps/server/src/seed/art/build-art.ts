import { defaultArtCacheDir } from './art-library'
import { describeDemoArt, drawDemoArt } from './draw-demo-art'

// `build` step of the server package (README "Demo pictures"): draws every demo picture into
// dist-art/ once (a turbo output), so the seed only copies files. Prints what it cost.
const cacheDir = process.argv[2] ?? defaultArtCacheDir()
console.log(describeDemoArt(await drawDemoArt(cacheDir), cacheDir))
