import { type ApiClientOptions, createApiClient, type ImageUploader } from '@crossmart/api-client'
import { createProgressFetch, type XhrLike } from './progress-fetch'

/** A picture on a slow phone network takes longer than the 10 s of ordinary calls (shop-spec §9). */
export const IMAGE_UPLOAD_TIMEOUT_MS = 120_000

export type ImageUploadApi = Pick<
  ApiClientOptions,
  'baseUrl' | 'getToken' | 'getLang' | 'onUnauthorized' | 'onError'
> & {
  /** Tests hand in a scripted XMLHttpRequest. */
  createXhr?: () => XhrLike
}

/**
 * The api client's image upload (envelope, errors, 401 handling) over XMLHttpRequest, whose upload
 * progress events fetch does not have: chat images and after-sale pictures both show a progress bar.
 */
export function createImageUploader(options: ImageUploadApi): ImageUploader {
  const { createXhr, ...clientOptions } = options
  return (file, { signal, onProgress }) =>
    createApiClient({
      ...clientOptions,
      timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS,
      fetch: createProgressFetch({ onProgress, ...(createXhr ? { createXhr } : {}) }),
    }).upload(file, { signal })
}
