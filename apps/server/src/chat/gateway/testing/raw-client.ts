import {
  type ConnackPacket,
  createFrameSplitter,
  createSessionCipher,
  decodePacket,
  deriveSessionKeys,
  encodePacket,
  generateKeyPair,
  type HeaderFlags,
  type Packet,
  PacketType,
  type RecvPacket,
  randomClientMsgNo,
  type SendackPacket,
  type SendPacket,
  type SessionCipher,
} from '@crossmart/im-sdk/protocol'
import WebSocket from 'ws'

/**
 * A protocol-level chat client for tests and the benchmark: the im-sdk codec and crypto over a `ws`
 * socket, with no runtime around it, so a test can send exactly the bytes it wants (tampered keys,
 * broken frames) and see every packet the gateway writes.
 */
export interface RawClient {
  readonly connack: ConnackPacket
  /** The version packets are coded with (serverVersion from the connack, 2 when absent). */
  readonly version: number
  readonly received: Packet[]
  send(options: RawSendOptions): { clientSeq: number; clientMsgNo: string }
  /** Resolves with the first received packet (past or future) matching `match`. */
  waitFor<T extends Packet>(match: (p: Packet) => p is T, timeoutMs?: number): Promise<T>
  waitForSendack(clientSeq: number, timeoutMs?: number): Promise<SendackPacket>
  /** Decrypts a receive after checking its msgKey (throws on mismatch). */
  open(recv: RecvPacket): unknown
  recvack(recv: RecvPacket): void
  write(packet: Packet): void
  writeBytes(bytes: Uint8Array): void
  readonly closed: Promise<{ code: number; reason: string }>
  readonly isOpen: boolean
  close(): void
}

export interface RawSendOptions {
  channelID: string
  channelType: number
  content: unknown
  clientMsgNo?: string
  header?: Partial<HeaderFlags>
  /** Corrupts the msgKey (the gateway must answer reason 8). */
  tamperMsgKey?: boolean
}

export interface RawConnectOptions {
  uid: string
  token: string
  version?: number
  deviceFlag?: number
  deviceID?: string
  timeoutMs?: number
}

const NO_FLAGS: HeaderFlags = { dup: false, syncOnce: false, reddot: true, noPersist: false }
const encoder = new TextEncoder()

type WaitFor = <T extends Packet>(match: (p: Packet) => p is T, timeoutMs?: number) => Promise<T>

/** Waits for the first packet, already received or still to come, that matches. */
function packetWaiter(received: readonly Packet[], waiters: Set<(p: Packet) => void>): WaitFor {
  return <T extends Packet>(match: (p: Packet) => p is T, timeoutMs = 5_000): Promise<T> => {
    const found = received.find(match)
    if (found) return Promise.resolve(found)
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        reject(new Error(`no matching packet within ${timeoutMs} ms`))
      }, timeoutMs)
      const waiter = (p: Packet) => {
        if (!match(p)) return
        clearTimeout(timer)
        waiters.delete(waiter)
        resolve(p)
      }
      waiters.add(waiter)
    })
  }
}

/** A send of `o.content`, encrypted and signed (or mis-signed, with `tamperMsgKey`). */
function sendPacket(
  cipher: SessionCipher,
  clientSeq: number,
  clientMsgNo: string,
  o: RawSendOptions,
): SendPacket {
  const payload = cipher.encrypt(encoder.encode(JSON.stringify(o.content)))
  let msgKey = cipher.sendMsgKey({
    clientSeq,
    clientMsgNo,
    channelID: o.channelID,
    channelType: o.channelType,
    payload,
  })
  if (o.tamperMsgKey) msgKey = (msgKey[0] === '0' ? '1' : '0') + msgKey.slice(1)
  return {
    type: PacketType.Send,
    header: { ...NO_FLAGS, ...o.header },
    setting: { receipt: false, topic: false, stream: false },
    clientSeq,
    clientMsgNo,
    channelID: o.channelID,
    channelType: o.channelType,
    expire: 0,
    msgKey,
    payload,
  }
}

/** Decrypts a receive after checking its msgKey (throws on mismatch). */
function openRecv(cipher: SessionCipher, recv: RecvPacket): unknown {
  const expected = cipher.recvMsgKey({
    messageID: recv.messageID,
    messageSeq: recv.messageSeq,
    clientMsgNo: recv.clientMsgNo,
    timestamp: recv.timestamp,
    fromUID: recv.fromUID,
    channelID: recv.channelID,
    channelType: recv.channelType,
    payload: recv.payload,
  })
  if (expected !== recv.msgKey) throw new Error('receive msgKey mismatch')
  return JSON.parse(new TextDecoder().decode(cipher.decrypt(recv.payload)))
}

export async function connectRaw(wsUrl: string, options: RawConnectOptions): Promise<RawClient> {
  const socket = new WebSocket(wsUrl)
  socket.binaryType = 'nodebuffer'
  const splitter = createFrameSplitter()
  const received: Packet[] = []
  const waiters = new Set<(p: Packet) => void>()
  let version = 4
  let cipher: SessionCipher | undefined
  let clientSeq = 0
  let open = false
  const keyPair = generateKeyPair()

  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      open = false
      resolve({ code, reason: reason.toString() })
    })
  })
  socket.on('error', () => {})
  socket.on('message', (data: Buffer) => {
    for (const frame of splitter.push(new Uint8Array(data))) {
      const packet = decodePacket(frame, { serverVersion: version })
      received.push(packet)
      for (const waiter of [...waiters]) waiter(packet)
    }
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  open = true

  const write = (packet: Packet) => socket.send(encodePacket(packet, { serverVersion: version }))
  const waitFor = packetWaiter(received, waiters)

  write({
    type: PacketType.Connect,
    version: options.version ?? 4,
    deviceFlag: options.deviceFlag ?? 1,
    deviceID: options.deviceID ?? `raw-${options.uid}-W`,
    uid: options.uid,
    token: options.token,
    clientTimestamp: Date.now(),
    clientKey: keyPair.publicKeyBase64,
  })
  const connack = await waitFor(
    (p): p is ConnackPacket => p.type === PacketType.Connack,
    options.timeoutMs ?? 5_000,
  )
  version = connack.serverVersion ?? 2
  if (connack.reasonCode === 1) {
    cipher = createSessionCipher(deriveSessionKeys(keyPair.privateKey, connack.serverKey, connack.salt))
  }

  return {
    connack,
    get version() {
      return version
    },
    received,
    send(o) {
      if (!cipher) throw new Error('not connected')
      clientSeq += 1
      const clientMsgNo = o.clientMsgNo ?? randomClientMsgNo()
      write(sendPacket(cipher, clientSeq, clientMsgNo, o))
      return { clientSeq, clientMsgNo }
    },
    waitFor,
    waitForSendack: (seq, timeoutMs) =>
      waitFor((p): p is SendackPacket => p.type === PacketType.Sendack && p.clientSeq === seq, timeoutMs),
    open(recv) {
      if (!cipher) throw new Error('not connected')
      return openRecv(cipher, recv)
    },
    recvack(recv) {
      write({
        type: PacketType.Recvack,
        header: recv.header,
        messageID: recv.messageID,
        messageSeq: recv.messageSeq,
      })
    },
    write,
    writeBytes: (bytes) => socket.send(bytes),
    closed,
    get isOpen() {
      return open
    },
    close: () => socket.close(),
  }
}

export const isRecv = (p: Packet): p is RecvPacket => p.type === PacketType.Recv
