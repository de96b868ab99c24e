/**
 * Bank card numbers and IBANs a withdrawal is paid to (issue #46: "bank card numbers checked
 * (Luhn) and IBANs where given"). Pure: no I/O. Spaces and dashes people type between the groups
 * are dropped before the check, as the server stores the number without them.
 */

/** ISO/IEC 7812: payment card numbers are 12 to 19 digits. */
const CARD_DIGITS_MIN = 12
const CARD_DIGITS_MAX = 19
/** ISO 13616: two letters (country), two check digits, then up to 30 letters or digits; 15 (Norway) to 34 long. */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/
/** An IBAN starts with its country's two letters; a card number never has a letter. */
const STARTS_WITH_COUNTRY = /^[A-Za-z]{2}/
const GROUP_SEPARATORS = /[\s-]/g
const IBAN_CHECK_MODULUS = 97
/** ISO 7064 MOD 97-10: a right IBAN leaves 1. */
const IBAN_VALID_REMAINDER = 1
const IBAN_HEAD_LENGTH = 4
const LUHN_MODULUS = 10
const LETTER_BASE = 'A'.charCodeAt(0) - 10

export type BankAccountNumberProblem = 'cardInvalid' | 'ibanInvalid'

/** The number as typed, without the spaces and dashes between its groups. */
export const compactAccountNumber = (value: string): string => value.replace(GROUP_SEPARATORS, '')

/** The Luhn (mod 10) check every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % LUHN_MODULUS === 0
}

/** A card number: 12 to 19 digits whose Luhn check holds. */
export function isBankCardNumber(value: string): boolean {
  const digits = compactAccountNumber(value)
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_DIGITS_MIN &&
    digits.length <= CARD_DIGITS_MAX &&
    passesLuhn(digits)
  )
}

/** An IBAN (case and spaces as typed): its shape, and the mod-97 check over the rearranged number. */
export function isIban(value: string): boolean {
  const iban = compactAccountNumber(value).toUpperCase()
  if (!IBAN_PATTERN.test(iban)) return false
  const rearranged = iban.slice(IBAN_HEAD_LENGTH) + iban.slice(0, IBAN_HEAD_LENGTH)
  // Letters count as 10..35; the remainder is taken digit by digit so no number outgrows a double.
  let remainder = 0
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - LETTER_BASE)
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % IBAN_CHECK_MODULUS
  }
  return remainder === IBAN_VALID_REMAINDER
}

/**
 * What is wrong with the account number of a bank withdrawal, or undefined when it is right: an
 * IBAN when it starts with a country's letters, otherwise a card number.
 */
export function bankAccountNumberProblem(value: string): BankAccountNumberProblem | undefined {
  const compact = compactAccountNumber(value.trim())
  if (STARTS_WITH_COUNTRY.test(compact)) return isIban(compact) ? undefined : 'ibanInvalid'
  return isBankCardNumber(compact) ? undefined : 'cardInvalid'
}
