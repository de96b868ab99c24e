import { CLOSE_CODE } from '../close-code'
import { terminate } from '../lifecycle'
import type { ConnectionContext } from '../types'

/** The client says goodbye: close normally. */
export function handleDisconnect(ctx: ConnectionContext): void {
  terminate(ctx, CLOSE_CODE.normal, 'client disconnect')
}
