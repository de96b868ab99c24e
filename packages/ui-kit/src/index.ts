// @crossmart/ui-kit public API, listed by hand. Styles: import '@crossmart/ui-kit/styles.css'.

export {
  BADGE_MAX,
  IMAGE_RETRIES,
  LAZY_IMAGE_CACHE_SIZE,
  LIST_LOAD_OFFSET_PX,
  PASSCODE_LENGTH,
  PULL_REFRESH_HEAD_PX,
  SWIPER_AUTOPLAY_MS,
  TOAST_DEFAULT_DURATION_MS,
} from './constants.js'
export { Empty, type EmptyProps } from './feedback/empty.js'
export { ProgressBar, type ProgressBarProps } from './feedback/progress-bar.js'
export {
  Skeleton,
  type SkeletonProps,
  SkeletonScreen,
  type SkeletonScreenProps,
  SkeletonText,
  type SkeletonTextProps,
} from './feedback/skeleton.js'
export { Button, type ButtonProps } from './form/button.js'
export { Checkbox, type CheckboxProps } from './form/checkbox.js'
export { NumberKeyboard, type NumberKeyboardProps } from './form/number-keyboard.js'
export { PasscodeField, type PasscodeFieldProps } from './form/passcode-field.js'
export { PasswordInput, type PasswordInputProps } from './form/password-input.js'
export { clampStep, Stepper, type StepperProps } from './form/stepper.js'
export { PasswordField, type PasswordFieldProps, TextField, type TextFieldProps } from './form/text-field.js'
export {
  createImageCache,
  type ImageCache,
  ImageLoadError,
  type ImageLoader,
  loadWithImageElement,
} from './image/image-cache.js'
export { ImageProvider, type ImageProviderProps } from './image/image-provider.js'
export { LazyImage, type LazyImageProps } from './image/lazy-image.js'
// List and its parts. Each part works alone on any scroll container; List composes them:
// pull-to-refresh (usePullRefresh + PullRefreshHead), infinite loading (useInfiniteLoad + ListFooter),
// scroll restore (useScrollRestore + createScrollPositionStore) and windowing (useVirtualWindow).
export {
  type InfiniteLoadOptions,
  useInfiniteLoad,
} from './infinite-load/use-infinite-load.js'
export { usePrefersReducedMotion } from './internal/use-reduced-motion.js'
export { List, type ListProps, type ListTexts } from './list/list.js'
export {
  ListFooter,
  type ListFooterProps,
  type ListFooterTexts,
  type ListStatus,
} from './list-footer/list-footer.js'
export { Badge, type BadgeProps, badgeText } from './navigation/badge.js'
export { NavBar, type NavBarProps } from './navigation/nav-bar.js'
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './navigation/tab-bar.js'
export { type TabItem, Tabs, type TabsProps } from './navigation/tabs.js'
export { Dialog, type DialogProps } from './overlay/dialog.js'
export { Sheet, type SheetProps } from './overlay/sheet.js'
export { useKeyboardInset, type ViewportLike } from './overlay/use-keyboard-inset.js'
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
export { Swiper, type SwiperProps } from './swiper/swiper.js'
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
