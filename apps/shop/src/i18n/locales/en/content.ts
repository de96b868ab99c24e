/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `content`, favourites, followed shops and the platform pages (/myFavourite, /heart, /helpAndSupport, /law, /platform).
 * Every other language has exactly these keys (`Strings<'content'>`, i18n/locales.test.ts).
 */
export const strings = {
  heading: 'Favourites',
}
