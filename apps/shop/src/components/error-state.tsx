import { Button, Empty } from '@crossmart/ui-kit'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../lib/error-message'

/** A failed load: what went wrong (shop-spec §8 wording) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div role="alert" className="state">
      <Empty description={`${t('common.errorTitle')}: ${errorMessage(error, t)}`}>
        <Button variant="primary" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Empty>
    </div>
  )
}
