import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeApi, startFakeApi } from '../test-support/fake-api'
import { CATEGORIES, page, products, shopSummary } from '../test-support/fake-data'
import { renderApp } from '../test-support/render-app'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
  api.on('/api/index/index', () => ({
    data: { banners: [], categories: CATEGORIES, hotProducts: [], hotMerchants: [shopSummary(1)] },
  }))
  api.on('/api/index/hot_product', () => ({ data: page(products(1, 2), 2) }))
})
afterAll(async () => {
  await api?.close()
})

describe('the guest language switcher (issue #31)', () => {
  it('on /home: switches in place, stores the choice and asks for the catalogue in the new language', async () => {
    const { storage, cookies } = await renderApp({ baseUrl: api.baseUrl, path: '/home', lang: 'en' })
    expect(await screen.findByRole('heading', { name: 'Hot products' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    const sheet = await screen.findByRole('dialog', { name: 'Language' })
    const options = within(sheet).getAllByRole('radio')
    // The five languages, each named in its own language (and marked with its own lang).
    expect(options.map((o) => [o.textContent?.replace('✓', ''), o.getAttribute('lang')])).toEqual([
      ['English', 'en-US'],
      ['中文', 'zh-CN'],
      ['日本語', 'ja-JP'],
      ['한국어', 'ko-KR'],
      ['ไทย', 'th-TH'],
    ])
    expect(within(sheet).getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true')
    const asked = api.requests.length
    await userEvent.click(within(sheet).getByRole('radio', { name: 'ไทย' }))
    // The same page, now in Thai, without a reload.
    expect(await screen.findByRole('button', { name: 'ภาษา: ไทย' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(storage.getItem('Lang')).toBe('tai')
    expect(cookies.jar.get('Lang')).toBe('tai')
    await waitFor(() => {
      const again = api.requests.slice(asked).filter((r) => r.path === '/api/index/index')
      expect(again.map((r) => r.query.get('lang'))).toContain('tai')
    })
  })

  it.each(['/login', '/register'])('on %s: a guest can change language there too', async (path) => {
    const { storage } = await renderApp({ baseUrl: api.baseUrl, path, lang: 'zh-CN' })
    await userEvent.click(await screen.findByRole('button', { name: '语言：中文' }))
    const sheet = await screen.findByRole('dialog', { name: '语言' })
    await userEvent.click(within(sheet).getByRole('radio', { name: '日本語' }))
    expect(await screen.findByRole('button', { name: '言語：日本語' })).toBeTruthy()
    expect(storage.getItem('Lang')).toBe('jp')
  })
})
