/**
 * `@crossmart/im-sdk/indexeddb`: the opt-in IndexedDB storage (pass it as `options.storage` in
 * browsers). A subpath of its own so an app on the default in-memory storage does not bundle it.
 * Its STORAGE_FAILED errors are the main entry's `ImDataError` (a shared chunk, one class).
 */

export { type IndexedDbStorageOptions, indexedDbStorage } from '../storage/indexeddb-storage.js'
