import type { ConsoleBanner, ConsoleCategory } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { OPERATOR_ME, renderScreen } from '../../test-support/render-console'
import { BannerForm } from './banner-form'
import { BannersScreen } from './banners-screen'
import { CategoriesScreen } from './categories-screen'
import { categoryTree } from './category-tree'

const category = (
  over: Partial<ConsoleCategory> & Pick<ConsoleCategory, 'id' | 'name'>,
): ConsoleCategory => ({
  slug: `category-${over.id}`,
  parentId: null,
  names: { en: over.name },
  icon: '',
  sortOrder: 0,
  hidden: false,
  productCount: 0,
  childCount: 0,
  ...over,
})

const TREE: ConsoleCategory[] = [
  category({ id: 1, name: 'Computer', productCount: 12, childCount: 2 }),
  category({ id: 11, name: 'Laptops', parentId: 1, productCount: 3 }),
  category({ id: 12, name: 'Mice', parentId: 1 }),
  category({ id: 2, name: 'Toys', hidden: true }),
]

describe('categoryTree', () => {
  it('nests the children under their parents in the given order; an orphan stays at the top', () => {
    const tree = categoryTree([...TREE, category({ id: 30, name: 'Orphan', parentId: 99 })])
    expect(tree.map((n) => [n.category.name, n.children.map((c) => c.name)])).toEqual([
      ['Computer', ['Laptops', 'Mice']],
      ['Toys', []],
      ['Orphan', []],
    ])
  })
})

describe('the category tree screen (issue #48)', () => {
  it('shows the tree with products, hidden marks and per-row actions; moving asks the server', async () => {
    const fake = createFakeApi({
      '/api/console/categories': () => ({ list: TREE }),
      '/api/console/category_move': () => ({ list: [TREE[0], TREE[2], TREE[1], TREE[3]] }),
    })
    await renderScreen(<CategoriesScreen />, fake, OPERATOR_ME)
    const tree = await screen.findByRole('list', { name: 'Category tree' })
    const children = within(tree).getByRole('list', { name: 'Sub-categories of Computer' })
    expect(
      within(children)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Laptops'), expect.stringContaining('Mice')])
    expect(within(tree).getByText('12 products')).toBeTruthy()
    expect(within(tree).getByText('Hidden')).toBeTruthy()
    // A sub-category cannot get children (two levels); the first of its siblings cannot move up.
    expect(screen.queryByRole('button', { name: 'Add sub-category to Laptops' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add sub-category to Computer' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Move Laptops up' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Show Toys' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Move Laptops down' }))
    await waitFor(() => expect(within(children).getAllByRole('listitem')[0]!.textContent).toContain('Mice'))
    expect(fake.calls.find((c) => c.path === '/api/console/category_move')?.input).toEqual({
      id: 11,
      direction: 'down',
    })
  })

  it('adds a sub-category named in Chinese only, through the language tabs', async () => {
    const fake = createFakeApi({
      '/api/console/categories': () => ({ list: TREE }),
      '/api/console/category_save': (input) =>
        category({ id: 40, name: '游戏本', parentId: 1, names: input['names'] as Record<string, string> }),
    })
    await renderScreen(<CategoriesScreen />, fake, OPERATOR_ME)
    await userEvent.click(await screen.findByRole('button', { name: 'Add sub-category to Computer' }))
    const form = screen.getByRole('form', { name: 'New sub-category of Computer' })
    // Nothing named yet: the contract's rule shows before anything is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Enter the category name in at least one language')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/category_save')).toBe(false)

    await userEvent.click(within(form).getByRole('tab', { name: '中文' }))
    expect(within(form).getByRole('tab', { name: '中文' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.type(within(form).getByLabelText('Name in 中文'), '游戏本')
    expect((within(form).getByLabelText('Parent') as HTMLSelectElement).value).toBe('1')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/api/console/category_save')?.input).toEqual({
        parentId: 1,
        names: { zh: '游戏本' },
        icon: '',
      }),
    )
    expect(await screen.findByText('Category saved')).toBeTruthy()
  })

  it('asks before deleting and shows the server’s refusal in the dialog', async () => {
    const fake = createFakeApi({
      '/api/console/categories': () => ({ list: TREE }),
      '/api/console/category_delete': () => ({ refuse: 'This category has 12 products: hide it instead' }),
    })
    await renderScreen(<CategoriesScreen />, fake, OPERATOR_ME)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Computer' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the category Computer?' })
    expect(fake.calls.some((c) => c.path === '/api/console/category_delete')).toBe(false)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This category has 12 products: hide it instead',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('has an empty state and an error state with retry', async () => {
    let fail = true
    const fake = createFakeApi({
      '/api/console/categories': () => (fail ? { refuse: 'The server is busy', code: 0 } : { list: [] }),
    })
    await renderScreen(<CategoriesScreen />, fake, OPERATOR_ME)
    expect((await screen.findByRole('alert')).textContent).toContain('The server is busy')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No categories yet.')).toBeTruthy()
  })
})

