/**
 * The server's half of one connection, built on the SDK's own codec and crypto: decode what a
 * client writes, answer its connect with a key exchange, open its sends, and build receive packets
 * with a correct (or deliberately wrong) msgKey. Both test servers (in memory and over `ws`) use it.
 */

import {
  createSessionCipher,
  deriveSessionKeys,
  generateKeyPair,
  randomClientMsgNo,
  type SessionCipher,
} from '../crypto/index.js'
import {
  type ConnectPacket,
  createFrameSplitter,
  decodePacket,
  encodePacket,
  type HeaderFlags,
  type Packet,
  PacketType,
  type SendPacket,
  type SendSetting,
} from '../protocol/index.js'

const encoder = new TextEncoder()

export interface AcceptOptions {
  /** 1 accepts; anything else refuses (chat-spec §8 codes). Default 1. */
  readonly reasonCode?: number
  /** Default the peer's serverVersion. */
  readonly serverVersion?: number
  readonly nodeId?: string
  readonly timeDiff?: number
  /** Default a random 32-character salt (the client cuts it to 16). */
  readonly salt?: string
}

export interface PushOptions {
  readonly fromUID: string
  readonly channelID: string
  readonly channelType: number
  /** An object is JSON-encoded; bytes are sent as they are. */
  readonly content: object | Uint8Array
  readonly messageID: string
  readonly messageSeq: number
  readonly clientMsgNo?: string
  /** Seconds. Default 1,700,000,000. */
  readonly timestamp?: number
  readonly header?: Partial<HeaderFlags>
  readonly setting?: Partial<SendSetting>
  readonly topic?: string
  readonly expire?: number
  /**
   * A stream chunk (chat-spec §3): sets setting.stream and writes the stream fields a server below
   * protocol 5 writes (streamNo, streamSeq, streamFlag: 0 start, 1 in progress, 2 end).
   */
  readonly stream?: { readonly streamNo: string; readonly streamSeq: number; readonly streamFlag: number }
  /** Write a wrong msgKey: the client must ignore the message (no ack, no listener). */
  readonly tamper?: boolean
}

export interface OpenedSend {
  readonly packet: SendPacket
  /** The decrypted payload. */
  readonly plain: Uint8Array
  /** The msgKey the client wrote matches the one computed here. */
  readonly msgKeyValid: boolean
}

export interface ServerPeer {
  /** Decodes client frames (buffers partial ones). Throws ProtocolError on garbage. */
  receive(bytes: Uint8Array): Packet[]
  /** The connect-ack frame for `connect`; on success, the session cipher is ready. */
  accept(connect: ConnectPacket, options?: AcceptOptions): Uint8Array
  open(send: SendPacket): OpenedSend
  recv(options: PushOptions): Uint8Array
  encode(packet: Packet): Uint8Array
  readonly cipher: SessionCipher | undefined
  readonly serverVersion: number
}

const NO_FLAGS: HeaderFlags = { dup: false, syncOnce: false, reddot: false, noPersist: false }

export function createServerPeer(options?: { serverVersion?: number }): ServerPeer {
  const splitter = createFrameSplitter()
  let serverVersion = options?.serverVersion ?? 4
  // Before the connect-ack the codec speaks the newest version (protocol-api.md CodecOptions).
  let negotiated = 4
  let cipher: SessionCipher | undefined

  const encode = (packet: Packet): Uint8Array => encodePacket(packet, { serverVersion: negotiated })
  const needCipher = (): SessionCipher => {
    if (cipher === undefined) throw new Error('no session yet: accept() the connect first')
    return cipher
  }

  return {
    receive(bytes) {
      return splitter.push(bytes).map((frame) => decodePacket(frame, { serverVersion: negotiated }))
    },
    accept(connect, acceptOptions) {
      const reasonCode = acceptOptions?.reasonCode ?? 1
      serverVersion = acceptOptions?.serverVersion ?? serverVersion
      const keys = generateKeyPair()
      const salt = acceptOptions?.salt ?? randomClientMsgNo()
      const frame = encode({
        type: PacketType.Connack,
        serverVersion,
        timeDiff: acceptOptions?.timeDiff ?? 0,
        reasonCode,
        serverKey: keys.publicKeyBase64,
        salt,
        ...(serverVersion >= 4 ? { nodeId: acceptOptions?.nodeId ?? '1' } : {}),
      })
      if (reasonCode === 1) {
        cipher = createSessionCipher(deriveSessionKeys(keys.privateKey, connect.clientKey, salt))
        negotiated = serverVersion
      }
      return frame
    },
    open(send) {
      const c = needCipher()
      const expected = c.sendMsgKey({
        clientSeq: send.clientSeq,
        clientMsgNo: send.clientMsgNo,
        channelID: send.channelID,
        channelType: send.channelType,
        payload: send.payload,
      })
      return { packet: send, plain: c.decrypt(send.payload), msgKeyValid: expected === send.msgKey }
    },
    recv(push) {
      const c = needCipher()
      const plain =
        push.content instanceof Uint8Array ? push.content : encoder.encode(JSON.stringify(push.content))
      const payload = c.encrypt(plain)
      const clientMsgNo = push.clientMsgNo ?? randomClientMsgNo()
      const timestamp = push.timestamp ?? 1_700_000_000
      let msgKey = c.recvMsgKey({
        messageID: push.messageID,
        messageSeq: push.messageSeq,
        clientMsgNo,
        timestamp,
        fromUID: push.fromUID,
        channelID: push.channelID,
        channelType: push.channelType,
        payload,
      })
      if (push.tamper === true) msgKey = `${msgKey.slice(1)}${msgKey[0] === '0' ? '1' : '0'}`
      return encode({
        type: PacketType.Recv,
        header: { ...NO_FLAGS, ...push.header },
        setting: {
          receipt: false,
          topic: push.topic !== undefined,
          stream: push.stream !== undefined,
          ...push.setting,
        },
        msgKey,
        fromUID: push.fromUID,
        channelID: push.channelID,
        channelType: push.channelType,
        expire: push.expire ?? 0,
        clientMsgNo,
        messageID: push.messageID,
        messageSeq: push.messageSeq,
        timestamp,
        ...(push.topic === undefined ? {} : { topic: push.topic }),
        ...push.stream,
        payload,
      })
    },
    encode,
    get cipher() {
      return cipher
    },
    get serverVersion() {
      return negotiated
    },
  }
}
