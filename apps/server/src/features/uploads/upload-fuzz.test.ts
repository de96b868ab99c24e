import { uploadImage } from '@crossmart/api-client'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/**
 * The multipart endpoint the JSON/query fuzz (http/hostile-input.test.ts) leaves out: random
 * fields, repeated or missing files, text where a file belongs, odd names and types, bytes that
 * start like an image or not. Never a 500, never slower than 1 s, and the answer is an envelope.
 */
describe('upload fuzz', () => {
  let t: TestServer
  let token: string
  beforeAll(async () => {
    t = await startTestServer('pglite', { seed: false, config: { uploadMaxBytes: 32 * 1024 } })
    token = (await t.register('fuzz')).token
  })
  afterAll(async () => {
    await t?.close()
  })

  it('random multipart bodies never get a 500 nor take over 1 s', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 64 }),
      fc.uint8Array({ maxLength: 64 }).map((rest) => Uint8Array.from([...PNG_SIGNATURE, ...rest])),
      fc.constant(new Uint8Array(40 * 1024)),
    )
    const part = fc.record({
      name: fc.oneof(
        fc.constantFrom('file', 'file[]', 'file[0]', '__proto__', ''),
        fc.string({ maxLength: 6 }),
      ),
      value: fc.oneof(
        fc.record({
          bytes,
          type: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', '', 'image/png; x=\u0000'),
          filename: fc.oneof(
            fc.constantFrom('a.png', '../../x.png', 'a\u0000.png', ''),
            fc.string({ maxLength: 8 }),
          ),
        }),
        fc.string({ maxLength: 12 }),
      ),
    })
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 4 }), async (parts) => {
        const form = new FormData()
        for (const { name, value } of parts) {
          if (typeof value === 'string') form.append(name, value)
          else
            form.append(
              name,
              new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type }),
              value.filename,
            )
        }
        const started = performance.now()
        const response = await fetch(t.url + uploadImage.path, {
          method: 'POST',
          body: form,
          headers: { token },
        })
        const body = (await response.json()) as { code: number }
        expect(response.status).not.toBe(500)
        expect(typeof body.code).toBe('number')
        expect(performance.now() - started).toBeLessThan(1_000)
      }),
      { numRuns: 150 },
    )
  }, 120_000)
})
