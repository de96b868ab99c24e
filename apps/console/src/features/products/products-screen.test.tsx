import type { ConsoleProduct, ConsoleProductRow } from '@crossmart/api-client'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paged } from '../../test-support/console-data'
import { createFakeApi, type FakeHandler } from '../../test-support/fake-api'
import { OWNER_ME, renderScreen } from '../../test-support/render-console'
import { ProductsScreen } from './products-screen'

const CATEGORIES = {
  list: [
    { id: 3, label: 'clothing', name: 'Clothing', icon: '' },
    { id: 4, label: 'home', name: 'Home', icon: '' },
  ],
}

function aRow(id: number, overrides: Partial<ConsoleProductRow> = {}): ConsoleProductRow {
  return {
    id,
    name: `Jacket ${id}`,
    cover: '',
    status: 'published',
    categoryId: 3,
    priceCents: 5_000,
    stock: 20,
    sales: 2,
    skus: [
      { id: id * 10 + 1, values: ['Red'], label: 'Red', priceCents: 5_000, stock: 10, sales: 1 },
      { id: id * 10 + 2, values: ['Blue'], label: 'Blue', priceCents: 5_500, stock: 10, sales: 1 },
    ],
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  }
}

function productsApi(handlers: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    '/api/index/category': () => CATEGORIES,
    '/api/console/products': () => paged([aRow(1), aRow(2, { status: 'draft' })], 2),
    ...handlers,
  })
}

const render = (fake: ReturnType<typeof createFakeApi>) => renderScreen(<ProductsScreen />, fake, OWNER_ME)
const callsTo = (fake: ReturnType<typeof createFakeApi>, path: string) =>
  fake.calls.filter((c) => c.path === path)

