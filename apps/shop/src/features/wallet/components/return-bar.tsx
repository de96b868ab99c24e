import { Button } from '@crossmart/ui-kit'
import { useRouter } from '@tanstack/react-router'
import { useStrings } from '../../../i18n/use-strings'
import { useReturnTarget } from '../hooks/use-return-target'
import './wallet.css'

/**
 * On the top-up screens opened from a payment with a balance too low (issue #31): the way back to
 * that payment, which is still payable until its deadline. Nothing when the screen was opened
 * otherwise.
 */
export function ReturnBar({ block = false }: { block?: boolean }) {
  const { t } = useStrings('wallet')
  const target = useReturnTarget()
  const router = useRouter()
  if (!target) return null
  return (
    <section className="wallet-return" aria-label={t('returnTo.label')}>
      <p className="muted small">{t('returnTo.note')}</p>
      <Button
        variant={block ? 'primary' : 'secondary'}
        size={block ? 'normal' : 'small'}
        block={block}
        onClick={() => router.history.push(target)}
      >
        {t('returnTo.action')}
      </Button>
    </section>
  )
}
