import { type IconProps, SHELL_ICON_PATHS, SvgIcon } from './shell-icon'

/** Small inline SVG icons of the screens (no icon font); the shell's own are in ./shell-icon.tsx. */
const PATHS = {
  ...SHELL_ICON_PATHS,
  shop: 'M4 9l1.5-5h13L20 9v1a3 3 0 0 1-5.3 2 3 3 0 0 1-5.4 0A3 3 0 0 1 4 10zm1 4v8h14v-8',
  chevron: 'M9 5l7 7-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-9-9h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18',
  fire: 'M12 22a7 7 0 0 0 7-7c0-4-3-6-4-9-2 2-2 4-3 5-1-1-1-3-1-4-3 2-6 5-6 8a7 7 0 0 0 7 7z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0',
  lock: 'M6 11h12v10H6zm2 0V8a4 4 0 0 1 8 0v3',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7-3l2-1.5-2-3.5-2.4.8a7 7 0 0 0-1.7-1L14.5 4h-5l-.4 2.8a7 7 0 0 0-1.7 1L5 7 3 10.5 5 12l-2 1.5L5 17l2.4-.8a7 7 0 0 0 1.7 1l.4 2.8h5l.4-2.8a7 7 0 0 0 1.7-1L19 17l2-3.5z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14m0 3v.01',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 16a2 2 0 0 1 2-2h13',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9v.01',
} as const

export type IconName = keyof typeof PATHS

export function Icon({ name, ...rest }: IconProps<IconName>) {
  return <SvgIcon path={PATHS[name]} {...rest} />
}
