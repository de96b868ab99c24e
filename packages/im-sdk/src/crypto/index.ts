export { decodeBase64, encodeBase64, encodeBase64Bytes } from './base64'
export { CryptoError, type CryptoErrorCode } from './errors'
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
} from './key-exchange'
export { md5Hex } from './md5'
export {
  CLIENT_MSG_NO_LENGTH,
  DEVICE_ID_SUFFIX,
  randomBytes,
  randomClientMsgNo,
  randomDeviceId,
} from './random'
export {
  createSessionCipher,
  type RecvMsgKeyInput,
  type SendMsgKeyInput,
  type SessionCipher,
} from './session-cipher'
