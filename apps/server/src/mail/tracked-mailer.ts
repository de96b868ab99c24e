import type { Mailer, MailMessage } from './mailer'

/** A mailer that knows which deliveries are still in flight (server README "Mail"). */
export interface TrackedMailer extends Mailer {
  /**
   * Resolves once every message handed over so far has been delivered or has failed (never
   * rejects). Graceful shutdown awaits it before closing the database: the development mailer
   * writes each message there, and an SMTP hand-over cut short would lose a reset code.
   */
  settled(): Promise<void>
}

/** Wraps `mailer` so the server can wait for the mail it has sent to leave. */
export function trackDeliveries(mailer: Mailer): TrackedMailer {
  const inFlight = new Set<Promise<unknown>>()
  return {
    send(message: MailMessage) {
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
