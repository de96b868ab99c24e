import { Button, Empty } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'
import { ReturnBar } from './return-bar'

/** After a recharge: it waits for the audit (shop-spec §4: 0 auditing); the balance rises when passed. */
export function RechargePending({ amountCents, onAgain }: { amountCents: number; onAgain: () => void }) {
  const { t } = useStrings('wallet')
  const { price } = useFormatters()
  const navigate = useNavigate()
  return (
    <section className="wallet-pending" aria-live="polite">
      <Empty description={t('recharge.pendingTitle')}>
        <p className="muted">{t('recharge.pendingText', { amount: price(amountCents) })}</p>
        <ReturnBar block />
        <Button variant="primary" block onClick={() => void navigate({ to: '/topUpRecord' })}>
          {t('recharge.viewRecord')}
        </Button>
        <Button variant="secondary" block onClick={onAgain}>
          {t('recharge.again')}
        </Button>
      </Empty>
    </section>
  )
}
