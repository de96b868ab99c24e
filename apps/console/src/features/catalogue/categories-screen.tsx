import {
  type ConsoleCategory,
  consoleCategories,
  consoleCategoryDelete,
  consoleCategoryHide,
  consoleCategoryMove,
  type MoveDirection,
} from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Empty, Failed, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { CategoryForm } from './category-form'
import { categoryTree } from './category-tree'

type Editing = { kind: 'new'; parentId: number | null } | { kind: 'edit'; category: ConsoleCategory } | null

/**
 * Issue #48: the operator's category tree (two levels): add a top-level category or a
 * sub-category, edit names (five languages), icon and parent, move up and down among siblings,
 * hide and show, delete after a confirmation (the server refuses one with products or children, and
 * the dialog says why).
 */
export function CategoriesScreen() {
  const { t } = useTranslation()
  const { api } = useServices()
  const toast = useToast()
  const loaded = useRequest(() => api.call(consoleCategories), 'categories')
  const [list, setList] = useState<ConsoleCategory[] | null>(null)
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<ConsoleCategory | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const categories = list ?? loaded.data?.list
  const tree = categories ? categoryTree(categories) : []

  const refresh = async () => {
    const { list: next } = await api.call(consoleCategories)
    setList(next)
  }
  const act = async (work: () => Promise<void>) => {
    setBusy(true)
    setFailure(null)
    try {
      await work()
    } catch (error) {
      setFailure(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }
  const move = (category: ConsoleCategory, direction: MoveDirection) =>
    act(async () => {
      // Each click moves one more place (the buttons wait for the answer): a repeat is meant.
      const { list: next } = await api.call(
        consoleCategoryMove,
        { id: category.id, direction },
        { skipDuplicateCheck: true },
      )
      setList(next)
    })
  const toggleHidden = (category: ConsoleCategory) =>
    act(async () => {
      const saved = await api.call(consoleCategoryHide, { id: category.id, hidden: !category.hidden })
      await refresh()
      toast(t(saved.hidden ? 'catalogue.categoryHidden' : 'catalogue.categoryShown', { name: saved.name }))
    })
  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    setDeleteError(null)
    try {
      await api.call(consoleCategoryDelete, { id: deleting.id })
      setDeleting(null)
      await refresh()
      toast(t('catalogue.categoryDeleted'))
    } catch (error) {
      // The server's refusal ("has 3 products: hide it instead") stays in the dialog.
      setDeleteError(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }

  const row = (category: ConsoleCategory, siblings: readonly ConsoleCategory[], index: number) => (
    <div className="catalogue-row">
      {category.icon ? (
        <img src={category.icon} alt="" width={32} height={32} className="catalogue-row__icon" />
      ) : (
        <span className="catalogue-row__icon" aria-hidden="true" />
      )}
      <span className="catalogue-row__name">{category.name}</span>
      {category.hidden && <span className="badge">{t('catalogue.hiddenBadge')}</span>}
      <span className="muted small">{t('catalogue.products', { count: category.productCount })}</span>
      <span className="row catalogue-row__actions">
        <button type="button" disabled={busy || index === 0} onClick={() => void move(category, 'up')}>
          <span aria-hidden="true">↑</span>
          <span className="sr-only">{t('catalogue.moveUp', { name: category.name })}</span>
        </button>
        <button
          type="button"
          disabled={busy || index === siblings.length - 1}
          onClick={() => void move(category, 'down')}
        >
          <span aria-hidden="true">↓</span>
          <span className="sr-only">{t('catalogue.moveDown', { name: category.name })}</span>
        </button>
        {category.parentId === null && (
          <button
            type="button"
            disabled={busy}
            onClick={() => setEditing({ kind: 'new', parentId: category.id })}
          >
            {t('catalogue.newChild', { name: category.name })}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => setEditing({ kind: 'edit', category })}>
          {t('catalogue.edit', { name: category.name })}
        </button>
        <button type="button" disabled={busy} onClick={() => void toggleHidden(category)}>
          {t(category.hidden ? 'catalogue.show' : 'catalogue.hide', { name: category.name })}
        </button>
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => {
            setDeleteError(null)
            setDeleting(category)
          }}
        >
          {t('catalogue.delete', { name: category.name })}
        </button>
      </span>
    </div>
  )

  return (
    <section className="finance-section" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('catalogue.section.categories')}</h2>
      <p className="muted small">{t('catalogue.categoriesHint')}</p>
      <div className="row">
        <button type="button" className="primary" onClick={() => setEditing({ kind: 'new', parentId: null })}>
          {t('catalogue.newCategory')}
        </button>
      </div>
      {editing && (
        <CategoryForm
          key={editing.kind === 'edit' ? editing.category.id : `new-${editing.parentId}`}
          category={editing.kind === 'edit' ? editing.category : undefined}
          parentId={editing.kind === 'new' ? editing.parentId : null}
          parents={tree.map((node) => node.category)}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            toast(t('catalogue.categorySaved'))
            void act(refresh)
          }}
        />
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {loaded.status === 'error' && !categories && <Failed error={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !categories && <Loading />}
      {categories &&
        (tree.length === 0 ? (
          <Empty text={t('catalogue.noCategories')} />
        ) : (
          <ul className="catalogue-tree" aria-label={t('catalogue.tree')}>
            {tree.map((node, i) => (
              <li key={node.category.id}>
                {row(
                  node.category,
                  tree.map((n) => n.category),
                  i,
                )}
                {node.children.length > 0 && (
                  <ul
                    className="catalogue-tree__children"
                    aria-label={t('catalogue.children', { name: node.category.name })}
                  >
                    {node.children.map((child, j) => (
                      <li key={child.id}>{row(child, node.children, j)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        ))}
      {deleting && (
        <ConfirmDialog
          title={t('catalogue.deleteCategoryTitle', { name: deleting.name })}
          body={t('catalogue.deleteCategoryBody')}
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
