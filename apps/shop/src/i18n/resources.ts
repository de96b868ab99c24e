import type { Language } from './languages'
import { en, type Translation } from './locales/en'
import { jp } from './locales/jp'
import { kor } from './locales/kor'
import { tai } from './locales/tai'
import { zh } from './locales/zh'

/** Every language's strings, one namespace ('translation'). */
export const TRANSLATIONS: Readonly<Record<Language, Translation>> = { en, zh, jp, kor, tai }