describe("the shop's products (issue #48)", () => {
  it('lists the products with status, price and each SKU’s stock', async () => {
    await render(productsApi())
    const table = await screen.findByRole('table', { name: 'Products of the shop' })
    const rows = within(table).getAllByRole('row')
    expect(rows[1]!.textContent).toContain('Jacket 1')
    expect(rows[1]!.textContent).toContain('Published')
    expect(rows[1]!.textContent).toContain('$50.00')
    expect(rows[2]!.textContent).toContain('Draft')
    expect((screen.getByLabelText('Stock of Jacket 1 Red') as HTMLInputElement).value).toBe('10')
    // A published product can be unlisted, a draft published.
    expect(within(rows[1]!).getByRole('button', { name: 'Unlist' })).toBeTruthy()
    expect(within(rows[2]!).getByRole('button', { name: 'Publish' })).toBeTruthy()
  })

  it('searches by name and filters by status, category and stock on the server, from page 1', async () => {
    const fake = productsApi({
      '/api/console/products': (input) => ({ ...paged([aRow(1)], 45), page: Number(input['page']) }),
    })
    await render(fake)
    await screen.findByRole('table', { name: 'Products of the shop' })
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(callsTo(fake, '/api/console/products').at(-1)!.input['page']).toBe('2'))
    const filters = screen.getByRole('form', { name: 'Product filters' })
    await userEvent.type(within(filters).getByLabelText('Name'), 'jacket')
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'unlisted')
    await userEvent.selectOptions(within(filters).getByLabelText('Category'), '4')
    await userEvent.click(within(filters).getByLabelText('Out of stock'))
    await userEvent.click(within(filters).getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(callsTo(fake, '/api/console/products').at(-1)!.input).toMatchObject({
        keyword: 'jacket',
        status: 'unlisted',
        categoryId: '4',
        outOfStock: 'true',
        page: '1',
      }),
    )
  })

  it('saves the stock of several SKUs in one request', async () => {
    const fake = productsApi({
      '/api/console/stock_save': (input) => ({ updated: (input['items'] as []).length }),
    })
    await render(fake)
    const red = await screen.findByLabelText('Stock of Jacket 1 Red')
    await userEvent.clear(red)
    await userEvent.type(red, '0')
    const blue2 = screen.getByLabelText('Stock of Jacket 2 Blue')
    await userEvent.clear(blue2)
    await userEvent.type(blue2, '35')
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of 2 SKUs' }))
    await waitFor(() => expect(callsTo(fake, '/api/console/stock_save')).toHaveLength(1))
    expect(callsTo(fake, '/api/console/stock_save')[0]!.input).toEqual({
      items: [
        { skuId: 11, stock: 0 },
        { skuId: 22, stock: 35 },
      ],
    })
    expect(await screen.findByText('Stock saved for 2 SKUs')).toBeTruthy()
  })

  it('refuses a stock figure that is not a whole number before sending', async () => {
    const fake = productsApi({ '/api/console/stock_save': () => ({ updated: 1 }) })
    await render(fake)
    const red = await screen.findByLabelText('Stock of Jacket 1 Red')
    await userEvent.clear(red)
    await userEvent.type(red, '-3')
    await userEvent.click(screen.getByRole('button', { name: 'Save stock of 1 SKU' }))
    expect(await screen.findByText('Stock must be a whole number, 0 or more')).toBeTruthy()
    expect(callsTo(fake, '/api/console/stock_save')).toHaveLength(0)
  })

  it('creates a product whose two options generate the SKU grid', async () => {
    const fake = productsApi({ '/api/console/product_save': () => ({ id: 99 }) })
    await render(fake)
    await userEvent.click(await screen.findByRole('button', { name: 'New product' }))
    await userEvent.type(await screen.findByLabelText('Name (English)'), 'Aurora jacket')
    await userEvent.type(screen.getByLabelText('Name (中文)'), '极光夹克')
    await userEvent.selectOptions(screen.getByLabelText('Category'), '3')
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    await userEvent.type(screen.getByLabelText('Option 1 name'), 'Colour')
    await userEvent.type(screen.getByLabelText('Option 1 values'), 'Red, Blue')
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }))
    await userEvent.type(screen.getByLabelText('Option 2 name'), 'Size')
    await userEvent.type(screen.getByLabelText('Option 2 values'), 'M, L')
    const grid = screen.getByRole('table', { name: 'SKUs' })
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Red / M', 'Red / L', 'Blue / M', 'Blue / L'])
    for (const sku of ['Red / M', 'Red / L', 'Blue / M', 'Blue / L']) {
      await userEvent.type(screen.getByLabelText(`Price of ${sku}`), sku.startsWith('Red') ? '50' : '55.5')
      await userEvent.type(screen.getByLabelText(`Stock of ${sku}`), '7')
    }
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo(fake, '/api/console/product_save')).toHaveLength(1))
    const sent = callsTo(fake, '/api/console/product_save')[0]!.input
    expect(sent).toMatchObject({
      texts: { en: { name: 'Aurora jacket', description: '' }, zh: { name: '极光夹克', description: '' } },
      categoryId: 3,
      status: 'published',
      options: [
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['M', 'L'] },
      ],
    })
    expect(sent['skus']).toEqual([
      { values: ['Red', 'M'], priceCents: 5_000, stock: 7 },
      { values: ['Red', 'L'], priceCents: 5_000, stock: 7 },
      { values: ['Blue', 'M'], priceCents: 5_550, stock: 7 },
      { values: ['Blue', 'L'], priceCents: 5_550, stock: 7 },
    ])
    expect(await screen.findByText('Product saved')).toBeTruthy()
    // Back on the table, which is read again.
    expect(await screen.findByRole('table', { name: 'Products of the shop' })).toBeTruthy()
  })

  it('shows the contract’s messages: missing name, negative price, missing stock, duplicate values', async () => {
    const fake = productsApi({ '/api/console/product_save': () => ({ id: 99 }) })
    await render(fake)
    await userEvent.click(await screen.findByRole('button', { name: 'New product' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Add an option' }))
    await userEvent.type(screen.getByLabelText('Option 1 name'), 'Colour')
    await userEvent.type(screen.getByLabelText('Option 1 values'), 'Red, Blue')
    await userEvent.type(screen.getByLabelText('Price of Red'), '-5')
    await userEvent.type(screen.getByLabelText('Price of Blue'), '5')
    await userEvent.type(screen.getByLabelText('Stock of Red'), '3')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the product name in at least one language')).toBeTruthy()
    expect(screen.getByText('The price must be greater than 0 (it cannot be negative)')).toBeTruthy()
    expect(screen.getByText('Enter the stock of every SKU')).toBeTruthy()
    await userEvent.clear(screen.getByLabelText('Option 1 values'))
    await userEvent.type(screen.getByLabelText('Option 1 values'), 'Red, red')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('An option has the same value twice')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add an option' })).toBeTruthy()
    expect(callsTo(fake, '/api/console/product_save')).toHaveLength(0)
  })

  it('allows at most three options', async () => {
    await render(productsApi())
    await userEvent.click(await screen.findByRole('button', { name: 'New product' }))
    const add = await screen.findByRole('button', { name: 'Add an option' })
    for (let i = 0; i < 3; i++) await userEvent.click(add)
    expect((add as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('At most 3 options')).toBeTruthy()
  })

  it('opens a product with its texts and SKUs, and keeps a combination’s price when an option grows', async () => {
    const product: ConsoleProduct = {
      id: 1,
      status: 'published',
      texts: { en: { name: 'Jacket 1', description: 'Warm' }, jp: { name: 'ジャケット', description: '' } },
      categoryId: 3,
      options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      skus: aRow(1).skus,
      listPriceCents: 6_000,
      images: ['/uploads/demo/a.webp', '/uploads/demo/b.webp'],
      hasOrders: true,
    }
    const fake = productsApi({
      '/api/console/product': () => product,
      '/api/console/product_save': () => ({ id: 1 }),
    })
    await render(fake)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jacket 1' }))
    expect(((await screen.findByLabelText('Name (日本語)')) as HTMLInputElement).value).toBe('ジャケット')
    expect((screen.getByLabelText('List price (optional)') as HTMLInputElement).value).toBe('60.00')
    expect((screen.getByLabelText('Price of Blue') as HTMLInputElement).value).toBe('55.00')
    await userEvent.type(screen.getByLabelText('Option 1 values'), ', Green')
    expect((screen.getByLabelText('Price of Blue') as HTMLInputElement).value).toBe('55.00')
    expect((screen.getByLabelText('Stock of Green') as HTMLInputElement).value).toBe('')
    await userEvent.type(screen.getByLabelText('Stock of Green'), '4')
    // The second picture becomes the cover.
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 2 up' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo(fake, '/api/console/product_save')).toHaveLength(1))
    expect(callsTo(fake, '/api/console/product_save')[0]!.input).toMatchObject({
      id: 1,
      listPriceCents: 6_000,
      images: ['/uploads/demo/b.webp', '/uploads/demo/a.webp'],
      skus: [
        { values: ['Red'], priceCents: 5_000, stock: 10 },
        { values: ['Blue'], priceCents: 5_500, stock: 10 },
        { values: ['Green'], priceCents: 5_000, stock: 4 },
      ],
    })
  })

  it('asks before deleting, and says when the server archived the product instead', async () => {
    const fake = productsApi({ '/api/console/product_delete': () => ({ outcome: 'archived' }) })
    await render(fake)
    const table = await screen.findByRole('table', { name: 'Products of the shop' })
    await userEvent.click(
      within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Delete' }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(callsTo(fake, '/api/console/product_delete')[0]!.input).toEqual({ id: 1 }))
    expect(await screen.findByText('Orders name this product: it was archived, not deleted')).toBeTruthy()
  })

  it('shows the server’s refusal of an action', async () => {
    const fake = productsApi({
      '/api/console/product_duplicate': () => ({
        refuse: 'This product is not one of your shop’s',
        code: 1002,
      }),
    })
    await render(fake)
    const table = await screen.findByRole('table', { name: 'Products of the shop' })
    await userEvent.click(
      within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: 'Duplicate' }),
    )
    expect(await screen.findByText('This product is not one of your shop’s')).toBeTruthy()
  })
})
