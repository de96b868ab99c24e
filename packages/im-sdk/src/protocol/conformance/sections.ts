import { encodeBase64 } from '../../crypto/base64.js'
import {
  aesIVFromSalt,
  aesKeyFromSharedSecret,
  computeSharedSecret,
  keyPairFromPrivateKey,
  type SessionKeys,
} from '../../crypto/key-exchange.js'
import { md5Hex } from '../../crypto/md5.js'
import { createSessionCipher } from '../../crypto/session-cipher.js'
import { HeaderBit, PacketType } from '../constants.js'
import { decodePacket, readFrameHeader } from '../decode.js'
import { encodePacket } from '../encode.js'
import { ProtocolError } from '../errors.js'
import { createFrameSplitter } from '../frame-splitter.js'
import type { CodecOptions, Packet } from '../types.js'
import { decodeUtf8, encodeUtf8 } from '../utf8.js'
import { decodeVarint, encodeVarint } from '../varint.js'
import { packetFromFields, packetTypeOfCase } from './fields-to-packet.js'
import {
  asObject,
  bytesToHex,
  compareHex,
  compareValue,
  isObject,
  type JsonObject,
  MalformedCaseError,
  type Mismatch,
  num,
  str,
} from './values.js'

/** One check of a vectors file; it fails when `run` reports a mismatch or throws. */
export interface ConformanceCase {
  section: string
  name: string
  run(): Mismatch[]
}

/** chat-spec §9: the protocol version the vectors assume when a case names none. */
const DEFAULT_SERVER_VERSION = 4

/** A case's serverVersion and (beyond PROTOCOL.md) recvStreamLayout: 0 = 2023-2024, 1 = 2025. */
function codecOptionsOf(c: JsonObject): CodecOptions {
  return {
    serverVersion: num(c, 'serverVersion', DEFAULT_SERVER_VERSION),
    recvStreamLayout: num(c, 'recvStreamLayout', 0),
  }
}

function caseName(testCase: unknown, index: number): string {
  const name = asObject(testCase)['name']
  return typeof name === 'string' ? name : `#${index}`
}

/** A case that expects a failure names it `error` (a ProtocolError code or any truthy value). */
function expectsError(testCase: JsonObject): boolean {
  return testCase['error'] !== undefined && testCase['error'] !== null && testCase['error'] !== false
}

function checkThrows(testCase: JsonObject, action: () => void, out: Mismatch[]): void {
  try {
    action()
    out.push({ field: 'error', expected: testCase['error'], actual: 'no error' })
  } catch (error) {
    const expected = testCase['error']
    const code = error instanceof ProtocolError ? error.code : String(error)
    if (typeof expected === 'string' && /^[A-Z_]+$/.test(expected) && expected !== code) {
      out.push({ field: 'error', expected, actual: code })
    }
  }
}

export function varintCases(list: unknown[]): ConformanceCase[] {
  return list.map((raw, i) => ({
    section: 'varint',
    name: caseName(raw, i) === `#${i}` ? `value ${String(asObject(raw)['value'])}` : caseName(raw, i),
    run() {
      const c = asObject(raw)
      const out: Mismatch[] = []
      const hex = str(c, 'hex').toLowerCase()
      if (expectsError(c)) {
        checkThrows(c, () => decodeVarint(hexBytes(hex)) ?? throwTruncated(), out)
        return out
      }
      const value = num(c, 'value', Number.NaN)
      compareHex('hex', hex, bytesToHex(encodeVarint(value)), out)
      const decoded = decodeVarint(hexBytes(hex))
      compareValue('decoded', value, decoded?.value, out)
      compareValue('decodedLength', hex.length / 2, decoded?.length, out)
      return out
    },
  }))
}

function throwTruncated(): never {
  throw new ProtocolError('TRUNCATED', 'varint incomplete')
}

function hexBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex))
    throw new MalformedCaseError('hex is not a hex string')
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

