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
  it('give every component of a store the same formatters; the date format is built again for a new language', () => {
    const store = createStore()
    store.set(languageSettingAtom, 'en')
    const wrapper = inStore(store)
    const first = renderHook(() => ({ money: useFormatters(), time: useDateTime() }), { wrapper })
    const second = renderHook(() => ({ money: useFormatters(), time: useDateTime() }), { wrapper })
    // Two product cards: one set of formatters between them (an Intl formatter is costly to build).
    expect(second.result.current.money).toBe(first.result.current.money)
    expect(second.result.current.time).toBe(first.result.current.time)
    expect(first.result.current.money.price(3289)).toBe('$32.89')

    const englishTime = first.result.current.time
    const english = englishTime('2026-11-28T09:05:00Z')
    act(() => store.set(languageSettingAtom, 'zh-CN'))
    expect(first.result.current.time).not.toBe(englishTime)
    expect(second.result.current.time).toBe(first.result.current.time)
    expect(first.result.current.time('2026-11-28T09:05:00Z')).not.toBe(english)
    // Money and counts are written the same in every language.
    expect(first.result.current.money.count(12_345)).toBe('12,345')
    expect(first.result.current.money.price(3289)).toBe('$32.89')
  })
})
