/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `settings`, the account settings screens (/setting, /security, /profile, /passwords, /changePassword).
 * Every other language has exactly these keys (`Strings<'settings'>`, i18n/locales.test.ts).
 */
export const strings = {
  heading: 'Settings',
}
