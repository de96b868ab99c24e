import type { MailMessage } from './mailer'

/** Anything that hands messages over: the mailer, the SMS sender. */
interface Sender<M> {
  send(message: M): Promise<void>
}

/** A sender that knows which deliveries are still in flight (server README "Mail", "SMS"). */
export interface Tracked<M> extends Sender<M> {
  /**
   * Resolves once every message handed over so far has been delivered or has failed (never
   * rejects). Graceful shutdown awaits it before closing the database: the development mailer
   * writes each message there, and an SMTP hand-over cut short would lose a reset code.
   */
  settled(): Promise<void>
}

export type TrackedMailer = Tracked<MailMessage>

/** Wraps `mailer` (or the SMS sender) so the server can wait for what it has sent to leave. */
export function trackDeliveries<M = MailMessage>(mailer: Sender<M>): Tracked<M> {
  const inFlight = new Set<Promise<unknown>>()
  return {
    send(message: M) {
      const delivery = mailer.send(message)
      const done = delivery.then(
        () => {},
        () => {},
      )
      inFlight.add(done)
      void done.finally(() => inFlight.delete(done))
      return delivery
    },
    async settled() {
      // A message sent while waiting is waited for too.
      while (inFlight.size > 0) await Promise.all([...inFlight])
    },
  }
}
