// @crossmart/ui-kit public API, listed by hand. Styles: import '@crossmart/ui-kit/styles.css'.

export {
  BADGE_MAX,
  IMAGE_RETRIES,
  LAZY_IMAGE_CACHE_SIZE,
  LIST_LOAD_OFFSET_PX,
  PASSCODE_LENGTH,
  PULL_REFRESH_HEAD_PX,
  SWIPER_AUTOPLAY_MS,
  TAB_BAR_KEYS,
  type TabBarKey,
  TOAST_DEFAULT_DURATION_MS,
} from './constants'
export { Empty, type EmptyProps } from './feedback/empty'
export { ProgressBar, type ProgressBarProps } from './feedback/progress-bar'
export {
  Skeleton,
  type SkeletonProps,
  SkeletonScreen,
  type SkeletonScreenProps,
  SkeletonText,
  type SkeletonTextProps,
} from './feedback/skeleton'
export { Button, type ButtonProps } from './form/button'
export { Checkbox, type CheckboxProps } from './form/checkbox'
export { NumberKeyboard, type NumberKeyboardProps } from './form/number-keyboard'
export { PasscodeField, type PasscodeFieldProps } from './form/passcode-field'
export { PasswordInput, type PasswordInputProps } from './form/password-input'
export { clampStep, Stepper, type StepperProps } from './form/stepper'
export { PasswordField, type PasswordFieldProps, TextField, type TextFieldProps } from './form/text-field'
export {
  createImageCache,
  type ImageCache,
  ImageLoadError,
  type ImageLoader,
  loadWithImageElement,
} from './image/image-cache'
export { ImageProvider, type ImageProviderProps } from './image/image-provider'
export { LazyImage, type LazyImageProps } from './image/lazy-image'
export { usePrefersReducedMotion } from './internal/use-reduced-motion'
export { List, type ListProps, type ListTexts } from './list/list'
export { ListFooter, type ListFooterProps, type ListFooterTexts, type ListStatus } from './list/list-footer'
export { type PullState, pullStateFor } from './list/pull-refresh'
export { createScrollPositionStore, type ScrollPositionStore } from './list/scroll-position-store'
export { Badge, type BadgeProps, badgeText } from './navigation/badge'
export { NavBar, type NavBarProps } from './navigation/nav-bar'
export { TabBar, type TabBarItem, type TabBarLinkProps, type TabBarProps } from './navigation/tab-bar'
export { type TabItem, Tabs, type TabsProps } from './navigation/tabs'
export { Dialog, type DialogProps } from './overlay/dialog'
export { Sheet, type SheetProps } from './overlay/sheet'
export { useKeyboardInset, type ViewportLike } from './overlay/use-keyboard-inset'
export { Swiper, type SwiperProps } from './swiper/swiper'
export {
  createToastController,
  type ToastController,
  type ToastControllerOptions,
  type ToastHandle,
  type ToastKind,
  type ToastOptions,
  type ToastState,
  type ToastTimers,
} from './toast/toast-controller'
export {
  ToastHost,
  type ToastHostProps,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './toast/toast-provider'
