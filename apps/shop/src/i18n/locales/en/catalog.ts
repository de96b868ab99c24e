/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `catalog`, search, sort bar and shop screens (/search, /products, /shop).
 * Every other language has exactly these keys (`Strings<'catalog'>`, i18n/locales.test.ts).
 */
export const strings = {
  search: {
    placeholder: 'What are you looking for?',
    submit: 'Search',
    hint: 'Type a product name and search',
    noResults: 'No products match “{{keyword}}”',
    results: 'Results for “{{keyword}}”',
    suggestions: 'Suggestions',
    recent: 'Recent searches',
    clearRecent: 'Clear recent searches',
  },
  sort: {
    label: 'Sort by',
    default: 'Recommended',
    sales: 'Best selling',
    priceAsc: 'Price: low to high',
    priceDesc: 'Price: high to low',
    newest: 'Newest',
  },
  shop: {
    follow: 'Follow',
    unfollow: 'Following',
    followed: 'Shop followed',
    unfollowed: 'Shop unfollowed',
    totalSales: 'Total sales',
    fans: 'Fans',
    favourableRate: 'Positive rate',
    products: 'Products of this shop',
    noProducts: 'This shop has no products yet',
    missing: 'No shop selected',
    notFound: 'This shop does not exist or has closed',
  },
}
