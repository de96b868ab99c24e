/**
 * Message keys carried by validation issues and client errors. The app translates them (i18n);
 * the package never shows text. `MESSAGE_KEYS` lets the app test that its translations cover all.
 */

/** shop-spec §5: validation messages, one key per rule. */
export const VALIDATION_MESSAGE_KEYS = [
  // generic fallbacks: a value of the wrong type/shape with no more precise rule
  'validation.invalid',
  'validation.required',
  'validation.idInvalid',
  // login / register / profile
  'validation.accountRequired',
  'validation.passwordRequired',
  'validation.emailInvalid',
  'validation.mobileInvalid',
  'validation.nameRequired',
  // register: email or mobile, not both; the terms agreed (issue #31)
  'validation.contactChoice',
  'validation.termsRequired',
  // password (login password)
  'validation.passwordMin',
  'validation.passwordSameAsOld',
  'validation.passwordMismatch',
  // password reset by code (server README "The shopper's own space")
  'validation.resetCodeFormat',
  // payment code
  'validation.payCodeFormat',
  'validation.payCodeOldRequired',
  'validation.payCodeSameAsOld',
  'validation.payCodeTrivial',
  'validation.payCodeMismatch',
  // amounts
  'validation.amountInvalid',
  'validation.amountPositive',
  'validation.amountNegative',
  // withdrawal
  'validation.withdrawTypeInvalid',
  'validation.bankCardRequired',
  'validation.bankNameRequired',
  'validation.withdrawAddressRequired',
  // withdrawal destination (issue #46: checked per network, card numbers and IBANs)
  'validation.withdrawNetworkUnsupported',
  'validation.tronAddressInvalid',
  'validation.evmAddressInvalid',
  'validation.bankCardInvalid',
  'validation.ibanInvalid',
  // recharge
  'validation.rechargeMethodInvalid',
  'validation.networkRequired',
  'validation.rechargeAddressRequired',
  'validation.evidenceRequired',
  // the transaction hash of an on-chain top-up, optional (issue #46), per network
  'validation.txHashTronInvalid',
  'validation.txHashEvmInvalid',
  // refund
  'validation.refundTypeInvalid',
  'validation.productStatusInvalid',
  'validation.reasonRequired',
  'validation.explanationRequired',
  'validation.proofRequired',
  // review
  'validation.reviewContentRequired',
  'validation.scoreRange',
  // complaint
  'validation.complaintContentRequired',
  'validation.certificateRequired',
  // address
  'validation.addresseeRequired',
  'validation.areaRequired',
  'validation.detailedAddressRequired',
  'validation.tagRequired',
  // address country and postcode (issue #31)
  'validation.countryInvalid',
  'validation.postcodeInvalid',
  // cart / checkout
  'validation.quantityInvalid',
  'validation.cartSelectionRequired',
  // misc
  'validation.languageInvalid',
  'validation.statusInvalid',
  'validation.pageInvalid',
  'validation.imageRequired',
  'validation.imageType',
  'validation.imageTooLarge',
  'validation.keywordRequired',
  // console (server README "Console")
  'validation.carrierRequired',
  'validation.trackingRequired',
  'validation.shortcutRequired',
  'validation.replyTextRequired',
  'validation.noteRequired',
  // shop money (issue #42)
  'validation.commissionRateInvalid',
  'validation.periodInvalid',
  'validation.payoutAccountRequired',
  // products (issue #48)
  'validation.productNameRequired',
  'validation.categoryRequired',
  'validation.priceInvalid',
  'validation.pricePositive',
  'validation.listPriceInvalid',
  'validation.stockRequired',
  'validation.stockInvalid',
  'validation.optionsTooMany',
  'validation.optionNameRequired',
  'validation.optionNameDuplicate',
  'validation.optionValueRequired',
  'validation.optionValuesRequired',
  'validation.optionValuesTooMany',
  'validation.optionValueDuplicate',
  'validation.skusRequired',
  'validation.skusTooMany',
  'validation.skusMismatch',
  // merchant applications (issue #48 "Merchants join")
  'validation.businessNameRequired',
  'validation.shopNameRequired',
  'validation.phoneInternational',
  'validation.categoriesRequired',
  'validation.descriptionRequired',
  'validation.descriptionTooLong',
  'validation.logoRequired',
  'validation.documentRequired',
  // the operator's marketplace (issue #48)
  'validation.categoryNameRequired',
  'validation.categoryParentInvalid',
  'validation.bannerTargetRequired',
  'validation.scheduleEndBeforeStart',
  'validation.dateInvalid',
  'validation.announcementTitleRequired',
  'validation.announcementBodyRequired',
] as const
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number]

/** shop-spec §8: client error catalogue keys. */
export const ERROR_MESSAGE_KEYS = [
  'error.network',
  'error.timeout',
  'error.httpStatus',
  'error.duplicateSubmit',
  'error.unauthorized',
  'error.server',
  'error.contract',
  'error.validation',
  'error.unknown',
] as const
export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number]

export type MessageKey = ValidationMessageKey | ErrorMessageKey

/** Every key the app must translate. */
// A pure call (not a spread) so that bundlers drop it from apps that never read it.
export const MESSAGE_KEYS: readonly MessageKey[] = /*#__PURE__*/ (
  VALIDATION_MESSAGE_KEYS as readonly MessageKey[]
).concat(ERROR_MESSAGE_KEYS)

/**
 * shop-spec §8: the English wording of the catalogue (used as `Error.message`, so logs are readable;
 * the app shows its translation of `messageKey` instead). `{status}` is replaced by the HTTP status.
 */
export const ERROR_DEFAULT_TEXT: Readonly<Record<ErrorMessageKey, string>> = {
  'error.network': 'backend interface connection error',
  'error.timeout': 'system interface request timed out',
  'error.httpStatus': 'system interface {status} error',
  'error.duplicateSubmit': 'data is being processed, do not submit again',
  'error.unauthorized': 'please login first',
  'error.server': 'request failed',
  'error.contract': 'response does not match the contract',
  'error.validation': 'request is invalid',
  'error.unknown': 'unknown error',
}

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(value)
}
