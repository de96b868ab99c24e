import type { ServerLanguage } from '../i18n/languages'

/** Per-request values set by the middleware in app.ts. */
export type AppEnv = {
  Variables: {
    lang: ServerLanguage
    ip: string
    /** The JSON answer's headers with every security default (security-headers.ts), per TLS or not. */
    jsonAnswerHeaders: Readonly<Record<string, string>>
    /** The answer `securedJson` built: the security middleware has nothing to add to it. */
    securedResponse: Response
    /** A handler set a header through Hono (a cookie): the answer is built by Hono, which merges it. */
    handlerSetHeaders: boolean
    /** The page's inline scripts (inline-scripts.ts), which its CSP allows by hash (security-headers.ts). */
    inlineScriptHashes: readonly string[]
  }
}