/** The session keys a file's packets use: the crypto section's, derived from its keys if absent. */
export function sessionKeysOf(crypto: JsonObject): SessionKeys | undefined {
  const aesKey = crypto['aesKey']
  const aesIV = crypto['aesIV']
  if (typeof aesKey === 'string' && typeof aesIV === 'string') return { aesKey, aesIV }
  const priv = crypto['clientPrivateKeyHex']
  const peer = crypto['serverPublicKeyBase64']
  if (typeof priv !== 'string' || typeof peer !== 'string') return undefined
  const shared = computeSharedSecret(hexBytes(priv), peer)
  return { aesKey: aesKeyFromSharedSecret(shared), aesIV: aesIVFromSalt(str(crypto, 'salt')) }
}

export function cryptoCases(crypto: JsonObject): ConformanceCase[] {
  const cases: ConformanceCase[] = []
  const add = (name: string, run: () => Mismatch[]) => cases.push({ section: 'crypto', name, run })
  for (const side of ['client', 'server'] as const) {
    const priv = crypto[`${side}PrivateKeyHex`]
    const pub = crypto[`${side}PublicKeyBase64`]
    if (priv === undefined || pub === undefined) continue
    add(`${side} key pair`, () => {
      const out: Mismatch[] = []
      compareValue(
        `${side}PublicKeyBase64`,
        pub,
        keyPairFromPrivateKey(hexBytes(String(priv))).publicKeyBase64,
        out,
      )
      return out
    })
  }
  const clientPriv = crypto['clientPrivateKeyHex']
  const serverPub = crypto['serverPublicKeyBase64']
  if (typeof clientPriv === 'string' && typeof serverPub === 'string') {
    add('shared secret and session keys', () => {
      const out: Mismatch[] = []
      const shared = computeSharedSecret(hexBytes(clientPriv), serverPub)
      const sharedBase64 = encodeBase64(shared)
      if (crypto['sharedSecretBase64'] !== undefined) {
        compareValue('sharedSecretBase64', crypto['sharedSecretBase64'], sharedBase64, out)
      }
      // Both ends must agree: X25519(serverPrivate, clientPublic) is the same secret.
      const serverPriv = crypto['serverPrivateKeyHex']
      const clientPub = crypto['clientPublicKeyBase64']
      if (typeof serverPriv === 'string' && typeof clientPub === 'string') {
        compareValue(
          'sharedSecretBase64 (server side)',
          sharedBase64,
          encodeBase64(computeSharedSecret(hexBytes(serverPriv), clientPub)),
          out,
        )
      }
      if (crypto['md5OfSharedSecretBase64'] !== undefined) {
        compareValue(
          'md5OfSharedSecretBase64',
          crypto['md5OfSharedSecretBase64'],
          md5Hex(encodeUtf8(sharedBase64)),
          out,
        )
      }
      if (crypto['aesKey'] !== undefined)
        compareValue('aesKey', crypto['aesKey'], aesKeyFromSharedSecret(shared), out)
      if (crypto['aesIV'] !== undefined)
        compareValue('aesIV', crypto['aesIV'], aesIVFromSalt(str(crypto, 'salt')), out)
      return out
    })
  } else if (typeof crypto['salt'] === 'string' && typeof crypto['aesIV'] === 'string') {
    add('aesIV from salt', () => {
      const out: Mismatch[] = []
      compareValue('aesIV', crypto['aesIV'], aesIVFromSalt(str(crypto, 'salt')), out)
      return out
    })
  }
  const aesCases = Array.isArray(crypto['aesCases']) ? crypto['aesCases'] : []
  aesCases.forEach((raw, i) => {
    add(`aes #${i}`, () => {
      const c = asObject(raw)
      const keys = sessionKeysOf(crypto)
      if (keys === undefined) throw new MalformedCaseError('the crypto section gives no aesKey/aesIV')
      const cipher = createSessionCipher(keys)
      const out: Mismatch[] = []
      const plain = str(c, 'plain')
      const wire = cipher.encrypt(encodeUtf8(plain))
      if (c['cipherBase64'] !== undefined)
        compareValue('cipherBase64', c['cipherBase64'], decodeUtf8(wire), out)
      if (c['md5OfCipherBase64'] !== undefined)
        compareValue('md5OfCipherBase64', c['md5OfCipherBase64'], md5Hex(wire), out)
      const given = typeof c['cipherBase64'] === 'string' ? encodeUtf8(c['cipherBase64']) : wire
      compareValue('decrypted', plain, decodeUtf8(cipher.decrypt(given)), out)
      return out
    })
  })
  return cases
}

