import type { Strings } from '../../namespaces'

/** Namespace `content` in this language: favourites, followed shops and the platform pages (/myFavourite, /heart, /helpAndSupport, /law, /platform). */
export const strings: Strings<'content'> = {
  heading: 'รายการโปรด',
}
