/** Issue #48 "Merchants join": the console's pages for guests, shown outside the login and the router. */
export type PublicPageName = 'apply' | 'applyStatus' | 'setPassword'