const banner = (over: Partial<ConsoleBanner> & Pick<ConsoleBanner, 'id'>): ConsoleBanner => ({
  image: `/uploads/u/b${over.id}.png`,
  title: '',
  linkType: 'search',
  linkTarget: 'phone',
  targetLabel: 'phone',
  link: '/search?keyword=phone',
  startsAt: null,
  endsAt: null,
  sortOrder: 0,
  enabled: true,
  state: 'live',
  ...over,
})

describe('the banners (issue #48)', () => {
  it('lists thumbnails, what each opens and its schedule state', async () => {
    const fake = createFakeApi({
      '/api/console/banners': () => ({
        list: [
          banner({ id: 1, title: 'Sale' }),
          banner({
            id: 2,
            linkType: 'shop',
            linkTarget: '3',
            targetLabel: 'Shop Three',
            startsAt: '2099-01-01T00:00:00.000Z',
            state: 'scheduled',
          }),
          banner({ id: 3, endsAt: '2020-01-01T00:00:00.000Z', state: 'ended' }),
        ],
      }),
    })
    await renderScreen(<BannersScreen />, fake, OPERATOR_ME)
    const rows = within(await screen.findByRole('table')).getAllByRole('row')
    expect(within(rows[1]!).getByRole('img', { name: 'Picture of banner 1' }).getAttribute('src')).toBe(
      '/uploads/u/b1.png',
    )
    expect(rows[1]!.textContent).toContain('Live')
    expect(rows[2]!.textContent).toContain('A shop: Shop Three')
    expect(rows[2]!.textContent).toContain('Scheduled')
    expect(rows[3]!.textContent).toContain('Ended')
    expect((screen.getByRole('button', { name: 'Move banner 1 up' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('the form checks picture, target and schedule before sending, then sends a search banner', async () => {
    const fake = createFakeApi({
      '/api/console/banner_save': (input) => banner({ id: 9, linkTarget: String(input['linkTarget']) }),
      '/api/upload/image': () => ({ url: '/uploads/u/new.png', size: 4, mime: 'image/png' }),
    })
    let saved: ConsoleBanner | null = null
    await renderScreen(
      <BannerForm onSaved={(b) => (saved = b)} onCancel={() => undefined} />,
      fake,
      OPERATOR_ME,
    )
    const form = screen.getByRole('form', { name: 'New banner' })
    await userEvent.type(within(form).getByLabelText('Shown from (optional)'), '2026-12-10T10:00')
    await userEvent.type(within(form).getByLabelText('Shown until (optional)'), '2026-12-10T09:00')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('The end must be after the start')).toBeTruthy()
    expect(
      within(form).getByText(
        'Choose where the banner leads: a product, shop or category number, or search words',
      ),
    ).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/banner_save')).toBe(false)

    await userEvent.upload(
      within(form).getByLabelText('Upload a picture'),
      new File([new Uint8Array([137, 80, 78, 71])], 'b.png', { type: 'image/png' }),
    )
    expect(await within(form).findByRole('img', { name: 'Picture' })).toBeTruthy()
    await userEvent.clear(within(form).getByLabelText('Shown until (optional)'))
    await userEvent.type(within(form).getByLabelText('Search words'), '手机')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saved).not.toBeNull())
    const sent = fake.calls.find((c) => c.path === '/api/console/banner_save')!.input
    expect(sent).toMatchObject({
      image: '/uploads/u/new.png',
      linkType: 'search',
      linkTarget: '手机',
      endsAt: null,
    })
    expect(typeof sent['startsAt']).toBe('string')
  })

  it('picks a category target from the tree (hidden ones marked)', async () => {
    const fake = createFakeApi({
      '/api/console/categories': () => ({ list: TREE }),
      '/api/console/banner_save': () => banner({ id: 10, linkType: 'category', linkTarget: '12' }),
    })
    await renderScreen(<BannerForm onSaved={() => undefined} onCancel={() => undefined} />, fake, OPERATOR_ME)
    const form = screen.getByRole('form', { name: 'New banner' })
    await userEvent.click(within(form).getByRole('radio', { name: 'A category' }))
    const select = (await within(form).findByLabelText('Category')) as HTMLSelectElement
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Choose a category',
      'Computer',
      '— Laptops',
      '— Mice',
      'Toys (Hidden)',
    ])
    await userEvent.selectOptions(select, '12')
    fake.on('/api/upload/image', () => ({ url: '/uploads/u/c.png', size: 1, mime: 'image/png' }))
    await userEvent.upload(
      within(form).getByLabelText('Upload a picture'),
      new File([new Uint8Array([1])], 'c.png', { type: 'image/png' }),
    )
    await within(form).findByRole('img', { name: 'Picture' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === '/api/console/banner_save')?.input).toMatchObject({
        linkType: 'category',
        linkTarget: '12',
      }),
    )
  })
})
