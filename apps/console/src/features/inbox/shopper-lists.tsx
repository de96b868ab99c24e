import type {
  ConsoleOrder,
  ConsoleShopper,
  ShopperMoneyRecord,
  ShopperWallet as Wallet,
} from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OrderStatus } from '../../components/order-status'
import { RefundForm } from '../../components/refund-form'
import { ShipForm } from '../../components/ship-form'
import { Empty } from '../../components/states'
import { formatCents, formatDate, formatTime, LOCALE_OF } from '../../lib/format'

/** A titled list of the context panel: its count ("3 of 12") and "Show more" while some are not shown. */
function Section({
  title,
  shown,
  total,
  empty,
  onMore,
  children,
}: {
  title: string
  shown: number
  total: number
  empty: string
  onMore: (() => void) | null
  children: ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section className="context__section" aria-labelledby={id}>
      <h3 id={id}>
        {title} {total > 0 && <span className="muted small">({t('context.shownOf', { shown, total })})</span>}
      </h3>
      {total === 0 ? <Empty text={empty} /> : children}
      {onMore && shown < total && (
        <button type="button" className="link" onClick={onMore}>
          {t('context.showMore')}
        </button>
      )}
    </section>
  )
}

/** The conversations with this service, newest first, each opening the conversation in the inbox. */
export function ShopperConversations({
  shopper,
  onMore,
}: {
  shopper: ConsoleShopper
  onMore: (() => void) | null
}) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const { channelId, total, list } = shopper.conversations
  const platform = channelId.startsWith('platform_')
  return (
    <Section
      title={platform ? t('context.conversationsPlatform') : t('context.conversations')}
      shown={list.length}
      total={total}
      empty={t('context.noConversations')}
      onMore={onMore}
    >
      <ul className="context__list">
        {list.map((c) => (
          <li key={c.id}>
            <Link
              to="/inbox"
              search={{ conversation: channelId }}
              aria-label={t('context.openConversation', { date: formatTime(c.openedAt, locale) })}
            >
              {formatTime(c.openedAt, locale)}
            </Link>{' '}
            <span className={`pill pill--${c.state}`}>{t(`context.state_${c.state}`)}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The orders the viewer may see, each linking to the order view, with the next action inline. */
export function ShopperOrders({
  shopper,
  onMore,
  onChanged,
}: {
  shopper: ConsoleShopper
  onMore: (() => void) | null
  onChanged(): void
}) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [open, setOpen] = useState<number | null>(null)
  const everyShop = new Set(shopper.orders.map((o) => o.shopId)).size > 1
  const action = (order: ConsoleOrder) => {
    if (order.state === 'paid')
      return { label: t('orders.ship'), form: <ShipForm order={order} onShipped={onChanged} /> }
    if (
      order.state === 'after_sale' &&
      order.refundId !== null &&
      (order.refundStatus === 0 || order.refundStatus === 1)
    ) {
      return {
        label: t('orders.decideRefund'),
        form: <RefundForm refundId={order.refundId} onDecided={onChanged} />,
      }
    }
    return null
  }
  return (
    <Section
      title={everyShop ? t('context.ordersAll') : t('context.orders')}
      shown={shopper.orders.length}
      total={shopper.ordersTotal}
      empty={t('context.noOrders')}
      onMore={onMore}
    >
      <ul className="order-cards">
        {shopper.orders.map((order) => {
          const next = action(order)
          return (
            <li key={order.id} className="order-card">
              <div className="order-card__head">
                <Link
                  to="/orders/$orderId"
                  params={{ orderId: String(order.id) }}
                  aria-label={t('context.viewOrder', { sn: order.orderSn })}
                >
                  #{order.orderSn}
                </Link>
                <OrderStatus order={order} />
              </div>
              <p className="small">
                {formatDate(order.createdAt, locale)} · {formatCents(order.totalCents, locale)}
                {everyShop && ` · ${order.shopName}`}
              </p>
              <p className="small muted">
                {order.items.map((i) => `${i.productName} × ${i.quantity}`).join(', ')}
              </p>
              {order.logistics && (
                <p className="small muted">
                  {order.logistics.company} {order.logistics.trackingNo}
                </p>
              )}
              {next &&
                (open === order.id ? (
                  next.form
                ) : (
                  <button type="button" onClick={() => setOpen(order.id)}>
                    {next.label}
                  </button>
                ))}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

function MoneyList({ records }: { records: ShopperMoneyRecord[] }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (
    <ul className="context__list">
      {records.map((r) => (
        <li key={r.id}>
          <span>
            #{r.id} · {formatCents(r.amountCents, locale)} · {formatDate(r.createdAt, locale)}
          </span>{' '}
          <span className={`pill pill--audit-${r.status}`}>{t(`auditStatus.${r.status}`)}</span>
        </li>
      ))}
    </ul>
  )
}

/** The platform's service only: the shopper's top-ups, withdrawals and complaints, newest first. */
export function ShopperWallet({ wallet, onMore }: { wallet: Wallet; onMore: (() => void) | null }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const { topUps, withdrawals, complaints } = wallet
  return (
    <>
      <p className="muted small">{t('context.walletNote')}</p>
      <Section
        title={t('context.topUps')}
        shown={topUps.list.length}
        total={topUps.total}
        empty={t('context.noTopUps')}
        onMore={onMore}
      >
        <MoneyList records={topUps.list} />
      </Section>
      <Section
        title={t('context.withdrawals')}
        shown={withdrawals.list.length}
        total={withdrawals.total}
        empty={t('context.noWithdrawals')}
        onMore={onMore}
      >
        <MoneyList records={withdrawals.list} />
      </Section>
      <Section
        title={t('context.complaints')}
        shown={complaints.list.length}
        total={complaints.total}
        empty={t('context.noComplaints')}
        onMore={onMore}
      >
        <ul className="context__list">
          {complaints.list.map((c) => (
            <li key={c.id}>
              <span>
                #{c.id} ·{' '}
                {c.orderSn === null
                  ? t('context.complaintPlatform')
                  : t('context.complaintOrder', { sn: c.orderSn })}{' '}
                · {formatDate(c.createdAt, locale)}
              </span>{' '}
              <span className={`pill pill--${c.resolvedAt === null ? 'open' : 'resolved'}`}>
                {c.resolvedAt === null ? t('context.complaintOpen') : t('context.complaintResolved')}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
