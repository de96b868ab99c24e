import type { Clock } from '../clock'
import { type FileStorage, isValidStorageKey, StorageKeyError } from './file-storage'
import { amzDateOf, authorizationHeader, encodeS3Path, sha256Hex } from './s3-signature'

/** An S3-compatible bucket (server README "Production topology"), addressed path-style. */
export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000 */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Prepended to every key (e.g. `crossmart/`); may be empty. */
  prefix: string
}

export class S3StorageError extends Error {
  override readonly name = 'S3StorageError'
}

/** Requests to the store give up after this long. */
const S3_TIMEOUT_MS = 15_000

/**
 * Files in an S3-compatible object store over its HTTP API (PUT, GET, HEAD and DELETE Object, signed with
 * AWS Signature Version 4), so every replica reads what any wrote. Fetch and clock are injected.
 */
export function createS3FileStorage(
  config: S3Config,
  deps: { clock: Clock; fetch?: typeof fetch },
): FileStorage {
  const doFetch = deps.fetch ?? fetch
  const base = new URL(config.endpoint)

  async function request(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    body?: Uint8Array,
  ): Promise<Response> {
    const url = new URL(base)
    url.pathname = `${base.pathname.replace(/\/+$/, '')}/${encodeS3Path(`${config.bucket}/${config.prefix}${key}`)}`
    const payloadHash = sha256Hex(body ?? '')
    const amzDate = amzDateOf(deps.clock.now())
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
    }
    const authorization = authorizationHeader({
      method,
      url,
      headers,
      payloadHash,
      region: config.region,
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      amzDate,
    })
    const { host: _host, ...sent } = headers
    return doFetch(url, {
      method,
      headers: { ...sent, authorization, ...(body ? { 'content-type': 'application/octet-stream' } : {}) },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    })
  }

  const failure = async (response: Response, what: string) =>
    new S3StorageError(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)

  return {
    async put(key, bytes) {
      if (!isValidStorageKey(key)) throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key)}`)
      const response = await request('PUT', key, bytes)
      if (!response.ok) throw await failure(response, `PUT ${key}`)
      await response.arrayBuffer()
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null
      const response = await request('GET', key)
      if (response.status === 404) {
        await response.arrayBuffer()
        return null
      }
      if (!response.ok) throw await failure(response, `GET ${key}`)
      return new Uint8Array(await response.arrayBuffer())
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false
      const response = await request('HEAD', key)
      await response.arrayBuffer()
      if (response.status === 404) return false
      if (!response.ok) throw new S3StorageError(`S3 HEAD ${key} answered ${response.status}`)
      return true
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return
      const response = await request('DELETE', key)
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`)
      await response.arrayBuffer()
    },
  }
}
