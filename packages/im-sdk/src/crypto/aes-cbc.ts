/**
 * AES-128-CBC with PKCS#7 padding (PROTOCOL.md step 5), with both key schedules expanded once per
 * session (the protocol fixes key and IV per connection). The block cipher is the classic
 * table-driven AES (FIPS-197 with the four round tables of the "T-table" form, as in SJCL), the
 * tables computed once from the field arithmetic instead of shipped as constants. It replaced
 * @noble/ciphers' AES module, which brought 2.6 KB of every app's gzipped bundle for the two
 * block functions used here (README "Size"). WebCrypto's AES-CBC was not an option: it is
 * asynchronous, and the msgKey of every send and receive (step 6) is an AES encryption computed
 * inside the synchronous encode and verify of that packet. The tests compare the output with
 * node:crypto.
 */

/** AES-128: 16-byte blocks (and 16-byte keys and IVs). */
export const AES_BLOCK_BYTES = 16
const BLOCK = AES_BLOCK_BYTES

export interface AesCbc {
  /**
   * Pads and encrypts `buffer[0, length)` in place; `buffer` must be exactly paddedLength(length)
   * bytes, so a caller can build its plain text straight into the cipher buffer.
   */
  encryptInPlace(buffer: Uint8Array, length: number): Uint8Array
  /**
   * Decrypts in place; returns the plain text as a view of `buffer`, or null when the input is
   * not whole blocks or its PKCS#7 padding is invalid.
   */
  decryptInPlace(buffer: Uint8Array): Uint8Array | null
}

/** PKCS#7 always adds 1 to 16 bytes. */
export function paddedLength(length: number): number {
  return length + BLOCK - (length % BLOCK)
}

/** One direction's round tables T0..T3 and its S-box (the inverse S-box for decryption). */
interface RoundTables {
  readonly t: readonly [Int32Array, Int32Array, Int32Array, Int32Array]
  readonly sbox: Uint8Array
}

const tables = (): RoundTables => ({
  t: [new Int32Array(256), new Int32Array(256), new Int32Array(256), new Int32Array(256)],
  sbox: new Uint8Array(256),
})

/**
 * The S-box and the round tables (FIPS-197 §5.1.1, §5.1.3, §5.3.3) from GF(2^8) arithmetic:
 * x walks the field's nonzero elements by multiplying by 3 while xInv walks them backwards, so
 * xInv is x's inverse at every step; the affine map of xInv is the S-box entry.
 */
function computeTables(): readonly [RoundTables, RoundTables] {
  const enc = tables()
  const dec = tables()
  const times2 = new Uint8Array(256)
  const times3Inverse = new Uint8Array(256)
  for (let i = 0; i < 256; i++) {
    times2[i] = (i << 1) ^ ((i >> 7) * 0x11b)
    times3Inverse[times2[i]! ^ i] = i
  }
  for (let n = 0, x = 0, xInv = 0; n < 256; n++) {
    let s = xInv ^ (xInv << 1) ^ (xInv << 2) ^ (xInv << 3) ^ (xInv << 4)
    s = (s >> 8) ^ (s & 255) ^ 0x63
    enc.sbox[x] = s
    dec.sbox[s] = x
    const x2 = times2[x]!
    const x4 = times2[x2]!
    const x8 = times2[x4]!
    // MixColumns (2, 1, 1, 3) of S(x) and InvMixColumns (14, 9, 13, 11) of x, as column words.
    let tEnc = (times2[s]! * 0x101) ^ (s * 0x1010100)
    let tDec = (x8 * 0x1010101) ^ (x4 * 0x10001) ^ (x2 * 0x101) ^ (x * 0x1010100)
    for (let i = 0; i < 4; i++) {
      tEnc = (tEnc << 24) ^ (tEnc >>> 8)
      tDec = (tDec << 24) ^ (tDec >>> 8)
      enc.t[i]![x] = tEnc
      dec.t[i]![s] = tDec
    }
    x ^= x2 || 1
    xInv = times3Inverse[xInv] || 1
  }
  return [enc, dec]
}

const TABLES = /* @__PURE__ */ computeTables()
/** AES-128: 44 round-key words, 9 full rounds between the first key addition and the last round. */
const KEY_WORDS = 44
const INNER_ROUNDS = 9

const subWord = (sbox: Uint8Array, w: number): number =>
  (sbox[w >>> 24]! << 24) ^ (sbox[(w >> 16) & 255]! << 16) ^ (sbox[(w >> 8) & 255]! << 8) ^ sbox[w & 255]!

