import * as account from './account.js'
import * as accountSettings from './account-settings.js'
import * as address from './address.js'
import * as afterSale from './after-sale.js'
import * as bankDetails from './bank-details.js'
import * as cart from './cart.js'
import * as catalog from './catalog.js'
import * as chat from './chat.js'
import * as chatExtras from './chat-extras.js'
import * as chatRatingCalls from './chat-rating.js'
import * as checkoutPreview from './checkout-preview.js'
import * as consoleCalls from './console.js'
import * as consoleAuditLogArea from './console-audit-log.js'
import * as consoleCatalogue from './console-catalogue.js'
import * as consoleFinance from './console-finance.js'
import * as consoleLabels from './console-labels.js'
import * as consoleOrder from './console-order.js'
import * as consoleProductsArea from './console-products.js'
import * as consoleQueue from './console-queue.js'
import * as consoleReportArea from './console-report.js'
import * as content from './content.js'
import type { Endpoint } from './define-endpoint.js'
import * as favourite from './favourite.js'
import * as favouriteIdsArea from './favourite-ids.js'
import * as home from './home.js'
import * as merchantApplications from './merchant-applications.js'
import * as myComplaints from './my-complaints.js'
import * as notification from './notification.js'
import * as order from './order.js'
import * as passwordReset from './password-reset.js'
import * as product from './product.js'
import * as searchSuggest from './search-suggest.js'
import * as session from './session.js'
import * as signIn from './sign-in.js'
import * as upload from './upload.js'
import * as wallet from './wallet.js'

/**
 * Every endpoint by name, for the server to register routes and for coverage tests. Importing
 * this map pulls every schema in: pages should import the named endpoints instead (tree-shaking).
 */
