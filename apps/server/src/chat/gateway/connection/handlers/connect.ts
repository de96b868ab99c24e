import {
  type ConnackPacket,
  type ConnectPacket,
  deriveSessionKeys,
  generateKeyPair,
  PacketType,
  ReasonCode,
} from '@crossmart/im-sdk/protocol'
import { CLOSE_CODE } from '../close-code'
import { moveTo, terminate, write } from '../lifecycle'
import { createNativeSessionCipher } from '../native-cipher'
import { randomSalt } from '../salt'
import type { ConnectionContext } from '../types'
import { negotiateVersion } from '../version'

type ConnackBody = Pick<ConnackPacket, 'reasonCode' | 'serverKey' | 'salt'>

/**
 * The connect handshake exactly as a WuKongIM server (PROTOCOL.md "Connecting"): the client's
 * version negotiated down to 4, the token checked by the gateway, a per-connection X25519 key and a
 * 16-character salt as IV. A refusal answers a connect-ack with the reason, then closes.
 */
export async function handleConnect(ctx: ConnectionContext, packet: ConnectPacket): Promise<void> {
  const { withServerVersion } = negotiateVersion(packet.version)
  const timeDiff = ctx.options.now() - packet.clientTimestamp
  const connack = (body: ConnackBody): ConnackPacket => {
    const answer: ConnackPacket = { type: PacketType.Connack, timeDiff, ...body }
    if (withServerVersion) {
      answer.serverVersion = ctx.version
      answer.nodeId = String(ctx.options.nodeId)
    }
    return answer
  }
  const refuse = (reasonCode: number, reason: string) => {
    write(ctx, connack({ reasonCode, serverKey: '', salt: '' }))
    terminate(ctx, CLOSE_CODE.policy, reason)
  }
  if (packet.clientKey === '') return refuse(ReasonCode.ClientKeyEmpty, 'client key empty')
  const auth = await ctx.options.hooks.authenticate(packet)
  if (ctx.state !== 'authenticating') return
  if (!auth.ok) return refuse(auth.reasonCode, 'auth failed')
  const keyPair = generateKeyPair()
  const salt = randomSalt()
  try {
    ctx.cipher = createNativeSessionCipher(deriveSessionKeys(keyPair.privateKey, packet.clientKey, salt))
  } catch {
    return refuse(ReasonCode.AuthFail, 'bad client key')
  }
  ctx.user = auth.user
  ctx.uid = packet.uid
  ctx.deviceFlag = packet.deviceFlag
  moveTo(ctx, 'open')
  write(ctx, connack({ reasonCode: ReasonCode.Success, serverKey: keyPair.publicKeyBase64, salt }))
  ctx.options.hooks.opened(ctx.view)
}
