import type { createImClient } from '@crossmart/im-sdk'

/**
 * How a console chat client is made. The browser build passes the SDK's `createImClient`; screen
 * tests pass one bound to the SDK's fake server, so no socket is opened.
 */
export interface ChatTransport {
  createClient: typeof createImClient
}
