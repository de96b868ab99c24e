import {
  type ConnackPacket,
  createFrameSplitter,
  decodePacket,
  deriveSessionKeys,
  encodePacket,
  generateKeyPair,
  type Packet,
  PacketType,
  type SessionCipher,
} from '@crossmart/im-sdk/protocol'
import WebSocket from 'ws'
import { createNativeSessionCipher } from '../../src/chat/gateway/connection/native-cipher'

/**
 * A lean protocol client for the load generator: the im-sdk codec with the node:crypto cipher (the
 * generator shares the machine with the server, so it must cost as little as it can), no packet log,
 * a callback per packet. It signs and encrypts every send as a real client does, but ahead of the
 * step (`prepareSend`), so during the step a send is one socket write; receives are acked without
 * being decrypted (the generator reads clientMsgNo, which travels in clear).
 */
export interface PreparedSend {
  clientSeq: number
  frame: Uint8Array
}

export interface LoadClient {
  readonly uid: string
  /** Encrypts, signs and encodes a text message with the next clientSeq; sends must keep that order. */
  prepareSend(channelID: string, channelType: number, clientMsgNo: string, text: string): PreparedSend
  sendPrepared(send: PreparedSend): void
  recvack(messageID: string, messageSeq: number): void
  close(): void
}

const FLAGS = { dup: false, syncOnce: false, reddot: true, noPersist: false }
const NO_SETTING = { receipt: false, topic: false, stream: false }
const ACK_FLAGS = { dup: false, syncOnce: false, reddot: false, noPersist: false }
const encoder = new TextEncoder()

export async function connectLoadClient(
  wsUrl: string,
  account: { uid: string; token: string },
  onPacket: (packet: Packet) => void,
): Promise<LoadClient> {
  const socket = new WebSocket(wsUrl, { perMessageDeflate: false })
  socket.binaryType = 'nodebuffer'
  const splitter = createFrameSplitter()
  const keyPair = generateKeyPair()
  let version = 4
  let clientSeq = 0
  let connected: ((connack: ConnackPacket) => void) | undefined
  socket.on('error', () => {})
  socket.on('message', (data: Buffer) => {
    for (const frame of splitter.push(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))) {
      const packet = decodePacket(frame, { serverVersion: version })
      if (packet.type === PacketType.Connack && connected) connected(packet)
      else onPacket(packet)
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const write = (packet: Packet) => socket.send(encodePacket(packet, { serverVersion: version }))
  const connack = await new Promise<ConnackPacket>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`uid ${account.uid}: no connack`)), 30_000)
    connected = (packet) => {
      clearTimeout(timer)
      resolve(packet)
    }
    write({
      type: PacketType.Connect,
      version: 4,
      deviceFlag: 1,
      deviceID: `load-${account.uid}`,
      uid: account.uid,
      token: account.token,
      clientTimestamp: Date.now(),
      clientKey: keyPair.publicKeyBase64,
    })
  })
  connected = undefined
  if (connack.reasonCode !== 1) throw new Error(`uid ${account.uid}: connect refused (${connack.reasonCode})`)
  version = connack.serverVersion ?? 2
  const session: SessionCipher = createNativeSessionCipher(
    deriveSessionKeys(keyPair.privateKey, connack.serverKey, connack.salt),
  )
  return {
    uid: account.uid,
    prepareSend(channelID, channelType, clientMsgNo, text) {
      clientSeq += 1
      const payload = session.encrypt(encoder.encode(`{"type":1,"content":${JSON.stringify(text)}}`))
      const msgKey = session.sendMsgKey({ clientSeq, clientMsgNo, channelID, channelType, payload })
      const frame = encodePacket(
        {
          type: PacketType.Send,
          header: FLAGS,
          setting: NO_SETTING,
          clientSeq,
          clientMsgNo,
          channelID,
          channelType,
          expire: 0,
          msgKey,
          payload,
        },
        { serverVersion: version },
      )
      return { clientSeq, frame }
    },
    sendPrepared(send) {
      socket.send(send.frame)
    },
    recvack(messageID, messageSeq) {
      write({ type: PacketType.Recvack, header: ACK_FLAGS, messageID, messageSeq })
    },
    close: () => socket.close(),
  }
}
