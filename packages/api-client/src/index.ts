// @crossmart/api-client public API, listed by hand (CONVENTIONS §3).

// ---- chat bridge: the /api/chat contract as @crossmart/im-sdk's provider callbacks ----
export {
  ChatUploadInputError,
  createChatCallbacks,
  type ImageUploader,
} from './chat-bridge/chat-callbacks.js'
export { decodePayload, toConversationInput, toMessageInput } from './chat-bridge/chat-mapping.js'
export {
  CHAT_COMMAND,
  type ChatClientBase,
  ChatLoginError,
  type ChatSessionOptions,
  startChatSession,
} from './chat-bridge/chat-session.js'
export { type ActionableMessage, createMessageActions } from './chat-bridge/message-actions.js'
export { type PageLocation, resolveSocketAddress } from './chat-bridge/socket-address.js'
export type { ApiClient, ApiClientOptions, CallArgs, CallOptions } from './client/create-api-client.js'
// ---- client ----
export { createApiClient } from './client/create-api-client.js'
export type { DuplicateSubmitGuard, DuplicateSubmitGuardOptions } from './client/duplicate-guard.js'
export { createDuplicateSubmitGuard, stableBodyKey } from './client/duplicate-guard.js'
export {
  ApiClientError,
  ApiContractError,
  ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiUnauthorizedError,
  ApiValidationError,
  DuplicateSubmitError,
  isApiClientError,
} from './client/errors.js'
export type { UserInfo } from './contract/account.js'
export { userGetUserInfo, userInfoSchema, userLogout } from './contract/account.js'
export {
  userLanguageList,
  userProfile,
  userResetPay,
  userResetPwd,
  userSetLanguage,
  userVerifyPay,
} from './contract/account-settings.js'
export type { Address } from './contract/address.js'
export {
  addressAdd,
  addressDel,
  addressDetail,
  addressInputSchema,
  addressList,
  addressSchema,
  addressSetDefault,
} from './contract/address.js'
export {
  complaintOrder,
  complaintPlatform,
  REFUND_REASON_NEEDS_PROOF,
  REFUND_REASONS_NEEDING_PROOF,
  refundApply,
  refundApplyInputSchema,
  refundDetail,
  refundNeedsProof,
  refundRecordSchema,
  reviewAdd,
} from './contract/after-sale.js'
export type { BankDetails } from './contract/bank-details.js'
export { bankDetailsSchema, walletBankDetails } from './contract/bank-details.js'
export {
  CALLING_CODES,
  type CallingRegion,
  callingCodeOf,
  composePhone,
  defaultCallingRegion,
  hasKnownCallingCode,
  isCallingRegion,
  splitPhone,
} from './contract/calling-codes.js'
export type { CartItem, CartView } from './contract/cart.js'
export {
  cartAdd,
  cartItemSchema,
  cartList,
  cartRemove,
  cartSelect,
  cartUpdate,
  cartViewSchema,
} from './contract/cart.js'
// ---- contract: endpoints and entity schemas, by area ----
export {
  indexBanner,
  indexCategory,
  indexHotMerchant,
  indexProduct,
  productSearch,
  type SearchHelp,
  searchHelpSchema,
} from './contract/catalog.js'
export type { ProductSummary, ShopSummary } from './contract/catalog-entities.js'
export {
  bannerSchema,
  categorySchema,
  productSummarySchema,
  shopSummarySchema,
} from './contract/catalog-entities.js'
export type { ChatConversation, ChatMessage } from './contract/chat.js'
export {
  CHAT_MAX_MESSAGE_LIMIT,
  CHAT_MAX_MSG_COUNT,
  CHAT_PULL_MODE,
  CHAT_WS_PATH,
  chatConversationSchema,
  chatDeleteRecentConversation,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatLogin,
  chatMessageSchema,
  chatSetUnread,
  chatVersionSchema,
} from './contract/chat.js'
export type {
  ChatConversationExtra,
  ChatMessageExtra,
  ChatReminder,
  ChatSubscriber,
} from './contract/chat-extras.js'
export {
  CHAT_EDIT_MAX_CHARS,
  CHAT_EDIT_WINDOW_SECONDS,
  CHAT_REVOKE_WINDOW_SECONDS,
  CHAT_TEXT_MAX_CHARS,
  chatChannelInfo,
  chatEditMessage,
  chatReminderDone,
  chatRevokeMessage,
  chatSetConversationExtra,
  chatSyncConversationExtras,
  chatSyncMessageExtras,
  chatSyncReminders,
  chatSyncSubscribers,
} from './contract/chat-extras.js'
export {
  ORDER_CARD_CONTENT_TYPE,
  ORDER_CARD_DIGEST_PREFIX,
  type OrderCardContent,
  type OrderCardMessageContent,
  orderCardContent,
  orderCardContentSchema,
  orderCardDefinition,
  parseOrderCard,
} from './contract/chat-order-card.js'
export {
  PRODUCT_CARD_CONTENT_TYPE,
  PRODUCT_CARD_DIGEST_PREFIX,
  type ProductCardContent,
  type ProductCardMessageContent,
  parseProductCard,
  productCardContent,
  productCardContentSchema,
  productCardDefinition,
} from './contract/chat-product-card.js'
export type { ConsoleRating, RatingRequestContent, RatingView } from './contract/chat-rating.js'
export {
  chatRating,
  chatRatingSubmit,
  consoleConversationRatings,
  consoleRatingSchema,
  parseRatingRequest,
  RATING_COMMENT_MAX,
  RATING_REQUEST_CONTENT_TYPE,
  RATING_REQUEST_FALLBACK_TEXT,
  RATING_SCORE_MAX,
  RATING_SCORE_MIN,
  ratingRequestContent,
  ratingRequestContentSchema,
  ratingViewSchema,
} from './contract/chat-rating.js'
export type { CheckoutPreviewOrder } from './contract/checkout-preview.js'
export { checkoutPreviewOrderSchema, orderPreview } from './contract/checkout-preview.js'
export type {
  AssignAction,
  AuditLogEntry,
  ConsoleComplaint,
  ConsoleMe,
  ConsoleOrder,
  ConsoleRecharge,
  ConsoleRole,
  ConsoleShopper,
  ConsoleStatus,
  ConsoleWithdrawal,
  InboxConversation,
  InboxCounts,
  InboxFilter,
  OrderTab,
  QuickReply,
  RefundDecision,
} from './contract/console.js'
export {
  ASSIGN_ACTIONS,
  AUDIT_DECISIONS,
  auditLogEntrySchema,
  COMPLAINT_FILTERS,
  CONSOLE_ROLES,
  consoleAssign,
  consoleAuditLog,
  consoleColleagues,
  consoleComplaintResolve,
  consoleComplaintSchema,
  consoleComplaints,
  consoleInbox,
  consoleInboxCounts,
  consoleMe,
  consoleMeSchema,
  consoleOrderSchema,
  consoleOrders,
  consoleQuickReplies,
  consoleQuickReplyDelete,
  consoleQuickReplySave,
  consoleRechargeAudit,
  consoleRechargeSchema,
  consoleRecharges,
  consoleRefund,
  consoleRefundDecide,
  consoleShip,
  consoleShopper,
  consoleShopperSchema,
  consoleStatus,
  consoleStatusSchema,
  consoleWithdrawalAudit,
  consoleWithdrawalSchema,
  consoleWithdrawals,
  INBOX_FILTERS,
  inboxConversationSchema,
  ORDER_TABS,
  QUICK_REPLY_SHORTCUT_MAX,
  quickReplyInputSchema,
  quickReplySchema,
  REFUND_DECISIONS,
  SHOP_ROLES,
  type ShopRole,
  staffRefSchema,
} from './contract/console.js'
export type { AuditLogFacets } from './contract/console-audit-log.js'
export { auditLogFacetsSchema, consoleAuditLogFacets } from './contract/console-audit-log.js'
export type {
  AnnouncementInput,
  BannerInput,
  BannerLinkType,
  BannerState,
  CategoryInput,
  CategoryNames,
  ConsoleAnnouncement,
  ConsoleBanner,
  ConsoleCategory,
  HotEntry,
  HotKind,
  HotPinMode,
  MoveDirection,
} from './contract/console-catalogue.js'
export {
  announcementInputSchema,
  BANNER_LINK_TYPES,
  BANNER_STATES,
  bannerInputSchema,
  categoryInputSchema,
  consoleAnnouncementDelete,
  consoleAnnouncementSave,
  consoleAnnouncements,
  consoleBannerDelete,
  consoleBannerMove,
  consoleBannerSave,
  consoleBanners,
  consoleCategories,
  consoleCategoryDelete,
  consoleCategoryHide,
  consoleCategoryMove,
  consoleCategorySave,
  consoleHotLists,
  consoleHotPin,
  HOT_KINDS,
  HOT_PIN_MODES,
  MOVE_DIRECTIONS,
} from './contract/console-catalogue.js'
export {
  COMMISSION_BPS_MAX,
  consoleCommissionRateSet,
  consoleCommissionRates,
  consolePayoutAccountSave,
  consolePayoutAudit,
  consolePayoutRequest,
  consolePayouts,
  consolePlatformMoney,
  consoleReconciliation,
  consoleShopBalance,
  consoleShopLedger,
  consoleShopPayouts,
  consoleShopStatement,
  LEDGER_INVARIANTS,
  type LedgerInvariant,
  type PayoutRecord,
  payoutRecordSchema,
  type Reconciliation,
  reconciliationSchema,
  type ShopBalance,
  STATEMENT_LINE_STATES,
  type StatementLine,
  type StatementLineState,
  shopBalanceSchema,
  statementLineSchema,
} from './contract/console-finance.js'
export type {
  ConversationLabel,
  LabelColour,
  LabelledConversation,
  MessageSearchHit,
} from './contract/console-labels.js'
export {
  consoleConversationLabelSet,
  consoleConversationLabels,
  consoleLabelDelete,
  consoleLabelSave,
  consoleLabels,
  consoleMessageSearch,
  conversationLabelSchema,
  LABEL_COLOURS,
  LABEL_NAME_MAX,
  LABELLED_CONVERSATIONS_MAX,
  LABELS_PER_SERVICE_MAX,
  MESSAGE_SEARCH_MAX,
  messageSearchHitSchema,
  splitChannelIds,
} from './contract/console-labels.js'
export type { ConsoleOrderDetail } from './contract/console-order.js'
export { consoleOrderDetail, consoleOrderDetailSchema } from './contract/console-order.js'
// issue #48: a shop's products (server README "Products")
export type {
  ConsoleProduct,
  ConsoleProductRow,
  ConsoleSku,
  ProductInput,
  ProductLanguageText,
  ProductTexts,
  SkuInput,
} from './contract/console-products.js'
export {
  consoleProduct,
  consoleProductDelete,
  consoleProductDuplicate,
  consoleProductRowSchema,
  consoleProductSave,
  consoleProductSchema,
  consoleProductStatus,
  consoleProducts,
  consoleStockSave,
  productInputSchema,
} from './contract/console-products.js'
export type {
  Availability,
  AwayLanguage,
  ConversationState,
  ConversationStateView,
  InboxStateFilter,
  OpeningRange,
  QueueSettings,
} from './contract/console-queue.js'
export {
  AVAILABILITIES,
  AWAY_LANGUAGES,
  AWAY_TEXT_MAX,
  CONVERSATION_STATES,
  consoleAvailability,
  consoleAvailabilitySet,
  consoleConversationState,
  consoleQueueSettings,
  consoleQueueSettingsSave,
  INBOX_STATE_FILTERS,
  isTimeZone,
  MEMBER_LIMIT_MAX,
  NO_ANSWER_MINUTES_MAX,
  queueSettingsSchema,
} from './contract/console-queue.js'
export type { ConsoleReport, ReportFigures } from './contract/console-report.js'
export {
  addReportDays,
  consoleReport,
  consoleReportSchema,
  REPORT_DAYS_MAX,
  REPORT_PERIOD_MAX_MS,
  REPORT_WAITING_MINUTES_DEFAULT,
  reportDaysSpanned,
  reportFiguresSchema,
} from './contract/console-report.js'
export type {
  ShopperComplaint,
  ShopperConversation,
  ShopperMoneyRecord,
  ShopperWallet,
} from './contract/console-shopper.js'
export {
  SHOPPER_CONTEXT_LIMIT,
  SHOPPER_CONTEXT_LIMIT_MAX,
  shopperWalletSchema,
} from './contract/console-shopper.js'
export type {
  CategoryLabel,
  Language,
  ProductSort,
  SearchSort,
} from './contract/constants.js'
export {
  CATEGORY_LABELS,
  CHAT_CHANNEL_TYPE,
  CHAT_LOGIN_OK_STATUS,
  DEFAULT_PAGE,
  DEFAULT_PAGE_LIMIT,
  DEFAULT_STORED_LANGUAGE,
  DUPLICATE_SUBMIT_WINDOW_MS,
  FALLBACK_LANGUAGE,
  HOT_MERCHANT_LIMIT,
  HOT_MERCHANT_PAGE,
  HTTP_TIMEOUT_MS,
  HTTP_UNAUTHORIZED,
  LANG_HEADER,
  LANGUAGES,
  MAX_PAGE_LIMIT,
  NOTE_CHANNEL_PREFIX,
  noteChannelIdOf,
  ORDER_PAYMENT_WINDOW_MINUTES,
  PASSWORD_MIN_LENGTH,
  PAY_CODE_MIN_LENGTH,
  PRODUCT_SORT,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  SEARCH_SORT,
  SUCCESS_CODE,
  TOKEN_HEADER,
  teamChannelIdOf,
  UNSUPPORTED_RECHARGE_NETWORKS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
} from './contract/constants.js'
export { articleSchema, contentHelpSupport, contentLaw, contentPlatform } from './contract/content.js'
export type {
  AnyEndpoint,
  ConsoleAudience,
  Endpoint,
  EndpointInit,
  EndpointParsedRequest,
  EndpointRequest,
  EndpointResponse,
  EndpointResponseInput,
  EndpointRoute,
  EndpointRouteInit,
  HttpMethod,
  LazyEndpoint,
  RequestEncoding,
  Schema,
} from './contract/define-endpoint.js'
// ---- contract: definition machinery, envelope, query, parsing, money ----
export {
  CONSOLE_AUDIENCES,
  defineEndpoint,
  isLazyEndpoint,
  lazyEndpoint,
} from './contract/define-endpoint.js'
export type { EndpointName, Endpoints } from './contract/endpoints.js'
export { endpoints } from './contract/endpoints.js'
export type { Envelope } from './contract/envelope.js'
export { envelopeSchema, fail, ok } from './contract/envelope.js'
export { favouriteAdd, favouriteList, favouriteRemove } from './contract/favourite.js'
export { FAVOURITE_IDS_MAX, favouriteIds } from './contract/favourite-ids.js'
export {
  lazyFavouriteIds,
  lazyIndexHotProduct,
  lazyIndexIndex,
  lazyUserGetUserInfo,
  lazyUserLogout,
} from './contract/first-view-endpoints.js'
export { LANG_QUERY_PARAM } from './contract/guest-language.js'
export { indexHotProduct, indexIndex } from './contract/home.js'
export { isTrivialPayCode, newPayCodeField, passwordField, payCodeField } from './contract/input-fields.js'
// ---- contract: constants and message keys ----
export { LANGUAGE_ALIASES, resolveLanguage } from './contract/language.js'
export { negotiateLanguage, parseAcceptLanguage } from './contract/language-negotiation.js'
export {
  AMOUNT_MAX_CENTS,
  DB_INT_MAX,
  findInputProblems,
  ID_LIST_MAX,
  QUERY_MAX_ARRAY_LENGTH,
  QUERY_MAX_INDEX,
  REQUEST_MAX_ARRAY_LENGTH,
  REQUEST_MAX_DEPTH,
} from './contract/limits.js'
// issue #48 "Merchants join": applications, the operator's review, the owner's password, suspension
export type {
  ApplicationDecision,
  ApplicationDecisionInput,
  ApplicationState,
  ConsoleApplication,
  ConsoleShop,
  MerchantApplicationInput,
  MerchantApplicationStatus,
} from './contract/merchant-applications.js'
export {
  APPLICATION_CATEGORIES_MAX,
  APPLICATION_DECISIONS,
  APPLICATION_DESCRIPTION_MAX,
  APPLICATION_STATES,
  applicationDecisionSchema,
  consoleApplication,
  consoleApplicationDecide,
  consoleApplications,
  consoleShopSuspend,
  consoleShops,
  e164Phone,
  merchantApplicationInputSchema,
  merchantApplicationResubmit,
  merchantApplicationStatus,
  merchantApply,
  merchantSetPassword,
  SET_PASSWORD_CODE_TTL_HOURS,
  uploadGuestImage,
} from './contract/merchant-applications.js'
export type { ErrorMessageKey, MessageKey, ValidationMessageKey } from './contract/message-keys.js'
export {
  ERROR_DEFAULT_TEXT,
  ERROR_MESSAGE_KEYS,
  isValidationMessageKey,
  MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from './contract/message-keys.js'
export { formatCents, parseAmountToCents } from './contract/money.js'
export type { ComplaintState, MyComplaint } from './contract/my-complaints.js'
export { COMPLAINT_STATES, complaintList, myComplaintSchema } from './contract/my-complaints.js'
export type {
  Notification,
  NotificationTargetType,
  NotificationTemplateKey,
} from './contract/notification.js'
export {
  NOTIFICATION_TARGET_TYPES,
  NOTIFICATION_TEMPLATE_KEYS,
  notificationList,
  notificationRead,
  notificationReadAll,
  notificationSchema,
  notificationUnreadCount,
} from './contract/notification.js'
export { orderCancel, orderConfirm, orderCreate, orderDetail, orderList, orderPay } from './contract/order.js'
export type { OrderDetail, OrderSummary } from './contract/order-entities.js'
export {
  logisticsEventSchema,
  orderDetailSchema,
  orderItemSchema,
  orderSummarySchema,
} from './contract/order-entities.js'
export type { ContractIssue, ParseResult, ValidationIssue } from './contract/parse.js'
export { formatPath, parseResponse, toValidationIssues, validateRequest } from './contract/parse.js'
export { parseRequest } from './contract/parse-request.js'
export {
  RESET_CODE_CHANNELS,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_SECONDS,
  type ResetCodeChannel,
  resetCodeField,
  userPayCodeReset,
  userPayCodeSendCode,
  userResetCodeReset,
  userResetCodeSend,
  userResetCodeVerify,
} from './contract/password-reset.js'
export { normalizePhone } from './contract/phone-number.js'
export { isPostcodeValid, normalizePostcode } from './contract/postcode.js'
export {
  productDetail,
  productRecommend,
  productReviewSummary,
  productReviews,
  shopFollow,
  shopFollowList,
  shopInfo,
  shopProducts,
  shopUnfollow,
} from './contract/product.js'
export {
  EDITABLE_LISTING_STATUSES,
  type EditableListingStatus,
  hasDuplicates,
  LISTING_STATUSES,
  type ListingStatus,
  type OptionGroup,
  optionKey,
  PRODUCT_IMAGES_MAX,
  PRODUCT_OPTION_VALUES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_SKUS_MAX,
  PRODUCT_STOCK_MAX,
  STOCK_EDIT_MAX,
  skuCombinations,
  skuCountOf,
  skuLabelOf,
  skusMatchOptions,
} from './contract/product-editor-rules.js'
export type { ProductDetail, Review, ReviewSummary, ShopDetail } from './contract/product-entities.js'
export {
  productDetailSchema,
  productSkuSchema,
  productSpecSchema,
  reviewSchema,
  reviewSummarySchema,
  shopDetailSchema,
} from './contract/product-entities.js'
export { decodeQuery, QUERY_MAX_DEPTH, QUERY_MAX_PARAMS } from './contract/query-decode.js'
export { encodeQuery } from './contract/query-string.js'
export {
  productSuggest,
  SEARCH_SUGGEST_MAX,
  type SearchSuggestion,
  searchSuggestionSchema,
} from './contract/search-suggest.js'
export type { BillRemarkCode, LogisticsEventCode, RefundReasonCode } from './contract/server-text-codes.js'
export {
  BILL_REMARK_CODES,
  LOGISTICS_EVENT_CODES,
  REFUND_REASON_CODES,
} from './contract/server-text-codes.js'
export type { SessionInfo } from './contract/session.js'
export {
  sessionSchema,
  userLogoutAll,
  userSessionRevoke,
  userSessions,
  userSessionsRevokeOthers,
} from './contract/session.js'
export { userLogin, userRegister } from './contract/sign-in.js'
export type {
  ApiCode,
  AuditStatus,
  BillType,
  OrderStatus,
  ProductStatus,
  RechargeMethod,
  RefundStatus,
  RefundType,
  WithdrawType,
} from './contract/status-codes.js'
export {
  API_CODE,
  AUDIT_STATUS,
  AUDIT_STATUS_CODES,
  BILL_TYPE,
  BILL_TYPE_CODES,
  ORDER_STATUS,
  ORDER_STATUS_CODES,
  PRODUCT_STATUS,
  PRODUCT_STATUS_CODES,
  RECHARGE_METHOD,
  RECHARGE_METHOD_CODES,
  REFUND_STATUS,
  REFUND_STATUS_CODES,
  REFUND_TYPE,
  REFUND_TYPE_CODES,
  WITHDRAW_TYPE,
  WITHDRAW_TYPE_CODES,
} from './contract/status-codes.js'
export { transactionHashIssue } from './contract/transaction-hash.js'
export { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, uploadImage } from './contract/upload.js'
export type { WithdrawInfo } from './contract/wallet.js'
export {
  billRecordSchema,
  blockchainNetworkSchema,
  rechargeInputSchema,
  rechargeRecordSchema,
  walletBill,
  walletExtract,
  walletExtractInfo,
  walletExtractLog,
  walletGetBlockchain,
  walletRecharge,
  walletRechargeLog,
  withdrawInfoSchema,
  withdrawInputSchema,
  withdrawRecordSchema,
} from './contract/wallet.js'
export { computeWithdrawal, type WithdrawalRule } from './contract/withdrawal-charge.js'
export {
  bankAccountNumberIssue,
  isWithdrawalNetworkSupported,
  networkAddressIssue,
  withdrawalAddressIssue,
  withdrawalNetworkIssue,
} from './contract/withdrawal-destination.js'
