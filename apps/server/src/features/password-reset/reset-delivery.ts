import type { ResetCodeChannel } from '@crossmart/api-client'

/** Where a reset code goes. */
export interface ResetDelivery {
  channel: ResetCodeChannel
  /** The email address or the E.164 mobile. */
  to: string
}

interface Contact {
  email: string | null
  mobile: string | null
}

/**
 * Issue #46 "Account recovery": the code goes where the shopper can read it. A shopper who typed
 * their mobile gets it by SMS, one who typed their email by mail; by account name (or for the
 * payment code, typed nothing) the email when there is one, else the mobile: a phone-registered
 * shopper has only the mobile. No contact at all: nowhere.
 */
export function resetDelivery(user: Contact, typed?: string): ResetDelivery | undefined {
  const login = typed?.trim()
  if (user.mobile && login === user.mobile) return { channel: 'sms', to: user.mobile }
  if (user.email && login?.toLowerCase() === user.email.toLowerCase())
    return { channel: 'email', to: user.email }
  if (user.email) return { channel: 'email', to: user.email }
  if (user.mobile) return { channel: 'sms', to: user.mobile }
  return undefined
}

/**
 * Enough of the destination for its owner to recognise it, not enough to learn it from a borrowed
 * screen: "a•••@example.com", "+66•••••34".
 */
export function maskDestination(delivery: ResetDelivery): string {
  if (delivery.channel === 'email') {
    const at = delivery.to.lastIndexOf('@')
    return at <= 0 ? '•••' : `${delivery.to.slice(0, 1)}•••${delivery.to.slice(at)}`
  }
  const digits = delivery.to
  const keep = digits.startsWith('+') ? Math.min(3, digits.length - 2) : 0
  return `${digits.slice(0, keep)}${'•'.repeat(Math.max(0, digits.length - keep - 2))}${digits.slice(-2)}`
}
