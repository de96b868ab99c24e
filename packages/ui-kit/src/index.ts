// @crossmart/ui-kit public API, listed by hand. Styles: import '@crossmart/ui-kit/styles.css'.

export { Badge, type BadgeProps, badgeText } from './badge/badge.js'
export { Button, type ButtonProps } from './button/button.js'
export { Checkbox, type CheckboxProps } from './checkbox/checkbox.js'
export {
  BADGE_MAX,
  IMAGE_RETRIES,
  LAZY_IMAGE_CACHE_SIZE,
  LIST_LOAD_OFFSET_PX,
  PULL_REFRESH_HEAD_PX,
  SWIPER_AUTOPLAY_MS,
  TOAST_DEFAULT_DURATION_MS,
} from './constants.js'
export { Dialog, type DialogProps } from './dialog/dialog.js'
export { Empty, type EmptyProps } from './empty/empty.js'
// List and its parts. Each part works alone on any scroll container; List composes them:
// pull-to-refresh (usePullRefresh + PullRefreshHead), infinite loading (useInfiniteLoad + ListFooter),
// scroll restore (useScrollRestore + createScrollPositionStore) and windowing (useVirtualWindow).
export {
  type InfiniteLoadOptions,
  useInfiniteLoad,
} from './infinite-load/use-infinite-load.js'
export { usePrefersReducedMotion } from './internal/use-reduced-motion.js'
export {
  createImageCache,
  type ImageCache,
  ImageLoadError,
  type ImageLoader,
  loadWithImageElement,
  type ResponsiveSource,
} from './lazy-image/image-cache.js'
export { ImageProvider, type ImageProviderProps } from './lazy-image/image-provider.js'
export { LazyImage, type LazyImageProps } from './lazy-image/lazy-image.js'
export { widthSrcSet } from './lazy-image/width-src-set.js'
export { List, type ListProps, type ListTexts } from './list/list.js'
export {
  ListFooter,
  type ListFooterProps,
  type ListFooterTexts,
  type ListStatus,
} from './list-footer/list-footer.js'
export { NavBar, type NavBarProps } from './nav-bar/nav-bar.js'
export { NumberKeyboard, type NumberKeyboardProps } from './number-keyboard/number-keyboard.js'
export { PasscodeField, type PasscodeFieldProps } from './passcode-field/passcode-field.js'
export { PasswordInput, type PasswordInputProps } from './password-input/password-input.js'
export { PhraseProvider, type PhraseProviderProps } from './phrase-text/phrase-provider.js'
export {
  intlWordSegmenter,
  type PhraseSegment,
  phraseSegments,
  type WordSegmenter,
} from './phrase-text/phrase-segments.js'
export { PhraseText, type PhraseTextProps } from './phrase-text/phrase-text.js'
export { ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar.js'
export {
  PullRefreshHead,
  type PullRefreshHeadProps,
  type PullRefreshTexts,
} from './pull-to-refresh/pull-refresh-head.js'
export { type PullState, pullOffset, pullStateFor } from './pull-to-refresh/pull-state.js'
export { type PullRefreshOptions, usePullRefresh } from './pull-to-refresh/use-pull-refresh.js'
export {
  createScrollPositionStore,
  type ScrollPositionStore,
} from './scroll-restore/scroll-position-store.js'
export { type ScrollRestoreOptions, useScrollRestore } from './scroll-restore/use-scroll-restore.js'
export { Sheet, type SheetProps } from './sheet/sheet.js'
export { useKeyboardInset, type ViewportLike } from './sheet/use-keyboard-inset.js'
export {
  Skeleton,
  type SkeletonProps,
  SkeletonScreen,
  type SkeletonScreenProps,
  SkeletonText,
  type SkeletonTextProps,
} from './skeleton/skeleton.js'
export { clampStep, Stepper, type StepperProps } from './stepper/stepper.js'
export { Swiper, type SwiperProps } from './swiper/swiper.js'
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './tab-bar/tab-bar.js'
export { type TabItem, Tabs, type TabsProps } from './tabs/tabs.js'
export {
  PasswordField,
  type PasswordFieldProps,
  TextField,
  type TextFieldProps,
} from './text-field/text-field.js'
export {
  createToastController,
  type ToastController,
  type ToastControllerOptions,
  type ToastHandle,
  type ToastKind,
  type ToastOptions,
  type ToastState,
  type ToastTimers,
} from './toast/toast-controller.js'
export {
  ToastHost,
  type ToastHostProps,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './toast/toast-provider.js'
export {
  useVirtualWindow,
  type VirtualWindow,
  type VirtualWindowOptions,
} from './windowing/use-virtual-window.js'
export { computeWindow, type WindowInput, type WindowRange } from './windowing/virtual-window.js'
