import type { ReactNode } from 'react'

/**
 * The icons of the shell and /home (tab bar, search entry, product-card hearts, the language switch), apart from the
 * screens' icons in ./icon.tsx: this module is part of the code every page downloads first, which
 * carries whole modules (README "Performance budget").
 */
export const SHELL_ICON_PATHS = {
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-7H9v7H4a1 1 0 0 1-1-1z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm-9 10a9 9 0 0 1 18 0z',
  cart: 'M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6.2M10 21a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2l5 5',
  order: 'M7 3h10a2 2 0 0 1 2 2v15a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V5a2 2 0 0 1 2-2zm2 5h6M9 12h6M9 16h4',
  heart: 'M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z',
  chat: 'M4 5h16v11H9l-5 4z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4h4',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3z',
} as const

export type ShellIconName = keyof typeof SHELL_ICON_PATHS

export interface IconProps<N extends string> {
  name: N
  size?: number
  filled?: boolean
}

/** A small inline SVG icon drawn from one path (no icon font: nothing extra to download). */
export function SvgIcon({
  path,
  size = 22,
  filled = false,
}: {
  path: string
  size?: number
  filled?: boolean
}): ReactNode {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

export function ShellIcon({ name, ...rest }: IconProps<ShellIconName>) {
  return <SvgIcon path={SHELL_ICON_PATHS[name]} {...rest} />
}
