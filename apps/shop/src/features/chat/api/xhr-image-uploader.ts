import { type ApiClientOptions, createApiClient, type ImageUploader } from '@crossmart/api-client'
import { createProgressFetch, type XhrLike } from '../../../lib/progress-fetch'

/** An image on a slow phone network takes longer than the 10 s of ordinary calls (shop-spec §9). */
export const CHAT_UPLOAD_TIMEOUT_MS = 120_000

/** The default uploader: the api client's image upload over XMLHttpRequest (progress events). */
export function createXhrImageUploader(
  options: Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'getLang' | 'onUnauthorized' | 'onError'> & {
    createXhr?: () => XhrLike
  },
): ImageUploader {
  const { createXhr, ...clientOptions } = options
  return (file, { signal, onProgress }) =>
    createApiClient({
      ...clientOptions,
      timeoutMs: CHAT_UPLOAD_TIMEOUT_MS,
      fetch: createProgressFetch({ onProgress, ...(createXhr ? { createXhr } : {}) }),
    }).upload(file, { signal })
}