function keysFor(testCase: JsonObject, fileKeys: SessionKeys | undefined): SessionKeys {
  const aesKey = testCase['aesKey']
  const aesIV = testCase['aesIV']
  if (typeof aesKey === 'string' && typeof aesIV === 'string') return { aesKey, aesIV }
  if (fileKeys === undefined)
    throw new MalformedCaseError('no aesKey/aesIV in the case or the crypto section')
  return fileKeys
}

export function clientPacketCases(
  list: unknown[],
  fileKeys: () => SessionKeys | undefined,
): ConformanceCase[] {
  return list.map((raw, i) => ({
    section: 'clientPackets',
    name: caseName(raw, i),
    run() {
      const c = asObject(raw)
      const fields = asObject(c['fields'])
      const cipher = createSessionCipher(keysFor(c, fileKeys()))
      const codec = codecOptionsOf(c)
      const out: Mismatch[] = []
      const encode = () => {
        const type = packetTypeOfCase(c, fields)
        const frame = encodePacket(packetFromFields(type, fields, cipher), codec)
        return withReferenceFlags(frame, type, fields)
      }
      if (expectsError(c)) {
        checkThrows(c, encode, out)
        return out
      }
      compareHex('hex', str(c, 'hex'), bytesToHex(encode()), out)
      return out
    },
  }))
}

/**
 * The reference client writes a packet's header flags on every type (its encodeFramer), while
 * our connect, disconnect, subscribe and subscribe-ack carry none. A case that sets flags on one
 * of those gets them in byte 0 here, as the reference would write them.
 */
function withReferenceFlags(frame: Uint8Array, type: number, fields: JsonObject): Uint8Array {
  if (
    ![PacketType.Connect, PacketType.Disconnect, PacketType.Subscribe, PacketType.Suback].includes(type as 1)
  ) {
    return frame
  }
  const h = isObject(fields['header']) ? fields['header'] : {}
  const bits =
    (h['dup'] === true ? HeaderBit.dup : 0) |
    (h['syncOnce'] === true ? HeaderBit.syncOnce : 0) |
    (h['reddot'] === true ? HeaderBit.reddot : 0) |
    (h['noPersist'] === true ? HeaderBit.noPersist : 0)
  frame[0]! |= bits
  return frame
}

/** Values of `decoded` keys that are not plain packet fields. */
function decodedField(key: string, packet: Packet, frame: Uint8Array): unknown {
  const header = readFrameHeader(frame)
  const byte0 = frame[0]!
  const p = packet as unknown as Record<string, unknown>
  switch (key) {
    case 'packetType':
      return packet.type
    // The vectors give the RAW header bits (on a connect-ack bit 0 is "serverVersion present").
    case 'dup':
      return (byte0 & HeaderBit.dup) !== 0
    case 'syncOnce':
      return (byte0 & HeaderBit.syncOnce) !== 0
    case 'reddot':
      return (byte0 & HeaderBit.reddot) !== 0
    case 'noPersist':
      return (byte0 & HeaderBit.noPersist) !== 0
    case 'remainingLength':
      return header.remainingLength
    case 'setting': {
      if (typeof p['setting'] === 'number') return p['setting']
      const s = asObject(p['setting'])
      return {
        receiptEnabled: s['receipt'],
        receipt: s['receipt'],
        topic: s['topic'],
        streamOn: s['stream'],
        stream: s['stream'],
        byte: frame[header.headerLength],
      }
    }
    case 'payload': {
      const payload = p['payload']
      if (!(payload instanceof Uint8Array)) return undefined
      return { hex: bytesToHex(payload), utf8: decodeUtf8(payload) }
    }
    default:
      return p[key]
  }
}

