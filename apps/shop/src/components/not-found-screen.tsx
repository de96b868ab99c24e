import { Button, Empty } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from './page'

/** A page that does not exist; `description` names what is missing (a product, issue #31). */
export function NotFoundScreen({ description }: { description?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('title.notFound')}>
      <Empty description={description ?? t('common.notFound')}>
        <Button variant="primary" size="small" onClick={() => void navigate({ to: '/home' })}>
          {t('common.goHome')}
        </Button>
      </Empty>
    </Page>
  )
}
