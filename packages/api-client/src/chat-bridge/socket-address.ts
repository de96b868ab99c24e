import { CHAT_WS_PATH } from '../contract/chat.js'

/** What the address needs to know about the page (window.location in the browser). */
export interface PageLocation {
  readonly protocol: string
  readonly host: string
}

/**
 * chat-spec §7: "a secure socket on the main host". The server derives `wsUrl` from the host the
 * request reached (or its CHAT_WS_URL setting), so in production it is ws(s)://<this host>/chat/ws;
 * the API's answer wins. Without a usable answer the gateway on this host is used. A page served
 * over https never opens a plain ws:// socket on its own host (mixed content).
 */
export function resolveSocketAddress(wsUrl: string, page: PageLocation): string {
  const secure = page.protocol === 'https:'
  const fallback = `${secure ? 'wss' : 'ws'}://${page.host}${CHAT_WS_PATH}`
  let url: URL
  try {
    url = new URL(wsUrl, `${page.protocol}//${page.host}`)
  } catch {
    return fallback
  }
  if (url.protocol === 'http:' || url.protocol === 'https:')
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return fallback
  if (secure && url.protocol === 'ws:' && url.host === page.host) url.protocol = 'wss:'
  return url.toString()
}
