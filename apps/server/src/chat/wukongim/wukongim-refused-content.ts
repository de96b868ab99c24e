import type { Database } from '../../db/database'
import { parseServiceChannel, type StoredChannel } from '../channel-address'
import { EXTRAS_CHANGED_CONTENT } from '../chat-extras-service'
import { clientMayPost } from '../client-content-policy'
import { CHANNEL_TYPE } from '../constants'
import { isClientSignal } from '../gateway/client-signal'
import { changeMessageExtra } from '../storage/extras-store'
import type { WukongImApi } from './wukongim-api'
import { WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'

/** The fields of a `msg.notify` message the screen reads (WuKongIM internal/types/message.go MessageResp). */
export interface NotifiedClientMessage {
  from_uid: string
  channel_id: string
  message_id?: number | string | undefined
  message_seq: number
  payload: string
}

/** Client uids are decimal user ids; the service ids (`mer_N`, `platform`) are this server's own sends. */
const USER_UID = /^[1-9][0-9]{0,15}$/

/**
 * Issue #32 in CHAT_MODE=wukongim: clients send straight to WuKongIM, which stores before it tells
 * us (`msg.notify`; v2.2.5 has no hook that could refuse a send). A message a client may not send
 * (a command, a system type, an image that is not the sender's own upload: client-content-policy.ts)
 * is therefore recalled as soon as it is notified: its extra gets `revoke`, and the channel's
 * devices are told to sync extras, so every app shows it as recalled, never as a link.
 * Resolves true when the message may stand.
 */
export function createWukongImContentScreen(options: { db: Database; api: WukongImApi }) {
  return async function screen(message: NotifiedClientMessage): Promise<boolean> {
    if (!USER_UID.test(message.from_uid)) return true
    const content = Buffer.from(message.payload, 'base64').toString('utf8')
    // A typing / viewing signal (client-signal.ts) stands: it shows nothing and ends by itself.
    if (isClientSignal(content)) return true
    if (await clientMayPost(options.db, Number(message.from_uid), content)) return true
    const serviceId = parseServiceChannel(message.channel_id)?.serviceId
    if (message.message_id === undefined || serviceId === undefined) return false
    const channel: StoredChannel = {
      kind: 'group',
      canonicalId: message.channel_id,
      channelType: CHANNEL_TYPE.group,
    }
    await changeMessageExtra(
      options.db,
      channel,
      BigInt(message.message_id),
      { revoke: true },
      message.message_seq,
    )
    await options.api.command('/message/send', {
      header: { no_persist: 1, red_dot: 0, sync_once: 1 },
      from_uid: serviceId,
      channel_id: message.channel_id,
      channel_type: WUKONGIM_SERVICE_CHANNEL_TYPE,
      payload: Buffer.from(JSON.stringify(EXTRAS_CHANGED_CONTENT), 'utf8').toString('base64'),
    })
    return false
  }
}
