import { drawProductArt } from '../seed/product-art'
import type { TestServer } from './test-server'

/**
 * Uploads a small PNG as the holder of `token` and returns the url the upload call handed back:
 * image fields take only the caller's own uploads (README "Security").
 */
export async function uploadTestImage(t: TestServer, token: string, hue = 200): Promise<string> {
  const png = drawProductArt(hue, 'circle', 16)
  const { url } = await t
    .client(token)
    .upload(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }))
  return url
}
