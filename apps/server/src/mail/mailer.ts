/** One plain-text message (password reset codes; server README "The shopper's own space"). */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/**
 * Where mail goes (server README "Mail"): SMTP (smtp-mailer.ts) or, by default, the development mailer
 * (dev-mailer.ts). Injected into the app services like the clock, so tests fake it in a few lines.
 */
export interface Mailer {
  /** Resolves once the message is handed over; rejects with a MailDeliveryError. */
  send(message: MailMessage): Promise<void>
}

/** The transport refused or could not take the message. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError'
  readonly code = 'MAIL_DELIVERY'
}