export function serverPacketCases(
  list: unknown[],
  fileKeys: () => SessionKeys | undefined,
): ConformanceCase[] {
  return list.map((raw, i) => ({
    section: 'serverPackets',
    name: caseName(raw, i),
    run() {
      const c = asObject(raw)
      const frame = hexBytes(str(c, 'hex'))
      const codec = codecOptionsOf(c)
      const out: Mismatch[] = []
      if (expectsError(c)) {
        checkThrows(c, () => decodePacket(frame, codec), out)
        return out
      }
      const packet = decodePacket(frame, codec)
      const decoded = asObject(c['decoded'])
      for (const key of Object.keys(decoded)) {
        const expected = decoded[key]
        const actual = decodedField(key, packet, frame)
        // Documented quirk: the reference client's PongPacket never sets its packet type, so its
        // vectors decode the one-byte pong frame 0x80 as packetType 0. Our decoder reports 8 (the
        // type in the frame's high nibble); on a one-byte ping/pong frame a reference 0 is accepted.
        if (
          key === 'packetType' &&
          expected === 0 &&
          frame.length === 1 &&
          (packet.type === PacketType.Ping || packet.type === PacketType.Pong)
        ) {
          continue
        }
        compareValue(key, expected, actual, out)
      }
      checkIntegrity(c, packet, fileKeys, out)
      return out
    },
  }))
}

/** msgKeyValid and decryptedPayloadUtf8 of receive (and send) packets, with the file's keys. */
function checkIntegrity(
  c: JsonObject,
  packet: Packet,
  fileKeys: () => SessionKeys | undefined,
  out: Mismatch[],
): void {
  const wantsKey = c['msgKeyValid'] !== undefined && c['msgKeyValid'] !== null
  const wantsPlain = typeof c['decryptedPayloadUtf8'] === 'string'
  if (!wantsKey && !wantsPlain) return
  if (packet.type !== PacketType.Recv && packet.type !== PacketType.Send) {
    out.push({
      field: 'msgKeyValid',
      expected: 'a receive or send packet',
      actual: `packet type ${packet.type}`,
    })
    return
  }
  const cipher = createSessionCipher(keysFor(c, fileKeys()))
  if (wantsKey) {
    const computed = packet.type === PacketType.Recv ? cipher.recvMsgKey(packet) : cipher.sendMsgKey(packet)
    compareValue('msgKeyValid', c['msgKeyValid'], computed === packet.msgKey, out)
  }
  if (wantsPlain) {
    let plain: string
    try {
      plain = decodeUtf8(cipher.decrypt(packet.payload))
    } catch (error) {
      plain = `(${String(error)})`
    }
    compareValue('decryptedPayloadUtf8', c['decryptedPayloadUtf8'], plain, out)
  }
}

export function streamCases(list: unknown[]): ConformanceCase[] {
  return list.map((raw, i) => ({
    section: 'streams',
    name: caseName(raw, i),
    run() {
      const c = asObject(raw)
      const chunks = Array.isArray(c['chunksHex']) ? c['chunksHex'] : []
      const options = typeof c['maxFrameSize'] === 'number' ? { maxFrameSize: c['maxFrameSize'] } : {}
      const splitter = createFrameSplitter(options)
      const feed = () => chunks.flatMap((chunk) => splitter.push(hexBytes(String(chunk)))).map(bytesToHex)
      const out: Mismatch[] = []
      if (expectsError(c)) {
        checkThrows(c, feed, out)
        return out
      }
      const expected = Array.isArray(c['packetsHex'])
        ? c['packetsHex'].map((h) => String(h).toLowerCase())
        : []
      compareValue('packetsHex', expected, feed(), out)
      if (isObject(c) && c['buffered'] !== undefined)
        compareValue('buffered', c['buffered'], splitter.buffered, out)
      return out
    },
  }))
}
