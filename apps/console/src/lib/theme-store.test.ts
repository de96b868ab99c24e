import { describe, expect, it } from 'vitest'
import { createThemeStore } from './theme-store'

const memory = () => {
  const kept = new Map<string, string>()
  return {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
  }
}

describe('the theme store (issue #44: dark mode survives a reload and follows the system)', () => {
  it('follows the system until a choice is made, then keeps the choice', () => {
    const storage = memory()
    let dark = true
    const store = createThemeStore(storage, () => dark)
    expect(store.read()).toBe('dark')
    dark = false
    expect(store.read()).toBe('light')
    store.write('dark')
    expect(createThemeStore(storage, () => false).read()).toBe('dark')
  })

  it('ignores a stored value it does not know and a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('private mode')
      },
      setItem: () => {
        throw new Error('private mode')
      },
    }
    const store = createThemeStore(broken, () => true)
    expect(store.read()).toBe('dark')
    expect(() => store.write('light')).not.toThrow()
    const odd = memory()
    odd.setItem('console-theme', 'purple')
    expect(createThemeStore(odd, () => false).read()).toBe('light')
  })
})
