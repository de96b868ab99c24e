import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../../../test-support/fake-api'
import { CATEGORIES, page, products } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'
import { RECENT_SEARCHES_KEY } from '../state/recent-searches'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
  api.on('/api/index/category', () => ({ data: { list: CATEGORIES } }))
  api.on('/api/product/search', () => ({ data: page(products(1, 2), 2) }))
  // The server matches any language's name and answers in the shopper's (product-language.test.ts).
  api.on('/api/product/suggest', (r) => ({
    data: { list: r.query.get('keyword') === '手机' ? [{ id: 7, name: '智能手机 X' }] : [] },
  }))
})
afterAll(async () => {
  await api?.close()
})

describe('/search suggestions and recent searches', () => {
  it('suggests as the shopper types, searches a picked suggestion and keeps it on the device', async () => {
    const { runtime, storage } = await renderApp({ baseUrl: api.baseUrl, path: '/search', lang: 'zh-CN' })
    await userEvent.type(await screen.findByRole('searchbox'), '手机')
    const suggestions = await screen.findByRole('region', { name: '搜索建议' })
    await userEvent.click(within(suggestions).getByRole('button', { name: '智能手机 X' }))
    await waitFor(() =>
      expect(new URL(locationOf(runtime), 'http://x').searchParams.get('keyword')).toBe('智能手机 X'),
    )
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['智能手机 X'])
    // A guest's request carries the chosen language (api-client guest-language.ts).
    const suggest = api.requests.find((r) => r.path === '/api/product/suggest')
    expect(suggest?.query.get('lang')).toBe('zh-CN')
  })

  it('shows the recent searches on an empty search, newest first, and clears them', async () => {
    const { runtime, storage } = await renderApp({ baseUrl: api.baseUrl, path: '/search', lang: 'en' })
    const box = await screen.findByRole('searchbox')
    await userEvent.type(box, 'tea{Enter}')
    await waitFor(() => expect(locationOf(runtime)).toContain('keyword=tea'))
    await userEvent.clear(box)
    await userEvent.type(box, 'laptop{Enter}')
    await waitFor(() => expect(locationOf(runtime)).toContain('keyword=laptop'))
    await runtime.router.navigate({ to: '/search' })
    const recent = await screen.findByRole('region', { name: 'Recent searches' })
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['laptop', 'tea'])
    await userEvent.click(within(recent).getByRole('button', { name: 'tea' }))
    await waitFor(() => expect(locationOf(runtime)).toContain('keyword=tea'))
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['tea', 'laptop'])
    await runtime.router.navigate({ to: '/search' })
    await userEvent.click(await screen.findByRole('button', { name: 'Clear recent searches' }))
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull()
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBe('[]')
  })
})
