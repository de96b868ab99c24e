import type { Strings } from '../../namespaces'

/** Namespace `notifications` in this language: the notification centre (/notification). */
export const strings: Strings<'notifications'> = {
  heading: '알림',
}
