import type { PluginOption } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

/**
 * Server README "Compression and caching": every text asset of a build also as .br and .gz at the
 * highest levels, once at build time, so the server picks one by Accept-Encoding and never
 * compresses a static file per request. Files under 1 KB gain nothing; source maps are not served.
 */
export function precompressedAssets(): PluginOption {
  return compression({
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    threshold: 1024,
    exclude: [/\.map$/],
    logLevel: 'silent',
  })
}
