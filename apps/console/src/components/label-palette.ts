import type { LabelColour } from '@crossmart/api-client'
import type { Theme } from '../lib/session'

/** A chip's background and text colour. */
export interface ChipColours {
  background: string
  text: string
}

/**
 * Issue #29: the fixed label palette (LABEL_COLOURS of the contract), a tinted background with a
 * deep text of the same hue in light, and the reverse in dark; every pair keeps at least 4.5:1
 * (WCAG 2 AA for normal text; label-palette.test.ts measures each).
 */
export const LABEL_PALETTE: Record<Theme, Record<LabelColour, ChipColours>> = {
  light: {
    grey: { background: '#e5e7eb', text: '#1f2937' },
    red: { background: '#fee2e2', text: '#991b1b' },
    orange: { background: '#ffedd5', text: '#9a3412' },
    green: { background: '#dcfce7', text: '#166534' },
    teal: { background: '#ccfbf1', text: '#115e59' },
    blue: { background: '#dbeafe', text: '#1e40af' },
    purple: { background: '#f3e8ff', text: '#6b21a8' },
    pink: { background: '#fce7f3', text: '#9d174d' },
  },
  dark: {
    grey: { background: '#374151', text: '#f3f4f6' },
    red: { background: '#7f1d1d', text: '#fecaca' },
    orange: { background: '#7c2d12', text: '#fed7aa' },
    green: { background: '#14532d', text: '#bbf7d0' },
    teal: { background: '#134e4a', text: '#99f6e4' },
    blue: { background: '#1e3a8a', text: '#bfdbfe' },
    purple: { background: '#581c87', text: '#e9d5ff' },
    pink: { background: '#831843', text: '#fbcfe8' },
  },
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}
