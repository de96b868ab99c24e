// Every number the components take from the specs, named once.

/** shop-spec §9: toast default duration. */
export const TOAST_DEFAULT_DURATION_MS = 1200
/** shop-spec §9: the list asks for more when it is this close to its bottom. */
export const LIST_LOAD_OFFSET_PX = 300
/** shop-spec §9: pull-to-refresh head height; pulling past it and releasing refreshes. */
export const PULL_REFRESH_HEAD_PX = 50
/** shop-spec §9: how many loaded image URLs the lazy image cache remembers. */
export const LAZY_IMAGE_CACHE_SIZE = 200
/** shop-spec §9: image retries after the first failed load. */
export const IMAGE_RETRIES = 3

// Our own choices (no spec figure), still named once.
/** Swiper autoplay interval. */
export const SWIPER_AUTOPLAY_MS = 3000
/** A horizontal swipe longer than this fraction of the slide width changes the slide. */
export const SWIPER_SWIPE_FRACTION = 0.2
/** Badges above this number show `${BADGE_MAX}+`. */
export const BADGE_MAX = 99
/** The list windows its rows once it holds more rows than this. */
export const LIST_VIRTUALIZE_THRESHOLD = 60
/** Rows rendered above and below the visible window. */
export const LIST_OVERSCAN_ROWS = 6
/** Progress bar: how far the trickle may go before the navigation ends. */
export const PROGRESS_TRICKLE_MAX = 0.9
/** Progress bar: trickle step interval. */
export const PROGRESS_TRICKLE_MS = 200
/** Progress bar: how long the full bar stays before it hides. */
export const PROGRESS_DONE_HIDE_MS = 300
