/**
 * The AES-128 block functions of @noble/ciphers 2.4 (aes.js, MIT, (c) Paul Miller), the same
 * tables and round code, trimmed to what AES-128-CBC needs. The package's `unsafe` export is one
 * frozen object that also holds CTR, CMAC and SIV, so importing it put all of those (and their
 * validation helpers) in every app bundle: about 2 KB gzipped of code the SDK never runs.
 * Correctness is checked against node:crypto and the FIPS-197 vectors (aes-cbc.test.ts).
 */

/** AES-128: 10 rounds, 44 words of expanded key. */
const KEY_WORDS = 44

/** The AES field polynomial x^8 + x^4 + x^3 + x + 1. */
const mul2 = (n: number): number => (n << 1) ^ (0x11b & -(n >> 7))

function mul(a: number, b: number): number {
  let res = 0
  for (; b > 0; b >>= 1) {
    res ^= a & -(b & 1)
    a = mul2(a)
  }
  return res
}

const SBOX = /* @__PURE__ */ (() => {
  const t = new Uint8Array(256)
  for (let i = 0, x = 1; i < 256; i++, x ^= mul2(x)) t[i] = x
  const box = new Uint8Array(256)
  box[0] = 0x63
  for (let i = 0; i < 255; i++) {
    let x = t[255 - i]!
    x |= x << 8
    box[t[i]!] = (x ^ (x >> 4) ^ (x >> 5) ^ (x >> 6) ^ (x >> 7) ^ 0x63) & 0xff
  }
  return box
})()

const rotl8 = (n: number): number => (n << 8) | (n >>> 24)

interface Tables {
  /** Two S-box lookups in one: sbox2[i << 8 | j] = sbox[i] << 8 | sbox[j]. */
  readonly sbox2: Uint16Array
  readonly T: readonly [Uint32Array, Uint32Array, Uint32Array, Uint32Array]
  /** T0[i] ^ T1[j] and T2[i] ^ T3[j] for every byte pair: two lookups per column instead of four. */
  readonly T01: Uint32Array
  readonly T23: Uint32Array
}

function tables(sbox: Uint8Array, column: (s: number) => number): Tables {
  const T0 = new Uint32Array(256).map((_, j) => column(sbox[j]!))
  const T1 = T0.map(rotl8)
  const T2 = T1.map(rotl8)
  const T3 = T2.map(rotl8)
  const T01 = new Uint32Array(65536)
  const T23 = new Uint32Array(65536)
  const sbox2 = new Uint16Array(65536)
  for (let i = 0; i < 256; i++) {
    for (let j = 0; j < 256; j++) {
      const idx = i * 256 + j
      T01[idx] = T0[i]! ^ T1[j]!
      T23[idx] = T2[i]! ^ T3[j]!
      sbox2[idx] = (sbox[i]! << 8) | sbox[j]!
    }
  }
  return { sbox2, T: [T0, T1, T2, T3], T01, T23 }
}

const ENC = /* @__PURE__ */ tables(SBOX, (s) => (mul(s, 3) << 24) | (s << 16) | (s << 8) | mul(s, 2))
const DEC = /* @__PURE__ */ tables(
  /* @__PURE__ */ SBOX.map((_, j) => SBOX.indexOf(j)),
  (s) => (mul(s, 11) << 24) | (mul(s, 13) << 16) | (mul(s, 9) << 8) | mul(s, 14),
)

const apply0123 = (
  T01: Uint32Array,
  T23: Uint32Array,
  s0: number,
  s1: number,
  s2: number,
  s3: number,
): number =>
  T01[((s0 << 8) & 0xff00) | ((s1 >>> 8) & 0xff)]! ^ T23[((s2 >>> 8) & 0xff00) | ((s3 >>> 24) & 0xff)]!

const applySbox = (sbox2: Uint16Array, s0: number, s1: number, s2: number, s3: number): number =>
  sbox2[(s0 & 0xff) | (s1 & 0xff00)]! | (sbox2[((s2 >>> 16) & 0xff) | ((s3 >>> 16) & 0xff00)]! << 16)

