/**
 * The backup file's container (server README "Backup and restore"): a gzipped POSIX ustar archive,
 * so `tar -tzf backup.tar.gz` lists it and `tar -xzf` unpacks it without this program. Only what a
 * backup holds is supported: regular files, names up to 255 bytes (prefix + name), sizes below 8 GiB.
 */

const BLOCK = 512
const encoder = new TextEncoder()
const decoder = new TextDecoder()

export interface ArchiveEntry {
  /** Relative path with `/` separators. */
  name: string
  bytes: Uint8Array
}

export class ArchiveError extends Error {
  override readonly name = 'ArchiveError'
  readonly code = 'BACKUP_ARCHIVE_INVALID'
}

function writeText(block: Uint8Array, offset: number, length: number, text: string): void {
  const bytes = encoder.encode(text)
  if (bytes.length > length) throw new ArchiveError(`tar field too long: ${text}`)
  block.set(bytes, offset)
}

const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`

/** Splits a long name into ustar's prefix (155) and name (100) at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (encoder.encode(name).length <= 100) return { prefix: '', base: name }
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut)
    const base = name.slice(cut + 1)
    if (encoder.encode(prefix).length <= 155 && encoder.encode(base).length <= 100) return { prefix, base }
  }
  throw new ArchiveError(`name too long for the archive: ${name}`)
}

function header(entry: ArchiveEntry, mtimeSeconds: number): Uint8Array {
  const block = new Uint8Array(BLOCK)
  const { prefix, base } = splitName(entry.name)
  writeText(block, 0, 100, base)
  writeText(block, 100, 8, octal(0o644, 8))
  writeText(block, 108, 8, octal(0, 8))
  writeText(block, 116, 8, octal(0, 8))
  writeText(block, 124, 12, octal(entry.bytes.length, 12))
  writeText(block, 136, 12, octal(mtimeSeconds, 12))
  block.fill(0x20, 148, 156) // the checksum counts its own field as spaces
  block[156] = 0x30 // '0': a regular file
  writeText(block, 257, 6, 'ustar\0')
  writeText(block, 263, 2, '00')
  writeText(block, 345, 155, prefix)
  const sum = block.reduce((total, byte) => total + byte, 0)
  writeText(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `)
  return block
}

/** The archive's bytes (not yet compressed). */
export function packTar(entries: readonly ArchiveEntry[], mtimeSeconds: number): Uint8Array {
  const parts: Uint8Array[] = []
  for (const entry of entries) {
    parts.push(header(entry, mtimeSeconds), entry.bytes)
    const pad = (BLOCK - (entry.bytes.length % BLOCK)) % BLOCK
    if (pad > 0) parts.push(new Uint8Array(pad))
  }
  parts.push(new Uint8Array(BLOCK * 2))
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function readText(block: Uint8Array, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length)
  const end = field.indexOf(0)
  return decoder.decode(end === -1 ? field : field.subarray(0, end))
}

/** Every regular file of a ustar archive; refuses a damaged header or a name that leaves the folder. */
export function unpackTar(tar: Uint8Array): ArchiveEntry[] {
  const entries: ArchiveEntry[] = []
  let at = 0
  while (at + BLOCK <= tar.length) {
    const block = tar.subarray(at, at + BLOCK)
    if (block.every((byte) => byte === 0)) return entries
    const stored = Number.parseInt(readText(block, 148, 8).trim(), 8)
    const copy = block.slice()
    copy.fill(0x20, 148, 156)
    if (copy.reduce((total, byte) => total + byte, 0) !== stored)
      throw new ArchiveError('damaged archive: a header checksum does not match')
    const prefix = readText(block, 345, 155)
    const name = prefix ? `${prefix}/${readText(block, 0, 100)}` : readText(block, 0, 100)
    const size = Number.parseInt(readText(block, 124, 12).trim() || '0', 8)
    const type = String.fromCharCode(block[156] ?? 0)
    const start = at + BLOCK
    if (start + size > tar.length) throw new ArchiveError('damaged archive: a file is cut short')
    if (type === '0' || type === '\0') {
      if (name.startsWith('/') || name.split('/').includes('..'))
        throw new ArchiveError(`refusing a path outside the folder: ${name}`)
      entries.push({ name, bytes: tar.slice(start, start + size) })
    }
    at = start + Math.ceil(size / BLOCK) * BLOCK
  }
  throw new ArchiveError('damaged archive: no end marker')
}
