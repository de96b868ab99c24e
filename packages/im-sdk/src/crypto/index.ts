export { decodeBase64, encodeBase64, encodeBase64Bytes } from './base64.js'
export { CryptoError, type CryptoErrorCode } from './errors.js'
export {
  AES_IV_CHARS,
  AES_KEY_CHARS,
  aesIVFromSalt,
  aesKeyFromSharedSecret,
  computeSharedSecret,
  deriveSessionKeys,
  generateKeyPair,
  type KeyPair,
  keyPairFromPrivateKey,
  type SessionKeys,
} from './key-exchange.js'
export { md5Hex } from './md5.js'
export {
  CLIENT_MSG_NO_LENGTH,
  DEVICE_ID_SUFFIX,
  randomBytes,
  randomClientMsgNo,
  randomDeviceId,
} from './random.js'
export {
  createSessionCipher,
  type RecvMsgKeyInput,
  type SendMsgKeyInput,
  type SessionCipher,
} from './session-cipher.js'
