import { HeaderBit, SettingBit } from './constants'
import type { HeaderFlags, SendSetting } from './types'

/** PROTOCOL.md "Framing": flags in the low 4 bits of byte 0. */
export function flagsToBits(flags: HeaderFlags | undefined): number {
  if (flags === undefined) return 0
  return (
    (flags.dup ? HeaderBit.dup : 0) |
    (flags.syncOnce ? HeaderBit.syncOnce : 0) |
    (flags.reddot ? HeaderBit.reddot : 0) |
    (flags.noPersist ? HeaderBit.noPersist : 0)
  )
}

export function bitsToFlags(byte0: number): HeaderFlags {
  return {
    dup: (byte0 & HeaderBit.dup) !== 0,
    syncOnce: (byte0 & HeaderBit.syncOnce) !== 0,
    reddot: (byte0 & HeaderBit.reddot) !== 0,
    noPersist: (byte0 & HeaderBit.noPersist) !== 0,
  }
}

/** PROTOCOL.md "Packet bodies": setting byte, bit 7 receipt, bit 3 topic, bit 2 stream. */
export function settingToByte(setting: SendSetting): number {
  return (
    (setting.receipt ? SettingBit.receipt : 0) |
    (setting.topic ? SettingBit.topic : 0) |
    (setting.stream ? SettingBit.stream : 0)
  )
}

export function byteToSetting(byte: number): SendSetting {
  return {
    receipt: (byte & SettingBit.receipt) !== 0,
    topic: (byte & SettingBit.topic) !== 0,
    stream: (byte & SettingBit.stream) !== 0,
  }
}
