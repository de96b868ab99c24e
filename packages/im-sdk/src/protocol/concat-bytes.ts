/** The byte arrays (or views) joined into one new array, in order. */
export function concatBytes(parts: readonly ArrayBufferView[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  let at = 0
  for (const p of parts) {
    out.set(new Uint8Array(p.buffer, p.byteOffset, p.byteLength), at)
    at += p.byteLength
  }
  return out
}
