import { API_CODE, uploadImage, userProfile } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '../../db/schema'
import { drawProductArt } from '../../seed/product-art'
import { endpointDrivers } from '../../test-support/test-databases'
import { uploadTestImage } from '../../test-support/test-image'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { UNUSED_UPLOAD_GRACE_MS } from './upload-cleanup'

const QUOTA_FILES = 4
const png = drawProductArt(30, 'ring', 16)
/** Room for four of the test PNGs but not five, whatever their exact size. */
const QUOTA_BYTES_FOR_FOUR = png.length * 4 + Math.floor(png.length / 2)

/** README "Uploads": a per-user quota (files and bytes) and the cleanup of uploads nothing uses. */
describe.each(endpointDrivers())('upload quota and cleanup on %s', (driver) => {
  let t: TestServer
  let bytesServer: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false, config: { uploadQuotaFiles: QUOTA_FILES } })
    bytesServer = await startTestServer(driver, {
      seed: false,
      config: { uploadQuotaBytes: QUOTA_BYTES_FOR_FOUR },
    })
  })
  afterAll(async () => {
    await t?.close()
    await bytesServer?.close()
  })

  const post = (server: TestServer, token: string) => {
    const form = new FormData()
    form.append('file', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'a.png')
    return server.raw(uploadImage.path, { method: 'POST', body: form, headers: { token } })
  }
  const rowsOf = (server: TestServer, userId: number) =>
    server.server.database.db.select().from(uploads).where(eq(uploads.userId, userId))

  it('a burst of parallel uploads stops at the file quota with a clear message', async () => {
    const user = await t.register('quota')
    const answers = await Promise.all(Array.from({ length: 12 }, () => post(t, user.token)))
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(QUOTA_FILES)
    for (const refused of answers.filter((a) => a.body.code !== 1)) {
      expect(refused.body).toMatchObject({
        code: API_CODE.validation,
        msg: `You have stored ${QUOTA_FILES} images, the most one account may keep; images not used in anything are removed after a day`,
      })
    }
    expect(await rowsOf(t, user.userId)).toHaveLength(QUOTA_FILES)
    // The quota is per user: someone else still uploads.
    expect((await post(t, (await t.register('quota')).token)).body.code).toBe(1)
  })

  it('refuses uploads past the byte quota', async () => {
    const user = await bytesServer.register('bytes')
    for (let i = 0; i < 4; i++) expect((await post(bytesServer, user.token)).body.code).toBe(1)
    const refused = await post(bytesServer, user.token)
    expect(refused.body.code).toBe(API_CODE.validation)
    expect(refused.body.msg).toMatch(
      /^Your images would take more than [\d.]+ MB, the most one account may keep/,
    )
  })

  it('deletes uploads nothing used after the grace period, keeps used ones, and frees the quota', async () => {
    const user = await t.register('sweep')
    const kept = await uploadTestImage(t, user.token)
    const unused = await uploadTestImage(t, user.token)
    await t.client(user.token).call(userProfile, { avatar: kept })
    // Within the grace period nothing goes.
    t.clock.advance(UNUSED_UPLOAD_GRACE_MS - 60_000)
    await t.server.services.sweeps.runOnce()
    expect((await fetch(t.url + unused)).status).toBe(200)
    t.clock.advance(120_000)
    await t.server.services.sweeps.runOnce()
    expect((await fetch(t.url + unused)).status).toBe(404)
    expect((await fetch(t.url + kept)).status).toBe(200)
    expect((await rowsOf(t, user.userId)).map((r) => `/uploads/${r.key}`)).toEqual([kept])
    // The deleted upload no longer counts, and can no longer be used in an image field.
    const refused = await t.raw('/api/user/profile', {
      method: 'POST',
      headers: { token: user.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ avatar: unused }),
    })
    expect(refused.body.code).toBe(API_CODE.validation)
    for (let i = 1; i < QUOTA_FILES; i++) expect((await post(t, user.token)).body.code).toBe(1)
    expect((await post(t, user.token)).body.code).toBe(API_CODE.validation)
  })
})
