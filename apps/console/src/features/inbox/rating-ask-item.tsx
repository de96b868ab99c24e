import { useTranslation } from 'react-i18next'

/** Issue #29: the service's rating ask in the conversation, as staff see it (the answer is beside it). */
export function RatingAskItem() {
  const { t } = useTranslation()
  return <p className="bubble__text bubble__rating-ask">{t('satisfaction.askSent')}</p>
}
