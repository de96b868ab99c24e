/** Rows per page of the wallet records (shop-spec §2 lists: infinite loading). */
export const WALLET_PAGE_LIMIT = 10
