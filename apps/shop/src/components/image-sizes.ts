/**
 * `sizes` for LazyImage (issue #31): the shop's column is at most 480 px wide (app.css), so a
 * full-width picture is 100vw on a phone and 480px beyond; product cards sit two to a row.
 * Fixed-size thumbnails pass their CSS width ("64px") directly.
 */
export const FULL_WIDTH_SIZES = '(min-width: 480px) 480px, 100vw'
export const PRODUCT_CARD_SIZES = '(min-width: 480px) 240px, 50vw'
