import { useAtomValue } from 'jotai'
import { isLoggedInAtom, tokenAtom, userInfoAtom } from './session-atoms'

export function useUserInfo() {
  return useAtomValue(userInfoAtom)
}

export function useIsLoggedIn() {
  return useAtomValue(isLoggedInAtom)
}

export function useHasToken() {
  return useAtomValue(tokenAtom) !== null
}
