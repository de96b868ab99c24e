/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `content`, favourites, followed shops and the platform pages (/myFavourite, /heart, /helpAndSupport, /law, /platform).
 * Every other language has exactly these keys (`Strings<'content'>`, i18n/locales.test.ts).
 */
export const strings = {
  heading: 'Favourites',
  favourites: {
    list: 'Favourite products',
    empty: 'No favourites yet. Tap the heart on a product to keep it here.',
    remove: 'Remove',
    removeNamed: 'Remove {{name}} from favourites',
    removed: 'Removed from favourites',
  },
  heart: {
    list: 'Followed shops',
    empty: 'You follow no shop yet',
    unfollow: 'Unfollow',
    unfollowNamed: 'Unfollow {{name}}',
    unfollowed: 'Unfollowed',
  },
  articles: {
    help: 'Help articles',
    law: 'Policies',
    empty: 'No articles yet',
    contactService: 'Contact customer service',
    contactHint: 'Did not find the answer? Chat with us.',
    back: 'All articles',
    notFound: 'This article does not exist',
  },
  platform: {
    about: 'About',
    merchants: 'For merchants',
    merchantEntry: 'Merchant entry and partnership',
    seller: 'Platform seller',
    serviceEmail: 'Service email',
    currency: 'Currency',
    contact: 'Contact',
  },
}
