import { LABEL_COLOURS } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { contrastRatio, LABEL_PALETTE } from './label-palette'

describe('label palette (issue #29)', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it.each(['light', 'dark'] as const)('keeps every chip at 4.5:1 or more in %s', (theme) => {
    for (const colour of LABEL_COLOURS) {
      const { background, text } = LABEL_PALETTE[theme][colour]
      expect(contrastRatio(background, text), `${theme} ${colour}`).toBeGreaterThanOrEqual(4.5)
    }
  })
})
