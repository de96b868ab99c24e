import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManualClock } from '../clock'
import { createS3FileStorage, type S3Config } from './s3-file-storage'
import { authorizationHeader } from './s3-signature'

describe('AWS Signature Version 4', () => {
  it('matches the GET Object example of the S3 API reference (sig-v4-header-based-auth)', () => {
    const header = authorizationHeader({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    })
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
  })
})

const SECRET = 'test-secret-key'
const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** What S3 does with the Authorization header: recompute the signature from the request as received. */
function signatureValid(req: IncomingMessage, body: Buffer): boolean {
  const auth = req.headers['authorization'] ?? ''
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!m) return false
  const [, , day, region, signed, signature] = m as unknown as string[]
  const names = signed!.split(';')
  const headers = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('')
  const url = new URL(req.url ?? '/', 'http://x')
  const payload = req.headers['x-amz-content-sha256']
  if (payload !== hex(body)) return false
  const canonical = [req.method, url.pathname, '', headers, signed, payload].join('\n')
  const date = String(req.headers['x-amz-date'])
  const toSign = ['AWS4-HMAC-SHA256', date, `${day}/${region}/s3/aws4_request`, hex(canonical)].join('\n')
  let key = createHmac('sha256', `AWS4${SECRET}`).update(day!).digest()
  for (const part of [region!, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest()
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
}

/** An S3 endpoint on 127.0.0.1 speaking the REST API's PUT / GET / HEAD / DELETE Object, path-style. */
async function startFakeS3(): Promise<{ url: string; objects: Map<string, Buffer>; close(): Promise<void> }> {
  const objects = new Map<string, Buffer>()
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const xmlError = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' })
      res.end(
        req.method === 'HEAD'
          ? undefined
          : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
      )
    }
    if (!signatureValid(req, body)) return xmlError(403, 'SignatureDoesNotMatch')
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    if (req.method === 'PUT') {
      objects.set(path, body)
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
      return res.end()
    }
    if (req.method === 'DELETE') {
      objects.delete(path)
      res.writeHead(204)
      return res.end()
    }
    const object = objects.get(path)
    if (!object) return xmlError(404, 'NoSuchKey')
    res.writeHead(200, { 'content-length': object.length, 'content-type': 'application/octet-stream' })
    res.end(req.method === 'HEAD' ? undefined : object)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('S3-compatible file storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  let config: S3Config
  beforeAll(async () => {
    s3 = await startFakeS3()
    config = {
      endpoint: s3.url,
      bucket: 'crossmart-images',
      region: 'eu-west-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: SECRET,
      prefix: 'prod/',
    }
  })
  afterAll(async () => {
    await s3?.close()
  })

  it('puts, gets and heads objects under bucket/prefix/key, signed', async () => {
    const storage = createS3FileStorage(config, { clock: createManualClock() })
    await storage.put('u/202611/a.png', Uint8Array.from([1, 2, 3]))
    expect([...s3.objects.keys()]).toContain('/crossmart-images/prod/u/202611/a.png')
    expect(await storage.get('u/202611/a.png')).toEqual(Uint8Array.from([1, 2, 3]))
    expect(await storage.exists('u/202611/a.png')).toBe(true)
    expect(await storage.get('u/202611/none.png')).toBeNull()
    expect(await storage.exists('u/202611/none.png')).toBe(false)
    // Another replica (another storage object) reads the same object.
    expect(await createS3FileStorage(config, { clock: createManualClock() }).get('u/202611/a.png')).toEqual(
      Uint8Array.from([1, 2, 3]),
    )
  })

  it('deletes objects; deleting a missing key is not an error', async () => {
    const storage = createS3FileStorage(config, { clock: createManualClock() })
    await storage.put('u/202611/gone.png', Uint8Array.from([9]))
    await storage.delete('u/202611/gone.png')
    expect(s3.objects.has('/crossmart-images/prod/u/202611/gone.png')).toBe(false)
    expect(await storage.exists('u/202611/gone.png')).toBe(false)
    await expect(storage.delete('u/202611/gone.png')).resolves.toBeUndefined()
  })

  it('fails loudly when the store refuses the signature', async () => {
    const storage = createS3FileStorage(
      { ...config, secretAccessKey: 'wrong' },
      { clock: createManualClock() },
    )
    await expect(storage.put('u/202611/b.png', Uint8Array.from([1]))).rejects.toThrow(/403/)
    await expect(storage.get('u/202611/a.png')).rejects.toThrow(/SignatureDoesNotMatch/)
  })

  it('refuses invalid keys before any request', async () => {
    const storage = createS3FileStorage(config, { clock: createManualClock() })
    await expect(storage.put('../x.png', Uint8Array.from([1]))).rejects.toMatchObject({
      code: 'STORAGE_KEY_INVALID',
    })
    expect(await storage.get('../x.png')).toBeNull()
  })
})
