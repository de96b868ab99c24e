import { describe, expect, it } from 'vitest'
import { ART_WIDTHS, COVER_WITH_COMPANION, demoArtPlan, KIND_EMOJI } from './art-recipes'

const COAT = '1f9e5'
const RAIN_CLOUD = '1f327-fe0f'
const UMBRELLA = '2602-fe0f'
const PLUG = '1f50c'
const LAPTOP = '1f4bb'
const ROBOT = '1f916'
const BROOM = '1f9f9'
const ICE = '1f9ca'
const BOOT = '1f97e'
const CANE = '1f9af'

describe('demo product pictures show the product (#46)', () => {
  it.each([
    ['Rain Jacket', [COAT, RAIN_CLOUD], [UMBRELLA]],
    ['USB-C Dock', [PLUG, LAPTOP], []],
    ['Robot Vacuum', [ROBOT, BROOM], []],
    ['Trekking Poles', [CANE], [BOOT]],
  ])('%s is drawn from %j, never %j', (kind, wanted, unwanted) => {
    const emoji = KIND_EMOJI[kind]!
    for (const name of wanted) expect(emoji).toContain(name)
    for (const name of unwanted) expect(emoji).not.toContain(name)
  })

  it('an insulated bottle is a bottle (ice beside it, not alone)', () => {
    expect(KIND_EMOJI['Insulated Bottle']![0]).not.toBe(ICE)
  })

  it('puts the companion on the cover of the kinds whose subject alone is another thing', () => {
    const plan = demoArtPlan()
    for (const kind of ['Rain Jacket', 'USB-C Dock', 'Robot Vacuum', 'Trekking Poles', 'Insulated Bottle']) {
      expect(COVER_WITH_COMPANION.has(kind)).toBe(true)
      expect(plan.products.get(kind)![0]!.companionOnCover).toBe(true)
    }
  })

  it('gives every kind a companion and three views of its own', () => {
    for (const [kind, shots] of demoArtPlan().products) {
      const [subject, companion] = KIND_EMOJI[kind]!
      expect(companion, kind).not.toBe(subject)
      expect(shots.map((s) => s.view)).toEqual([0, 1, 2])
      expect(new Set(shots.map((s) => s.id)).size).toBe(3)
    }
  })

  it('is stored at the widths a 390 px phone asks for, up to 3x (no 480 stretched to 780)', () => {
    expect(ART_WIDTHS.product).toEqual([240, 480, 780, 1170])
  })
})
