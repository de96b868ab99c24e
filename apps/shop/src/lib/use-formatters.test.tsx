import { act, renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { languageSettingAtom } from './language/language-atoms'
import { useDateTime } from './use-date-time'
import { useFormatters } from './use-formatters'

function inStore(store: ReturnType<typeof createStore>) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
}

describe('useFormatters and useDateTime', () => {
  it('give every component of a store the same formatters, built again only for a new language', () => {
    const store = createStore()
    store.set(languageSettingAtom, 'en')
    const wrapper = inStore(store)
    const first = renderHook(() => ({ money: useFormatters(), time: useDateTime() }), { wrapper })
    const second = renderHook(() => ({ money: useFormatters(), time: useDateTime() }), { wrapper })
    // Two product cards: one pair of Intl formatters between them (they are costly to build).
    expect(second.result.current.money).toBe(first.result.current.money)
    expect(second.result.current.time).toBe(first.result.current.time)
    expect(first.result.current.money.price(3289)).toBe('$32.89')

    const english = first.result.current.money
    act(() => store.set(languageSettingAtom, 'zh-CN'))
    expect(first.result.current.money).not.toBe(english)
    expect(second.result.current.money).toBe(first.result.current.money)
    expect(first.result.current.money.count(12_345)).toBe('1.2万')
  })
})
