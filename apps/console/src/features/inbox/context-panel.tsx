import {
  type ConsoleShopper,
  consoleShopper,
  SHOPPER_CONTEXT_LIMIT,
  SHOPPER_CONTEXT_LIMIT_MAX,
} from '@crossmart/api-client'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Failed, Loading } from '../../components/states'
import { countryName, languageName, localTimeIn, timeZoneOfCountry } from '../../lib/country-time-zone'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { ShopperConversations, ShopperOrders, ShopperWallet } from './shopper-lists'

const MINUTE_MS = 60_000

/** The time now, again every minute (the shopper's local time is read while the chat goes on). */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * Issue #44 "Who the shopper is": the conversation's shopper (name, masked account, language,
 * country, local time), their conversations and orders with this shop, each one click from its
 * view, and for the platform's service their top-ups, withdrawals and complaints with states.
 * Every list shows the newest few; "Show more" asks the server for more (it trims and counts).
 */
export function ContextPanel({ channelId }: { channelId: string }) {
  const { t } = useTranslation()
  const { api } = useServices()
  // "Show more" holds for the conversation it was asked in; the next one starts with short lists.
  const [moreFor, setMoreFor] = useState<string | null>(null)
  const limit = moreFor === channelId ? SHOPPER_CONTEXT_LIMIT_MAX : SHOPPER_CONTEXT_LIMIT
  const shopper = useRequest(() => api.call(consoleShopper, { channelId, limit }), `${channelId}:${limit}`)
  // The previous conversation's shopper stays in `data` while the next one loads: never show it.
  const data = shopper.data?.conversations.channelId === channelId ? shopper.data : undefined
  if (shopper.status === 'error' && !data) return <Failed error={shopper.error} onRetry={shopper.reload} />
  if (!data) return <Loading />
  const more = moreFor === channelId ? null : () => setMoreFor(channelId)
  return (
    <aside className="context" aria-label={t('context.title')} aria-busy={shopper.status === 'loading'}>
      <ShopperFacts shopper={data} />
      {shopper.status === 'error' && <Failed error={shopper.error} onRetry={shopper.reload} />}
      <ShopperConversations shopper={data} onMore={more} />
      <ShopperOrders shopper={data} onMore={more} onChanged={shopper.reload} />
      {data.wallet && <ShopperWallet wallet={data.wallet} onMore={more} />}
    </aside>
  )
}

/** Name, account, language, country and the time where the shopper is. */
function ShopperFacts({ shopper }: { shopper: ConsoleShopper }) {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const now = useMinuteClock()
  const zone = timeZoneOfCountry(shopper.country)
  const country =
    shopper.country === null
      ? t('context.notKnown')
      : shopper.countrySource === 'phone'
        ? t('context.countryFromPhone', { country: countryName(shopper.country, locale) })
        : countryName(shopper.country, locale)
  return (
    <>
      <h2>{shopper.name}</h2>
      <dl className="context__facts">
        <dt>{t('context.account')}</dt>
        <dd>{shopper.account}</dd>
        <dt>{t('context.language')}</dt>
        {/* The language alone ("Thai"), not the locale's region ("Thai (Thailand)"). */}
        <dd>{languageName((LOCALE_OF[shopper.language] ?? shopper.language).split('-')[0]!, locale)}</dd>
        <dt>{t('context.country')}</dt>
        <dd>{country}</dd>
        <dt>{t('context.localTime')}</dt>
        <dd data-testid="shopper-local-time">
          {zone
            ? t('context.localTimeValue', { time: localTimeIn(zone, now, locale), zone })
            : t('context.notKnown')}
        </dd>
      </dl>
      <p className="muted small">
        {t('context.memberSince', { date: formatTime(shopper.memberSince, locale) })}
      </p>
    </>
  )
}
