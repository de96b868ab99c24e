/**
 * `@crossmart/im-sdk/indexeddb`: the opt-in IndexedDB storage (pass it to `storagePlugin()` in
 * browsers). A subpath of its own so an app that keeps everything in memory does not bundle it.
 * Its STORAGE_FAILED errors are the main entry's `ImDataError` (a shared chunk, one class).
 */

export { type IndexedDbStorageOptions, indexedDbStorage } from '../storage/indexeddb-storage.js'
