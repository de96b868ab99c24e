import { API_CODE, uploadImage } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawProductArt } from '../../seed/product-art'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const UPLOAD_LIMIT = 64 * 1024

describe.each(endpointDrivers())('uploads on %s', (driver) => {
  let t: TestServer
  let token: string
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false, config: { uploadMaxBytes: UPLOAD_LIMIT } })
    token = (await t.register('up')).token
  })
  afterAll(async () => {
    await t?.close()
  })

  const post = (file: Blob, name = 'x.png', withToken = true) => {
    const form = new FormData()
    form.append('file', file, name)
    return t.raw(uploadImage.path, { method: 'POST', body: form, headers: withToken ? { token } : {} })
  }

  it('stores an image and serves the same bytes back', async () => {
    const png = drawProductArt(120, 'circle', 40)
    const result = await t
      .client(token)
      .upload(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }))
    expect(result).toMatchObject({ mime: 'image/png', size: png.length })
    expect(result.url).toMatch(/^\/uploads\/u\/\d{6}\/[0-9a-f]{32}\.png$/)
    const served = await fetch(t.url + result.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)
  })

  it('judges the type by the bytes: text labelled image/png is refused', async () => {
    const response = await post(new Blob(['<script>alert(1)</script>'], { type: 'image/png' }), 'evil.png')
    expect(response.body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Only JPEG, PNG, GIF or WebP images can be uploaded',
    })
  })

  it('refuses a declared non-image type', async () => {
    const response = await post(new Blob(['hello'], { type: 'text/plain' }), 'a.txt')
    expect(response.body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Only JPEG, PNG, GIF or WebP images are accepted',
    })
  })

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(UPLOAD_LIMIT + 1)
    big.set(drawProductArt(10, 'ring', 8))
    const response = await post(new Blob([big], { type: 'image/png' }))
    expect(response.body.code).toBe(API_CODE.validation)
    expect(response.body.msg).toBe('The image is larger than 0.1 MB')
    const huge = await post(new Blob([new Uint8Array(UPLOAD_LIMIT * 4)], { type: 'image/png' }))
    expect(huge.body.code).not.toBe(1)
    expect(huge.status).not.toBe(500)
  })

  it('refuses a request without a file, and guests', async () => {
    const empty = await t.raw(uploadImage.path, { method: 'POST', body: new FormData(), headers: { token } })
    expect(empty.body).toMatchObject({ code: API_CODE.validation, msg: 'Please choose an image' })
    const notMultipart = await t.raw(uploadImage.path, { method: 'POST', body: 'plain', headers: { token } })
    expect(notMultipart.body.code).toBe(API_CODE.validation)
    const guest = await post(
      new Blob([drawProductArt(1, 'square', 8) as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
      'g.png',
      false,
    )
    expect(guest.status).toBe(401)
  })

  it('answers 404 for unknown or malicious file paths', async () => {
    for (const path of [
      '/uploads/u/000000/missing.png',
      '/uploads/../package.json',
      '/uploads/%2e%2e/secret.png',
    ]) {
      expect((await fetch(t.url + path)).status).toBe(404)
    }
  })
})
