import { useTranslation } from 'react-i18next'
import type { ConversationActivity } from './use-conversation-activity'

/**
 * Issue #29, above the reply box: the shopper typing, colleagues who have the conversation open
 * ("agent1 is viewing"), and a warning while a colleague types a reply too (two answers at once).
 */
export function ActivityLine({
  activity,
  shopperName,
}: {
  activity: ConversationActivity
  shopperName: string
}) {
  const { t } = useTranslation()
  const { shopperTyping, viewers, colleaguesTyping } = activity
  if (!shopperTyping && viewers.length === 0 && colleaguesTyping.length === 0) return null
  return (
    <div className="activity" data-testid="conversation-activity">
      {shopperTyping && (
        <p className="activity__typing muted small" aria-live="polite">
          {t('activity.shopperTyping', { name: shopperName })}
        </p>
      )}
      {viewers.map((v) => (
        <p key={`view-${v.uid}`} className="activity__viewing muted small">
          {t('activity.viewing', { name: v.name })}
        </p>
      ))}
      {colleaguesTyping.map((c) => (
        <p key={`typing-${c.uid}`} className="activity__warning small" role="alert">
          {t('activity.colleagueTyping', { name: c.name })}
        </p>
      ))}
    </div>
  )
}
