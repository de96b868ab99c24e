import SparkMD5 from 'spark-md5'

/** Lowercase hex MD5 of raw bytes (PROTOCOL.md "Key exchange and encryption" steps 3 and 6). */
export function md5Hex(bytes: Uint8Array): string {
  // spark-md5 copies its argument into a Uint8Array, so a Uint8Array view is accepted as is.
  return SparkMD5.ArrayBuffer.hash(bytes as unknown as ArrayBuffer)
}
