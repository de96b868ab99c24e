import { type Packet, PacketType } from '@crossmart/im-sdk/protocol'
import type { LoadClient } from './load-client'

/**
 * Open-loop load (README "Benchmark"): sends leave on a fixed schedule, rate R messages/s, whatever
 * the server answers, and every latency is measured from the send's SCHEDULED time, so a server
 * (or a generator) that falls behind shows it as latency instead of quietly sending less.
 */
export interface Lane {
  sender: LoadClient
  channelID: string
  channelType: number
}

export interface StepResult {
  offered: number
  sent: number
  acked: number
  received: number
  refused: number
  /** Messages acked per second, from the first scheduled send to the last ack. */
  ackedPerSecond: number
  ack: Percentiles
  receive: Percentiles
  /** send->ack p99 of the messages scheduled in each second of the step, to show where a tail sits. */
  ackP99PerSecond: number[]
}

export interface Percentiles {
  p50: number
  p99: number
  max: number
}

function percentiles(values: Float64Array, count: number): Percentiles {
  if (count === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN }
  const sorted = values.slice(0, count).sort()
  const at = (p: number) => sorted[Math.min(count - 1, Math.floor(p * count))]!
  return { p50: at(0.5), p99: at(0.99), max: sorted[count - 1]! }
}

/** The p99 of each second's messages (message n is scheduled at n / rate s); unacked ones are left out. */
function perSecondP99(byMessage: Float64Array, rate: number): number[] {
  const out: number[] = []
  for (let from = 0; from < byMessage.length; from += rate) {
    const second = byMessage.slice(from, from + rate).filter((v) => !Number.isNaN(v))
    out.push(percentiles(second, second.length).p99)
  }
  return out
}

/** Routes the generator's incoming packets (acks to senders, receives to receivers) to the running step. */
export interface PacketRouter {
  onPacket(client: () => LoadClient): (packet: Packet) => void
  /** `onClockStart` is called once every send is prepared, just before the first scheduled send. */
  run(
    lanes: readonly Lane[],
    rate: number,
    seconds: number,
    settleMs: number,
    onClockStart?: () => void,
  ): Promise<StepResult>
}

export function createPacketRouter(): PacketRouter {
  // State of the running step; message number n is sent as clientMsgNo `<step>.<n>`.
  let step = 0
  let scheduled = new Float64Array(0)
  let ackLatency = new Float64Array(0)
  /** send->ack latency by message number (NaN: not acked), for the per-second figures. */
  let ackByMessage = new Float64Array(0)
  let recvLatency = new Float64Array(0)
  let acked = 0
  let received = 0
  let refused = 0
  let expected = 0
  let lastAckAt = 0
  /** Per sender: message number of each clientSeq of this step. */
  const seqToMessage = new Map<LoadClient, Map<number, number>>()
  let done: (() => void) | undefined

  const checkDone = () => {
    if (done && acked + refused >= expected && received >= expected - refused) done()
  }

  return {
    onPacket(client) {
      return (packet) => {
        const now = performance.now()
        if (packet.type === PacketType.Sendack) {
          const n = seqToMessage.get(client())?.get(packet.clientSeq)
          if (n === undefined) return
          seqToMessage.get(client())!.delete(packet.clientSeq)
          if (packet.reasonCode !== 1) refused += 1
          else {
            ackLatency[acked++] = now - scheduled[n]!
            ackByMessage[n] = now - scheduled[n]!
          }
          lastAckAt = now
          checkDone()
        } else if (packet.type === PacketType.Recv) {
          client().recvack(packet.messageID, packet.messageSeq)
          const dot = packet.clientMsgNo.indexOf('.')
          if (dot < 0 || Number(packet.clientMsgNo.slice(0, dot)) !== step) return
          const n = Number(packet.clientMsgNo.slice(dot + 1))
          recvLatency[received++] = now - scheduled[n]!
          checkDone()
        }
      }
    },
    async run(lanes, rate, seconds, settleMs, onClockStart) {
      step += 1
      expected = Math.round(rate * seconds)
      scheduled = new Float64Array(expected)
      ackLatency = new Float64Array(expected)
      ackByMessage = new Float64Array(expected).fill(Number.NaN)
      recvLatency = new Float64Array(expected)
      acked = 0
      received = 0
      refused = 0
      for (const lane of lanes) seqToMessage.set(lane.sender, new Map())
      // Every send is encrypted and encoded before the clock starts: the generator runs on the same
      // cores as the server, and what it spends during the step is taken from the server.
      const prepared = Array.from({ length: expected }, (_, n) => {
        const lane = lanes[n % lanes.length]!
        return lane.sender.prepareSend(lane.channelID, lane.channelType, `${step}.${n}`, `m${n}`)
      })
      onClockStart?.()
      const intervalMs = 1000 / rate
      const start = performance.now() + 5
      let sent = 0
      await new Promise<void>((resolve) => {
        const tick = () => {
          const now = performance.now()
          while (sent < expected && start + sent * intervalMs <= now) {
            const lane = lanes[sent % lanes.length]!
            scheduled[sent] = start + sent * intervalMs
            const send = prepared[sent]!
            lane.sender.sendPrepared(send)
            seqToMessage.get(lane.sender)!.set(send.clientSeq, sent)
            sent += 1
          }
          if (sent < expected) setTimeout(tick, 1)
          else resolve()
        }
        tick()
      })
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, settleMs)
        done = () => {
          clearTimeout(timer)
          resolve()
        }
        checkDone()
      })
      done = undefined
      return {
        offered: rate,
        sent,
        acked,
        received,
        refused,
        ackedPerSecond: Math.round(acked / (Math.max(1, lastAckAt - start) / 1000)),
        ack: percentiles(ackLatency, acked),
        receive: percentiles(recvLatency, received),
        ackP99PerSecond: perSecondP99(ackByMessage, rate),
      }
    },
  }
}
