import { ApiValidationError } from '@crossmart/api-client'
import { Button, Empty } from '@crossmart/ui-kit'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../lib/error-message'
import { useServices } from '../lib/services'

/** A failed load: what went wrong (shop-spec §8 wording) and a retry button. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation()
  const { strings } = useServices()
  // A validation rule's text is in the `validation` namespace: the generic message shows until it
  // is loaded, then the added bundle re-renders this with the rule (bindI18nStore 'added').
  const needsRules = error instanceof ApiValidationError && !strings.has('validation')
  useEffect(() => {
    if (needsRules) strings.load(['validation']).catch(() => {})
  }, [needsRules, strings])
  return (
    <div role="alert" className="state">
      <Empty description={`${t('common.errorTitle')}: ${errorMessage(error, i18n)}`}>
        <Button variant="primary" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Empty>
    </div>
  )
}
