import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineDrivers } from '../test-support/test-databases'
import { startTestServer, type TestServer } from '../test-support/test-server'

const get = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('/healthz and /readyz (server README "Health")', () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer('pglite', { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers /healthz while the process runs', async () => {
    expect(await get(`${t.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('is ready with the database migrated and the gateway listening', async () => {
    expect(await get(`${t.url}/readyz`)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', chat: 'ok' } },
    })
  })

  it('keeps /metrics unreachable when no METRICS_TOKEN is set', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(404)
  })

  it('fails /readyz once shutdown began, while /healthz still answers', async () => {
    t.server.beginShutdown()
    expect(await get(`${t.url}/readyz`)).toEqual({ status: 503, body: { status: 'shutting down' } })
    expect((await get(`${t.url}/healthz`)).status).toBe(200)
  })
})

describe.each(engineDrivers())('/readyz with the database gone (%s)', (driver) => {
  it('answers 503 naming the database', async () => {
    const t = await startTestServer(driver, { seed: false })
    try {
      expect((await get(`${t.url}/readyz`)).status).toBe(200)
      await t.server.database.close()
      expect(await get(`${t.url}/readyz`)).toEqual({
        status: 503,
        body: { status: 'not ready', checks: { database: 'failing', chat: 'ok' } },
      })
    } finally {
      // The database is closed already; the rest of the shutdown still runs.
      await t.close().catch(() => {})
    }
  })
})
