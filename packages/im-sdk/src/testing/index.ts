/**
 * `@crossmart/im-sdk/testing`: test chat code without a real server.
 * - `createVirtualClock()`: pass as `options.clock`; time moves only on `advance()`.
 * - `createFakeServer()`: an in-memory scripted server; pass `server.transport` as `options.transport`.
 * - `startTestServer()`: a WuKongIM-protocol server over `ws` on 127.0.0.1 (Node, needs `ws`).
 * - `createServerPeer()`: the server half of the protocol, for building your own.
 * - `createTabNetwork()`: locks and broadcast channels of simulated browser tabs (`sharedTabsPlugin`).
 */

export { createFakeServer, type FakeServer, type FakeSocket } from './fake-server.js'
export {
  type AcceptOptions,
  createServerPeer,
  type OpenedSend,
  type PushOptions,
  type ServerPeer,
} from './server-peer.js'
export { createTabNetwork, type TabNetwork } from './tab-network.js'
export {
  type ReceivedAck,
  type ReceivedMessage,
  startTestServer,
  type TestConnection,
  type TestPush,
  type TestServer,
  type TestServerOptions,
  type TestServerScript,
} from './test-server.js'
export { createVirtualClock, type VirtualClock } from './virtual-clock.js'
