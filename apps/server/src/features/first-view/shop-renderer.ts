import { access } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'

/**
 * The contract of the shop's server bundle (apps/shop/src/entry-server.tsx, built by the shop's
 * `build` into apps/shop/dist-ssr/entry-server.js). Stated here rather than imported: the server
 * never depends on the shop's sources, only on the file the shop's build writes (issue #26).
 */
export interface FirstViewRequest {
  url: string
  lang: string | null
  apiBaseUrl: string
  fetch: typeof globalThis.fetch
  onError?: (error: unknown) => void
}

export interface FirstViewResult {
  htmlLang: string
  title: string
  body: ReadableStream<Uint8Array>
  state: unknown
}

/** A guest sent to /login by the shop's guard (shop-spec §6), with the notice cookie it sets. */
export interface GuestRedirect {
  location: string
  setCookie: string
}

export interface ShopRenderer {
  /** Where a guest goes instead of this page (a protected one), or null for a page a guest may open. */
  guestRedirect(url: string): Promise<GuestRedirect | null>
  /** The page's first view, or null when the browser renders it alone (redirect, not found, failure). */
  renderFirstView(request: FirstViewRequest): Promise<FirstViewResult | null>
  /** The JSON data block main.tsx hydrates from. */
  firstViewStateScript(state: unknown): string
}

function isShopRenderer(value: unknown): value is ShopRenderer {
  const module = value as Partial<ShopRenderer> | null
  return (
    typeof module?.renderFirstView === 'function' &&
    typeof module.firstViewStateScript === 'function' &&
    typeof module.guestRedirect === 'function'
  )
}

export class ShopRendererError extends Error {
  override readonly name = 'ShopRendererError'
  readonly code = 'SHOP_RENDERER_INVALID'
}

/**
 * Imports the shop's server bundle once, at start. Missing (the shop built without it, or not
 * built): null, and every page is the client-only index.html as before. Present but not the
 * expected module: a typed error, so a broken build does not silently lose server rendering.
 */
export async function loadShopRenderer(entryFile: string): Promise<ShopRenderer | null> {
  try {
    await access(entryFile)
  } catch {
    return null
  }
  const module: unknown = await import(pathToFileURL(entryFile).href)
  if (!isShopRenderer(module)) {
    throw new ShopRendererError(
      `${entryFile} does not export renderFirstView, firstViewStateScript and guestRedirect`,
    )
  }
  return module
}
