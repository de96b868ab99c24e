import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty } from '../components/states'
import { meAtom } from '../lib/session'

/** Issue #48: a shop's products are its owner's and managers'; an agent or operator who opens the URL is told so. */
export function ProductStaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const me = useAtomValue(meAtom)
  if (me?.shopRole !== 'owner' && me?.shopRole !== 'manager') return <Empty text={t('products.staffOnly')} />
  return <>{children}</>
}
