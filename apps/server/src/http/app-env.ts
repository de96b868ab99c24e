import type { ServerLanguage } from '../i18n/languages'

/** Per-request values set by the middleware in app.ts. */
export type AppEnv = {
  Variables: {
    lang: ServerLanguage
    ip: string
  }
}