/** FIPS-197 §5.2 key expansion, and the equivalent inverse cipher's key schedule (§5.3.5). */
function expandKey(key: Uint8Array): readonly [Int32Array, Int32Array] {
  const [enc, dec] = TABLES
  const encKey = new Int32Array(KEY_WORDS)
  for (let i = 0; i < 4; i++) encKey[i] = wordAt(key, i * 4)
  for (let i = 4, rcon = 1; i < KEY_WORDS; i++) {
    let w = encKey[i - 1]!
    if (i % 4 === 0) {
      w = subWord(enc.sbox, w)
      w = (w << 8) ^ (w >>> 24) ^ (rcon << 24)
      rcon = (rcon << 1) ^ ((rcon >> 7) * 0x11b)
    }
    encKey[i] = encKey[i - 4]! ^ w
  }
  // The decryption schedule is the encryption one in reverse round order, with InvMixColumns
  // applied to every round key but the first and the last.
  const decKey = new Int32Array(KEY_WORDS)
  for (let j = 0, i = KEY_WORDS; i > 0; j++, i--) {
    const w = encKey[j & 3 ? i : i - 4]!
    decKey[j] =
      i <= 4 || j < 4
        ? w
        : dec.t[0][enc.sbox[w >>> 24]!]! ^
          dec.t[1][enc.sbox[(w >> 16) & 255]!]! ^
          dec.t[2][enc.sbox[(w >> 8) & 255]!]! ^
          dec.t[3][enc.sbox[w & 255]!]!
  }
  return [encKey, decKey]
}

/**
 * One block through the cipher (decrypt: 1) into `out`. Decryption runs the same loop over the
 * inverse tables with the middle columns swapped, the form of the equivalent inverse cipher.
 */
function cryptBlock(key: Int32Array, decrypt: 0 | 1, input: Int32Array, out: Int32Array): void {
  const { t, sbox } = TABLES[decrypt]
  const [t0, t1, t2, t3] = t
  let a = input[0]! ^ key[0]!
  let b = input[decrypt ? 3 : 1]! ^ key[1]!
  let c = input[2]! ^ key[2]!
  let d = input[decrypt ? 1 : 3]! ^ key[3]!
  let k = 4
  for (let round = 0; round < INNER_ROUNDS; round++, k += 4) {
    const a2 = t0[a >>> 24]! ^ t1[(b >> 16) & 255]! ^ t2[(c >> 8) & 255]! ^ t3[d & 255]! ^ key[k]!
    const b2 = t0[b >>> 24]! ^ t1[(c >> 16) & 255]! ^ t2[(d >> 8) & 255]! ^ t3[a & 255]! ^ key[k + 1]!
    const c2 = t0[c >>> 24]! ^ t1[(d >> 16) & 255]! ^ t2[(a >> 8) & 255]! ^ t3[b & 255]! ^ key[k + 2]!
    d = t0[d >>> 24]! ^ t1[(a >> 16) & 255]! ^ t2[(b >> 8) & 255]! ^ t3[c & 255]! ^ key[k + 3]!
    a = a2
    b = b2
    c = c2
  }
  for (let i = 0; i < 4; i++) {
    out[decrypt ? 3 & -i : i] =
      (sbox[a >>> 24]! << 24) ^ (sbox[(b >> 16) & 255]! << 16) ^ (sbox[(c >> 8) & 255]! << 8) ^ sbox[d & 255]! ^ key[k++]!
    const first = a
    a = b
    b = c
    c = d
    d = first
  }
}

/** The big-endian word at `at`. */
function wordAt(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!
}

/** Reads the block at `at` into `into` as four big-endian words. */
function readBlock(bytes: Uint8Array, at: number, into: Int32Array): void {
  for (let i = 0; i < 4; i++) into[i] = wordAt(bytes, at + i * 4)
}

function writeBlock(bytes: Uint8Array, at: number, words: Int32Array): void {
  for (let i = 0; i < 16; i++) bytes[at + i] = words[i >> 2]! >>> (24 - (i & 3) * 8)
}

export function createAesCbc(key: Uint8Array, iv: Uint8Array): AesCbc {
  const [encKey, decKey] = expandKey(key)
  const ivWords = new Int32Array(4)
  readBlock(iv, 0, ivWords)
  // Scratch words, reused by every block of this session (no allocation per block).
  const state = new Int32Array(4)
  const block = new Int32Array(4)
  const previous = new Int32Array(4)

  return {
    encryptInPlace(buffer, length) {
      if (buffer.length !== paddedLength(length)) throw new RangeError('AES buffer is not the padded length')
      buffer.fill(buffer.length - length, length) // PKCS#7: every pad byte holds the pad length
      state.set(ivWords)
      for (let at = 0; at < buffer.length; at += BLOCK) {
        readBlock(buffer, at, block)
        for (let i = 0; i < 4; i++) block[i]! ^= state[i]!
        cryptBlock(encKey, 0, block, state)
        writeBlock(buffer, at, state)
      }
      return buffer
    },
    decryptInPlace(buffer) {
      const n = buffer.length
      if (n === 0 || n % BLOCK !== 0) return null
      previous.set(ivWords)
      for (let at = 0; at < n; at += BLOCK) {
        // Each block's cipher words are read before its plain words overwrite them.
        readBlock(buffer, at, block)
        cryptBlock(decKey, 1, block, state)
        for (let i = 0; i < 4; i++) state[i]! ^= previous[i]!
        writeBlock(buffer, at, state)
        previous.set(block)
      }
      const pad = buffer[n - 1]!
      if (pad < 1 || pad > BLOCK) return null
      for (let i = n - pad; i < n; i++) if (buffer[i] !== pad) return null
      return buffer.subarray(0, n - pad)
    },
  }
}
