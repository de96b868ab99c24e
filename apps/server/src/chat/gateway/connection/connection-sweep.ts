import { CONNECT_TIMEOUT_MS, IDLE_TIMEOUT_MS } from '../../constants'
import { CLOSE_CODE } from './close-code'
import type { GatewayConnection } from './types'

/**
 * One pass of the gateway's periodic sweep: closes connections without connect in time or silent
 * too long (chat-spec §9 heartbeat), and re-sends overdue receives on the others.
 */
export function sweepConnections(connections: Iterable<GatewayConnection>, now: number): void {
  for (const connection of connections) {
    if (connection.state === 'open') {
      if (now - connection.lastActivity > IDLE_TIMEOUT_MS)
        connection.terminate(CLOSE_CODE.policy, 'idle timeout')
      else connection.retryOverdue(now)
    } else if (now - connection.openedAt > CONNECT_TIMEOUT_MS) {
      connection.terminate(CLOSE_CODE.policy, 'no connect packet in time')
    }
  }
}
