import type { Notification, NotificationTemplateKey } from '@crossmart/api-client'

/** The `templates` key of the notifications namespace for a server template key. */
export type TemplateName = NotificationTemplateKey extends `notification.${infer Name}` ? Name : never

export function templateName(key: NotificationTemplateKey): TemplateName {
  return key.slice('notification.'.length) as TemplateName
}

/**
 * The interpolation values of a notice: the server's params as they are, plus `amount` (the
 * `amountCents` param in the shopper's currency format, shop-spec §1 dollars).
 */
export function templateValues(
  params: Notification['params'],
  formatPrice: (cents: number) => string,
): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params }
  const cents = params['amountCents']
  if (typeof cents === 'number') values['amount'] = formatPrice(cents)
  return values
}

/** The operator's remark of an audit, when there is one (shown under the text). */
export function remarkOf(params: Notification['params']): string | undefined {
  const remark = params['remark']
  return typeof remark === 'string' && remark.trim() !== '' ? remark : undefined
}

/** Where a tap goes: the order (refunds show on their order), or the recharge or withdrawal record. */
export type NoticeLink =
  | { to: '/orderInfo/{-$id}'; params: { id: string } }
  | { to: '/topUpRecord' }
  | { to: '/depositRecord' }

export function noticeLink(target: Notification['target']): NoticeLink | undefined {
  if (!target) return undefined
  switch (target.type) {
    case 'order':
      return { to: '/orderInfo/{-$id}', params: { id: String(target.id) } }
    case 'refund':
      return target.orderId === null
        ? undefined
        : { to: '/orderInfo/{-$id}', params: { id: String(target.orderId) } }
    case 'recharge':
      return { to: '/topUpRecord' }
    case 'withdrawal':
      return { to: '/depositRecord' }
  }
}
