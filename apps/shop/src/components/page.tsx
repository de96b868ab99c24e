import { NavBar } from '@crossmart/ui-kit'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, type UIEvent, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { SCROLL_AREA_ATTRIBUTE } from '../lib/scroll'

export interface PageProps {
  title: ReactNode
  /** shop-spec §2: the nav bar's back arrow is on by default. */
  showBack?: boolean
  right?: ReactNode
  /** Replaces the nav bar (home has a search bar instead). */
  header?: ReactNode
  /** Under the scroll area (sticky action bars). */
  footer?: ReactNode
  /**
   * 'self': the page body scrolls (and keeps its position while the page is hidden);
   * 'child': a ui-kit List inside fills the body and scrolls itself.
   */
  scroll?: 'self' | 'child'
  children: ReactNode
  className?: string
}

/** A screen: nav bar, one scroll area, optional footer; fills the app area. */
export function Page({
  title,
  showBack = true,
  right,
  header,
  footer,
  scroll = 'self',
  children,
  className,
}: PageProps) {
  const { t } = useTranslation()
  const router = useRouter()
  const bodyRef = useRef<HTMLDivElement>(null)
  // Hidden by <Activity> the body is display:none and loses its offset; it comes back on reveal.
  const savedTop = useRef(0)
  useLayoutEffect(() => {
    const el = bodyRef.current
    if (el && savedTop.current > 0 && el.scrollTop === 0) el.scrollTop = savedTop.current
  })
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget
    // display:none resets scrollTop to 0 without the user: keep the last real offset.
    if (el.clientHeight > 0) savedTop.current = el.scrollTop
  }
  const back = () => {
    if (router.history.canGoBack()) router.history.back()
    else void router.navigate({ to: '/home' })
  }
  return (
    <div className={className ? `page ${className}` : 'page'}>
      {header ?? (
        <NavBar title={title} showBack={showBack} onBack={back} backLabel={t('nav.back')} right={right} />
      )}
      {scroll === 'self' ? (
        <div className="page__body" ref={bodyRef} onScroll={onScroll} {...{ [SCROLL_AREA_ATTRIBUTE]: '' }}>
          {children}
        </div>
      ) : (
        <div className="page__body page__body--list">{children}</div>
      )}
      {footer}
    </div>
  )
}
