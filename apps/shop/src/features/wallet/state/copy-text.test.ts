import { describe, expect, it } from 'vitest'
import { copyText } from './copy-text'

describe('copyText (shop-spec §5: no clipboard on non-HTTPS pages)', () => {
  it('copies in a secure context', async () => {
    const written: string[] = []
    const host = {
      isSecureContext: true,
      clipboard: { writeText: async (t: string) => void written.push(t) },
    }
    expect(await copyText(host, 'Tabc')).toBe('copied')
    expect(written).toEqual(['Tabc'])
  })

  it('refuses on a non-HTTPS page without touching the clipboard', async () => {
    const host = {
      isSecureContext: false,
      clipboard: {
        writeText: async () => {
          throw new Error('must not be called')
        },
      },
    }
    expect(await copyText(host, 'Tabc')).toBe('insecure')
    expect(await copyText({ isSecureContext: true }, 'Tabc')).toBe('insecure')
  })

  it('reports a refused write as a failure', async () => {
    const host = {
      isSecureContext: true,
      clipboard: {
        writeText: async () => {
          throw new Error('denied')
        },
      },
    }
    expect(await copyText(host, 'Tabc')).toBe('failed')
  })
})
