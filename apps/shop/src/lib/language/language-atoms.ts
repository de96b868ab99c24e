import { atom } from 'jotai'
import { DEFAULT_STORED_LANGUAGE, resolveLanguage } from '../../i18n/languages'

/** shop-spec §3: the stored Lang value (default zh-CN); the runtime persists it to localStorage. */
export const languageSettingAtom = atom<string>(DEFAULT_STORED_LANGUAGE)

/** The interface language the stored value stands for (zh-CN -> zh). */
export const languageAtom = atom((get) => resolveLanguage(get(languageSettingAtom)))
