import { type NewMessage, PLAIN_MESSAGE_FLAGS } from '../../storage/message-store'

/** A text message as the gateway would store it, for tests; `fields` override any part. */
export function plainMessage(fields: Partial<NewMessage> = {}): NewMessage {
  return {
    messageId: 1n,
    clientMsgNo: 'n1',
    clientSeq: 1,
    fromUid: 'u1',
    timestamp: 1,
    ...PLAIN_MESSAGE_FLAGS,
    payload: '{"type":1}',
    ...fields,
  }
}
