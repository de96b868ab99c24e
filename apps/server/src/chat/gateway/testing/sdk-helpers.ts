import { type ApiClient, chatGetChannelMessage } from '@crossmart/api-client'
import type { ImCallbacks } from '@crossmart/im-sdk'

/** Waits until `check` holds, polling (the SDK reports through events). */
export async function until<T>(check: () => T | undefined | false, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The SDK's syncMessages callback over POST /api/chat/getChannelMessage, as the shop maps it. */
export function syncMessagesOver(api: ApiClient): NonNullable<ImCallbacks['syncMessages']> {
  return async (query) => {
    const page = await api.call(chatGetChannelMessage, {
      channelId: query.channel.channelID,
      channelType: query.channel.channelType,
      startMessageSeq: query.startMessageSeq,
      endMessageSeq: query.endMessageSeq,
      limit: Math.min(query.limit, 500),
      pullMode: query.pullMode,
    })
    return page.list.map((m) => ({
      messageID: m.messageId,
      messageSeq: m.messageSeq,
      clientMsgNo: m.clientMsgNo,
      fromUID: m.fromUid,
      channel: { channelID: m.channelId, channelType: m.channelType },
      timestamp: m.timestamp,
      content: JSON.parse(Buffer.from(m.payload, 'base64').toString('utf8')),
    }))
  }
}