/** The encryption key schedule of a 16-byte key given as four little-endian words. */
export function expandKey(k: readonly number[]): Uint32Array {
  const { sbox2 } = ENC
  const xk = new Uint32Array(KEY_WORDS)
  xk.set(k)
  for (let i = 4, rcon = 1; i < KEY_WORDS; i++) {
    let t = xk[i - 1]!
    if (i % 4 === 0) {
      const r = (t << 24) | (t >>> 8)
      t = applySbox(sbox2, r, r, r, r) ^ rcon
      rcon = mul2(rcon)
    }
    xk[i] = xk[i - 4]! ^ t
  }
  return xk
}

/** The equivalent inverse cipher's key schedule (FIPS-197 §5.3.5), from the encryption one. */
export function expandKeyDec(encKey: Uint32Array): Uint32Array {
  const xk = encKey.slice()
  const { sbox2 } = ENC
  const [T0, T1, T2, T3] = DEC.T
  for (let i = 0; i < KEY_WORDS; i += 4) {
    for (let j = 0; j < 4; j++) xk[i + j] = encKey[KEY_WORDS - i - 4 + j]!
  }
  for (let i = 4; i < KEY_WORDS - 4; i++) {
    const x = xk[i]!
    const w = applySbox(sbox2, x, x, x, x)
    xk[i] = T0[w & 0xff]! ^ T1[(w >>> 8) & 0xff]! ^ T2[(w >>> 16) & 0xff]! ^ T3[w >>> 24]!
  }
  return xk
}

/** Encrypts the block in `s` (four little-endian words) in place. */
export function encryptBlock(xk: Uint32Array, s: Int32Array | number[]): void {
  const { sbox2, T01, T23 } = ENC
  let k = 0
  let s0 = s[0]! ^ xk[k++]!
  let s1 = s[1]! ^ xk[k++]!
  let s2 = s[2]! ^ xk[k++]!
  let s3 = s[3]! ^ xk[k++]!
  for (let i = 0; i < 9; i++) {
    const t0 = xk[k++]! ^ apply0123(T01, T23, s0, s1, s2, s3)
    const t1 = xk[k++]! ^ apply0123(T01, T23, s1, s2, s3, s0)
    const t2 = xk[k++]! ^ apply0123(T01, T23, s2, s3, s0, s1)
    const t3 = xk[k++]! ^ apply0123(T01, T23, s3, s0, s1, s2)
    s0 = t0
    s1 = t1
    s2 = t2
    s3 = t3
  }
  s[0] = xk[k++]! ^ applySbox(sbox2, s0, s1, s2, s3)
  s[1] = xk[k++]! ^ applySbox(sbox2, s1, s2, s3, s0)
  s[2] = xk[k++]! ^ applySbox(sbox2, s2, s3, s0, s1)
  s[3] = xk[k++]! ^ applySbox(sbox2, s3, s0, s1, s2)
}

/** Decrypts the block in `s` in place with an expandKeyDec schedule. */
export function decryptBlock(xk: Uint32Array, s: Int32Array | number[]): void {
  const { sbox2, T01, T23 } = DEC
  let k = 0
  let s0 = s[0]! ^ xk[k++]!
  let s1 = s[1]! ^ xk[k++]!
  let s2 = s[2]! ^ xk[k++]!
  let s3 = s[3]! ^ xk[k++]!
  for (let i = 0; i < 9; i++) {
    const t0 = xk[k++]! ^ apply0123(T01, T23, s0, s3, s2, s1)
    const t1 = xk[k++]! ^ apply0123(T01, T23, s1, s0, s3, s2)
    const t2 = xk[k++]! ^ apply0123(T01, T23, s2, s1, s0, s3)
    const t3 = xk[k++]! ^ apply0123(T01, T23, s3, s2, s1, s0)
    s0 = t0
    s1 = t1
    s2 = t2
    s3 = t3
  }
  s[0] = xk[k++]! ^ applySbox(sbox2, s0, s3, s2, s1)
  s[1] = xk[k++]! ^ applySbox(sbox2, s1, s0, s3, s2)
  s[2] = xk[k++]! ^ applySbox(sbox2, s2, s1, s0, s3)
  s[3] = xk[k++]! ^ applySbox(sbox2, s3, s2, s1, s0)
}
