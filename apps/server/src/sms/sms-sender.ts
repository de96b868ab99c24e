/** One text message (reset codes for a phone-registered shopper; server README "SMS"). */
export interface SmsMessage {
  /** E.164, as the account stores it ("+66812345678"). */
  to: string
  text: string
}

/**
 * Where text messages go (server README "SMS"), beside the mailer: an HTTP provider
 * (http-sms-sender.ts) or, by default, the development outbox (dev-sms-sender.ts). Injected into
 * the app services like the mailer, so tests fake it in a few lines.
 */
export interface SmsSender {
  /** Resolves once the provider took the message; rejects with an SmsDeliveryError. */
  send(message: SmsMessage): Promise<void>
}

/** The provider refused or could not take the message. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError'
  readonly code = 'SMS_DELIVERY'
}
