/** A text in each interface language (shop-spec §9: en, zh, jp, kor, tai). */
export type LocalizedText = Record<'en' | 'zh' | 'jp' | 'kor' | 'tai', string>
