import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3 requests (the "Authorization header" form), as S3, MinIO, R2 and
 * other S3-compatible stores check it. Every header passed in `headers` is signed; `host`,
 * `x-amz-date` and `x-amz-content-sha256` must be among them.
 */
export interface SignInput {
  method: string
  /** The request URL; its path and query are signed as given (already URI-encoded). */
  url: URL
  /** Lower-case names. */
  headers: Record<string, string>
  /** Hex SHA-256 of the body (also the x-amz-content-sha256 header). */
  payloadHash: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** `YYYYMMDDTHHMMSSZ`, the x-amz-date header. */
  amzDate: string
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest()

/** `YYYYMMDDTHHMMSSZ` of an instant. */
export function amzDateOf(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** S3 path encoding: every byte but unreserved characters and `/` percent-encoded. */
export function encodeS3Path(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/')
}

/** The Authorization header value for the request. */
export function authorizationHeader(input: SignInput): string {
  const names = Object.keys(input.headers)
    .map((n) => n.toLowerCase())
    .sort()
  const canonicalHeaders = names
    .map((n) => `${n}:${(input.headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('')
  const signedHeaders = names.join(';')
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const day = input.amzDate.slice(0, 8)
  const scope = `${day}/${input.region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const kDate = hmac(`AWS4${input.secretAccessKey}`, day)
  const kSigning = hmac(hmac(hmac(kDate, input.region), 's3'), 'aws4_request')
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex')
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
}
