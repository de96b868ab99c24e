import { type ApiClientOptions, createApiClient } from '@crossmart/api-client'
import { createProgressFetch, type XhrLike } from '../../../lib/progress-fetch'

/** An image upload that reports progress and stops when `signal` aborts. */
export type ImageUploader = (
  file: Blob,
  options: { signal: AbortSignal; onProgress(loaded: number, total: number): void },
) => Promise<{ url: string }>

/** A picture on a slow phone network takes longer than the 10 s of ordinary calls (shop-spec §9). */
export const PICTURE_UPLOAD_TIMEOUT_MS = 120_000

/**
 * The api client's image upload (envelope, errors, 401 handling) over XMLHttpRequest, whose upload
 * progress events fetch does not have.
 */
export function createImageUploader(
  uploadApi: Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'getLang' | 'onUnauthorized'>,
  createXhr?: () => XhrLike,
): ImageUploader {
  return (file, { signal, onProgress }) =>
    createApiClient({
      ...uploadApi,
      timeoutMs: PICTURE_UPLOAD_TIMEOUT_MS,
      fetch: createProgressFetch({ onProgress, ...(createXhr ? { createXhr } : {}) }),
    }).upload(file, { signal })
}
