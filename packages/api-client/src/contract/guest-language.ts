/**
 * shop-spec §7 sends the `Lang` header only with a token, so a guest's catalogue would always be
 * answered in the fallback language. Public GET calls of a guest carry the language in this query
 * parameter instead (issue #31 "In the shopper's language"); the header, when sent, wins.
 * A query parameter rather than a header also keeps each language a distinct cacheable URL.
 */
export const LANG_QUERY_PARAM = 'lang'