export const endpoints = {
  // shop-spec §7 Index
  indexBanner: catalog.indexBanner,
  indexCategory: catalog.indexCategory,
  indexProduct: catalog.indexProduct,
  indexHotProduct: home.indexHotProduct,
  indexHotMerchant: catalog.indexHotMerchant,
  indexIndex: home.indexIndex,
  // shop-spec §7 User
  userLogin: signIn.userLogin,
  userGetUserInfo: account.userGetUserInfo,
  userLogout: account.userLogout,
  userLogoutAll: session.userLogoutAll,
  userRegister: signIn.userRegister,
  userProfile: accountSettings.userProfile,
  userResetPwd: accountSettings.userResetPwd,
  userResetPay: accountSettings.userResetPay,
  userVerifyPay: accountSettings.userVerifyPay,
  userLanguageList: accountSettings.userLanguageList,
  orderList: order.orderList,
  walletGetBlockchain: wallet.walletGetBlockchain,
  walletRecharge: wallet.walletRecharge,
  walletRechargeLog: wallet.walletRechargeLog,
  walletExtract: wallet.walletExtract,
  walletExtractInfo: wallet.walletExtractInfo,
  walletExtractLog: wallet.walletExtractLog,
  walletBill: wallet.walletBill,
  walletBankDetails: bankDetails.walletBankDetails,
  // Issue #31: the shopper's complaints, followed to their resolution
  complaintList: myComplaints.complaintList,
  addressList: address.addressList,
  addressAdd: address.addressAdd,
  addressDetail: address.addressDetail,
  addressSetDefault: address.addressSetDefault,
  addressDel: address.addressDel,
  contentHelpSupport: content.contentHelpSupport,
  contentLaw: content.contentLaw,
  complaintOrder: afterSale.complaintOrder,
  // shop-spec §7 chat helpers
  chatLogin: chat.chatLogin,
  chatGetWebSocketUrl: chat.chatGetWebSocketUrl,
  chatGetRecentConversation: chat.chatGetRecentConversation,
  chatGetChannelMessage: chat.chatGetChannelMessage,
  chatSetUnread: chat.chatSetUnread,
  chatDeleteRecentConversation: chat.chatDeleteRecentConversation,
  // the other provider callbacks of chat-spec §7 (server README "Chat")
  chatSyncMessageExtras: chatExtras.chatSyncMessageExtras,
  chatRevokeMessage: chatExtras.chatRevokeMessage,
  chatEditMessage: chatExtras.chatEditMessage,
  chatChannelInfo: chatExtras.chatChannelInfo,
  chatSyncSubscribers: chatExtras.chatSyncSubscribers,
  chatSyncConversationExtras: chatExtras.chatSyncConversationExtras,
  chatSetConversationExtra: chatExtras.chatSetConversationExtra,
  chatSyncReminders: chatExtras.chatSyncReminders,
  chatReminderDone: chatExtras.chatReminderDone,
  // calls the spec leaves unnamed (server README "Endpoints")
  userSetLanguage: accountSettings.userSetLanguage,
  contentPlatform: content.contentPlatform,
  productSearch: catalog.productSearch,
  productSuggest: searchSuggest.productSuggest,
  productDetail: product.productDetail,
  productReviews: product.productReviews,
  productReviewSummary: product.productReviewSummary,
  productRecommend: product.productRecommend,
  shopInfo: product.shopInfo,
  shopProducts: product.shopProducts,
  shopFollow: product.shopFollow,
  shopUnfollow: product.shopUnfollow,
  shopFollowList: product.shopFollowList,
  favouriteAdd: favourite.favouriteAdd,
  favouriteRemove: favourite.favouriteRemove,
  favouriteList: favourite.favouriteList,
  favouriteIds: favouriteIdsArea.favouriteIds,
  cartList: cart.cartList,
  cartAdd: cart.cartAdd,
  cartUpdate: cart.cartUpdate,
  cartRemove: cart.cartRemove,
  cartSelect: cart.cartSelect,
  orderCreate: order.orderCreate,
  orderPay: order.orderPay,
  orderDetail: order.orderDetail,
  orderCancel: order.orderCancel,
  orderConfirm: order.orderConfirm,
  orderPreview: checkoutPreview.orderPreview,
  refundApply: afterSale.refundApply,
  refundDetail: afterSale.refundDetail,
  reviewAdd: afterSale.reviewAdd,
  complaintPlatform: afterSale.complaintPlatform,
  chatGetServiceChannel: chat.chatGetServiceChannel,
  uploadImage: upload.uploadImage,
  // the shopper's own space (server README)
  userResetCodeSend: passwordReset.userResetCodeSend,
  userResetCodeVerify: passwordReset.userResetCodeVerify,
  userResetCodeReset: passwordReset.userResetCodeReset,
  userPayCodeSendCode: passwordReset.userPayCodeSendCode,
  userPayCodeReset: passwordReset.userPayCodeReset,
  notificationList: notification.notificationList,
  notificationUnreadCount: notification.notificationUnreadCount,
  notificationRead: notification.notificationRead,
  notificationReadAll: notification.notificationReadAll,
  userSessions: session.userSessions,
  userSessionRevoke: session.userSessionRevoke,
  userSessionsRevokeOthers: session.userSessionsRevokeOthers,
  // the staff and operator console (server README "Console")
  consoleMe: consoleCalls.consoleMe,
  consoleInbox: consoleCalls.consoleInbox,
  consoleAssign: consoleCalls.consoleAssign,
  consoleColleagues: consoleCalls.consoleColleagues,
  consoleQuickReplies: consoleCalls.consoleQuickReplies,
  consoleQuickReplySave: consoleCalls.consoleQuickReplySave,
  consoleQuickReplyDelete: consoleCalls.consoleQuickReplyDelete,
  consoleShopper: consoleCalls.consoleShopper,
  consoleOrders: consoleCalls.consoleOrders,
  consoleShip: consoleCalls.consoleShip,
  consoleRefundDecide: consoleCalls.consoleRefundDecide,
  consoleRefund: consoleCalls.consoleRefund,
  consoleOrderDetail: consoleOrder.consoleOrderDetail,
  consoleRecharges: consoleCalls.consoleRecharges,
  consoleRechargeAudit: consoleCalls.consoleRechargeAudit,
  consoleWithdrawals: consoleCalls.consoleWithdrawals,
  consoleWithdrawalAudit: consoleCalls.consoleWithdrawalAudit,
  consoleComplaints: consoleCalls.consoleComplaints,
  consoleComplaintResolve: consoleCalls.consoleComplaintResolve,
  consoleAuditLog: consoleCalls.consoleAuditLog,
  consoleAuditLogFacets: consoleAuditLogArea.consoleAuditLogFacets,
  consoleStatus: consoleCalls.consoleStatus,
  // issue #48: a shop's products
  consoleProducts: consoleProductsArea.consoleProducts,
  consoleProduct: consoleProductsArea.consoleProduct,
  consoleProductSave: consoleProductsArea.consoleProductSave,
  consoleProductDuplicate: consoleProductsArea.consoleProductDuplicate,
  consoleProductStatus: consoleProductsArea.consoleProductStatus,
  consoleProductDelete: consoleProductsArea.consoleProductDelete,
  consoleStockSave: consoleProductsArea.consoleStockSave,
  // issue #48: the operator's marketplace (categories, banners, announcements, hot-list pins)
  consoleCategories: consoleCatalogue.consoleCategories,
  consoleCategorySave: consoleCatalogue.consoleCategorySave,
  consoleCategoryMove: consoleCatalogue.consoleCategoryMove,
  consoleCategoryHide: consoleCatalogue.consoleCategoryHide,
  consoleCategoryDelete: consoleCatalogue.consoleCategoryDelete,
  consoleBanners: consoleCatalogue.consoleBanners,
  consoleBannerSave: consoleCatalogue.consoleBannerSave,
  consoleBannerMove: consoleCatalogue.consoleBannerMove,
  consoleBannerDelete: consoleCatalogue.consoleBannerDelete,
  consoleAnnouncements: consoleCatalogue.consoleAnnouncements,
  consoleAnnouncementSave: consoleCatalogue.consoleAnnouncementSave,
  consoleAnnouncementDelete: consoleCatalogue.consoleAnnouncementDelete,
  consoleHotLists: consoleCatalogue.consoleHotLists,
  consoleHotPin: consoleCatalogue.consoleHotPin,
  // issue #42 marketplace money (server README "Money between accounts")
  consoleShopBalance: consoleFinance.consoleShopBalance,
  consoleShopStatement: consoleFinance.consoleShopStatement,
  consoleShopPayouts: consoleFinance.consoleShopPayouts,
  consolePayoutRequest: consoleFinance.consolePayoutRequest,
  consolePayoutAccountSave: consoleFinance.consolePayoutAccountSave,
  consolePayouts: consoleFinance.consolePayouts,
  consolePayoutAudit: consoleFinance.consolePayoutAudit,
  consolePlatformMoney: consoleFinance.consolePlatformMoney,
  consoleShopLedger: consoleFinance.consoleShopLedger,
  consoleReconciliation: consoleFinance.consoleReconciliation,
  consoleCommissionRates: consoleFinance.consoleCommissionRates,
  consoleCommissionRateSet: consoleFinance.consoleCommissionRateSet,
  // issue #29 queue control (server README "Queue control")
  consoleConversationState: consoleQueue.consoleConversationState,
  consoleAvailability: consoleQueue.consoleAvailability,
  consoleAvailabilitySet: consoleQueue.consoleAvailabilitySet,
  consoleQueueSettings: consoleQueue.consoleQueueSettings,
  consoleQueueSettingsSave: consoleQueue.consoleQueueSettingsSave,
  // issue #29 labels and message search (server README "Labels and message search")
  consoleLabels: consoleLabels.consoleLabels,
  consoleLabelSave: consoleLabels.consoleLabelSave,
  consoleLabelDelete: consoleLabels.consoleLabelDelete,
  consoleConversationLabels: consoleLabels.consoleConversationLabels,
  consoleConversationLabelSet: consoleLabels.consoleConversationLabelSet,
  consoleMessageSearch: consoleLabels.consoleMessageSearch,
  // issue #29 satisfaction ratings (server README "Satisfaction ratings")
  chatRating: chatRatingCalls.chatRating,
  chatRatingSubmit: chatRatingCalls.chatRatingSubmit,
  consoleConversationRatings: chatRatingCalls.consoleConversationRatings,
  consoleReport: consoleReportArea.consoleReport,
  // issue #48 "Merchants join"
  merchantApply: merchantApplications.merchantApply,
  merchantApplicationStatus: merchantApplications.merchantApplicationStatus,
  merchantApplicationResubmit: merchantApplications.merchantApplicationResubmit,
  merchantSetPassword: merchantApplications.merchantSetPassword,
  uploadGuestImage: merchantApplications.uploadGuestImage,
  consoleApplications: merchantApplications.consoleApplications,
  consoleApplication: merchantApplications.consoleApplication,
  consoleApplicationDecide: merchantApplications.consoleApplicationDecide,
  consoleShops: merchantApplications.consoleShops,
  consoleShopSuspend: merchantApplications.consoleShopSuspend,
} as const satisfies Record<string, Endpoint>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
