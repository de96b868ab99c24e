import type { Plugin } from 'vite'

/**
 * An api-client endpoint definition carries a one-line `summary` for docs and the server's route
 * table (api-client `define-endpoint.ts`); the shop never reads it. The definitions of the calls the
 * shell and /home make sit in the initial chunk, and their English sentences cost 0.15 KB gz there,
 * so the production build of the shop leaves them out (`endpoint.summary` is undefined in the
 * browser). The package's ESM build writes each on a line of its own (`summary: "...",`); the
 * line stays, empty, so the source maps keep their lines. Anything else is left as it is.
 */
const CONTRACT_MODULE = /\/api-client\/dist\/contract\/[^/]+\.js$/
const SUMMARY_LINE = /^(\s*)summary: (?:"[^"\n]*"|'[^'\n]*'),$/gm

export function stripEndpointSummaries(): Plugin {
  return {
    name: 'crossmart:strip-endpoint-summaries',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null
      const stripped = code.replace(SUMMARY_LINE, '$1')
      return stripped === code ? null : { code: stripped, map: null }
    },
  }
}
