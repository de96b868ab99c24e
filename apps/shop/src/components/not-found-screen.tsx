import { Button, Empty } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from './page'

export function NotFoundScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Page title={t('title.notFound')}>
      <Empty description={t('common.notFound')}>
        <Button variant="primary" size="small" onClick={() => void navigate({ to: '/home' })}>
          {t('common.goHome')}
        </Button>
      </Empty>
    </Page>
  )
}
