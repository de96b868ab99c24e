import 'i18next'
import type { Resources } from './namespaces'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'core'
    // A feature namespace's t also knows the core keys (common words) and the page titles: see create-i18n.ts.
    fallbackNS: ['core', 'titles']
    resources: Resources
  }
}
