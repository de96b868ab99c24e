import {
  type ConsoleBanner,
  consoleBannerDelete,
  consoleBannerMove,
  consoleBanners,
  type MoveDirection,
} from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Empty, Failed, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { BannerForm } from './banner-form'

type Editing = { banner?: ConsoleBanner } | null

/**
 * Issue #48: the home's banners in carousel order, each with its picture, what it opens, its
 * schedule and its state now (live, scheduled, ended, off); add, edit, move, delete after asking.
 */
export function BannersScreen() {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const { api } = useServices()
  const toast = useToast()
  const loaded = useRequest(() => api.call(consoleBanners), 'banners')
  const [list, setList] = useState<ConsoleBanner[] | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<{ banner: ConsoleBanner; n: number } | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const banners = list ?? loaded.data?.list

  const refresh = async () => setList((await api.call(consoleBanners)).list)
  const move = async (banner: ConsoleBanner, direction: MoveDirection) => {
    setBusy(true)
    setFailure(null)
    try {
      // Each click moves one more place (the buttons wait for the answer): a repeat is meant.
      setList(
        (await api.call(consoleBannerMove, { id: banner.id, direction }, { skipDuplicateCheck: true })).list,
      )
    } catch (error) {
      setFailure(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }
  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    setDeleteError(null)
    try {
      await api.call(consoleBannerDelete, { id: deleting.banner.id })
      setDeleting(null)
      toast(t('catalogue.bannerDeleted'))
      await refresh()
    } catch (error) {
      setDeleteError(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }
  const schedule = (banner: ConsoleBanner) => {
    const parts = [
      banner.startsAt ? t('catalogue.from', { time: formatTime(banner.startsAt, locale) }) : '',
      banner.endsAt ? t('catalogue.until', { time: formatTime(banner.endsAt, locale) }) : '',
    ].filter(Boolean)
    return parts.length ? parts.join(' ') : t('catalogue.always')
  }

  return (
    <section className="finance-section" aria-labelledby="banners-title">
      <h2 id="banners-title">{t('catalogue.section.banners')}</h2>
      <p className="muted small">{t('catalogue.bannersHint')}</p>
      <div className="row">
        <button type="button" className="primary" onClick={() => setEditing({})}>
          {t('catalogue.newBanner')}
        </button>
      </div>
      {editing && (
        <BannerForm
          key={editing.banner?.id ?? 'new'}
          banner={editing.banner}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            toast(t('catalogue.bannerSaved'))
            void refresh().catch((error: unknown) => setFailure(errorText(error, t)))
          }}
        />
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {loaded.status === 'error' && !banners && <Failed error={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !banners && <Loading />}
      {banners &&
        (banners.length === 0 ? (
          <Empty text={t('catalogue.noBanners')} />
        ) : (
          <table className="table table--cards">
            <thead>
              <tr>
                <th scope="col">{t('catalogue.picture')}</th>
                <th scope="col">{t('catalogue.opens')}</th>
                <th scope="col">{t('catalogue.schedule')}</th>
                <th scope="col">{t('catalogue.state')}</th>
                <th scope="col">{t('catalogue.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {banners.map((banner, i) => {
                const n = i + 1
                return (
                  <tr key={banner.id}>
                    <td data-label={t('catalogue.picture')}>
                      <img
                        src={banner.image}
                        alt={t('catalogue.bannerPicture', { n })}
                        width={110}
                        height={50}
                        className="catalogue-thumb"
                      />
                      {banner.title && <span className="small"> {banner.title}</span>}
                    </td>
                    <td data-label={t('catalogue.opens')}>
                      {/* A banner from before typed links opens its path as written. */}
                      {banner.linkTarget === ''
                        ? banner.link || '—'
                        : `${t(`catalogue.link_${banner.linkType}`)}: ${banner.targetLabel || banner.linkTarget}`}
                    </td>
                    <td data-label={t('catalogue.schedule')}>{schedule(banner)}</td>
                    <td data-label={t('catalogue.state')}>
                      <span className={`badge banner-state banner-state--${banner.state}`}>
                        {t(`catalogue.state_${banner.state}`)}
                      </span>
                    </td>
                    <td data-label={t('catalogue.actions')}>
                      <span className="row">
                        <button
                          type="button"
                          disabled={busy || i === 0}
                          onClick={() => void move(banner, 'up')}
                        >
                          <span aria-hidden="true">↑</span>
                          <span className="sr-only">{t('catalogue.moveBannerUp', { n })}</span>
                        </button>
                        <button
                          type="button"
                          disabled={busy || i === banners.length - 1}
                          onClick={() => void move(banner, 'down')}
                        >
                          <span aria-hidden="true">↓</span>
                          <span className="sr-only">{t('catalogue.moveBannerDown', { n })}</span>
                        </button>
                        <button type="button" disabled={busy} onClick={() => setEditing({ banner })}>
                          {t('catalogue.editBanner', { n })}
                        </button>
                        <button
                          type="button"
                          className="danger"
                          disabled={busy}
                          onClick={() => {
                            setDeleteError(null)
                            setDeleting({ banner, n })
                          }}
                        >
                          {t('catalogue.deleteBanner', { n })}
                        </button>
                      </span>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        ))}
      {deleting && (
        <ConfirmDialog
          title={t('catalogue.deleteBannerTitle', { n: deleting.n })}
          body={t('catalogue.deleteBannerBody')}
          confirmLabel={t('common.delete')}
          tone="danger"
          pending={busy}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  )
}
