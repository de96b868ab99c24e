import type { Strings } from '../../namespaces'

/** Namespace `settings` in this language: the account settings screens (/setting, /security, /profile, /passwords, /changePassword). */
export const strings: Strings<'settings'> = {
  heading: '设置',
}
