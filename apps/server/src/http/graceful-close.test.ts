import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createGracefulClose } from './graceful-close'

interface Answer {
  status: number
  connection: string | undefined
}

function request(port: number, agent: Agent, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (res: IncomingMessage) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
    }).on('error', reject)
  })
}

/** A server whose `/slow` answers only when the test says so, like a write waiting for the database. */
async function startServer() {
  const held: (() => void)[] = []
  const server: Server = createServer((req, res) => {
    if (req.url === '/slow') held.push(() => res.end('late'))
    else if (req.url === '/streamed') {
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.write('first part')
      held.push(() => res.end(' and the rest'))
    } else if (req.url === '/never') return
    else res.end('ok')
  })
  const graceful = createGracefulClose(server, { graceMs: 200 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, graceful, port, held }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

// Issue #45: server.close() waits for keep-alive sockets that under load are never idle.
describe('graceful close of the HTTP server', () => {
  const agents: Agent[] = []
  afterEach(() => {
    for (const agent of agents.splice(0)) agent.destroy()
  })
  const keepAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    agents.push(agent)
    return agent
  }

  it('closes an idle keep-alive socket at once', async () => {
    const { graceful, port } = await startServer()
    expect(await request(port, keepAlive())).toEqual({ status: 200, connection: 'keep-alive' })
    const started = Date.now()
    await graceful.close()
    expect(Date.now() - started).toBeLessThan(150)
  })

  it('answers a request in flight with Connection: close, then closes its socket', async () => {
    const { graceful, port, held } = await startServer()
    const agent = keepAlive()
    const answer = request(port, agent, '/slow')
    await until(() => held.length === 1)
    let closed = false
    const closing = graceful.close().then(() => {
      closed = true
    })
    held[0]!()
    expect(await answer).toEqual({ status: 200, connection: 'close' })
    await closing
    expect(closed).toBe(true)
  })

  it('closes a socket whose answer had begun before the close as soon as it is written', async () => {
    const { graceful, port, held } = await startServer()
    const answer = request(port, keepAlive(), '/streamed')
    await until(() => held.length === 1)
    const started = Date.now()
    const closing = graceful.close()
    held[0]!()
    // Its headers said keep-alive; Node would keep the socket for keepAliveTimeout (5 s) otherwise.
    expect((await answer).connection).toBe('keep-alive')
    await closing
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('cuts what is still open after the grace period', async () => {
    const { graceful, port } = await startServer()
    const hanging = request(port, keepAlive(), '/never').catch((error: Error) => error)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    await graceful.close()
    expect(Date.now() - started).toBeGreaterThanOrEqual(150)
    expect(await hanging).toBeInstanceOf(Error)
  })
})
