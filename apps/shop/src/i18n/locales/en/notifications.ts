/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `notifications`, the notification centre (/notification).
 * Every other language has exactly these keys (`Strings<'notifications'>`, i18n/locales.test.ts).
 */
export const strings = {
  heading: 'Notifications',
}
