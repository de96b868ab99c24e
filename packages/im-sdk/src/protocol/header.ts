import { HeaderBit, SettingBit } from './constants.js'
import type { HeaderFlags, SendSetting } from './types.js'

/** Named bits of a byte as booleans (one helper for both the header flags and the setting byte). */
function toByte(value: object | undefined, bits: Readonly<Record<string, number>>): number {
  let byte = 0
  for (const name in bits)
    if ((value as Record<string, unknown> | undefined)?.[name] === true) byte |= bits[name]!
  return byte
}

function fromByte(byte: number, bits: Readonly<Record<string, number>>): Record<string, boolean> {
  const value: Record<string, boolean> = {}
  for (const name in bits) value[name] = (byte & bits[name]!) !== 0
  return value
}

/** PROTOCOL.md "Framing": the flags dup, syncOnce, reddot, noPersist in the low 4 bits of byte 0. */
const FLAG_BITS = {
  dup: HeaderBit.dup,
  syncOnce: HeaderBit.syncOnce,
  reddot: HeaderBit.reddot,
  noPersist: HeaderBit.noPersist,
}

export const flagsToBits = (flags: HeaderFlags | undefined): number => toByte(flags, FLAG_BITS)
export const bitsToFlags = (byte0: number): HeaderFlags =>
  fromByte(byte0, FLAG_BITS) as unknown as HeaderFlags

/** PROTOCOL.md "Packet bodies": setting byte, bit 7 receipt, bit 3 topic, bit 2 stream. */
export const settingToByte = (setting: SendSetting | undefined): number => toByte(setting, SettingBit)
export const byteToSetting = (byte: number): SendSetting =>
  fromByte(byte, SettingBit) as unknown as SendSetting
