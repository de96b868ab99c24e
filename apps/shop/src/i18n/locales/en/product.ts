/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `product`, product detail (/detail).
 * Every other language has exactly these keys (`Strings<'product'>`, i18n/locales.test.ts).
 */
export const strings = {
  chat: 'Chat',
  gallery: 'Product pictures',
  viewer: 'Picture viewer',
  openViewer: 'View picture {{index}} full screen',
  price: 'Price',
  priceFrom: 'from {{price}}',
  stock: 'Stock {{count}}',
  sales: '{{count}} sold',
  seen: '{{count}} views',
  spec: 'Specifications',
  chooseSpec: 'Choose specifications',
  selected: 'Selected: {{spec}}',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  soldOut: 'Sold out',
  description: 'Description',
  reviews: 'Reviews ({{count}})',
  noReviews: 'No reviews yet',
  scores: 'Product {{product}} · Service {{service}} · Postage {{postage}}',
  recommendations: 'You may also like',
  shop: 'Shop',
  addToCart: 'Add to cart',
  buyNow: 'Buy now',
  addedToCart: 'Added to cart',
  cartCount: '{{count}} items in cart',
  chooseAllSpecs: 'Please choose every specification',
  missing: 'No product selected',
  // Issue #31: a product id the server does not know (the not-found page, no buy bar).
  notFound: 'This product does not exist or is no longer sold',
  actions: 'Product actions',
  visitShop: 'Visit shop',
}
