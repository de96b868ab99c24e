import type { LocalizedText } from '../../db/schema/localized'

/**
 * The default automatic reply (README "Channels and people": it tells the shopper the message was received), in the five
 * interface languages (shop-spec §9). `{name}` is the shop's name.
 */
export const DEFAULT_AUTO_REPLY: LocalizedText = {
  en: 'Thanks for your message to {name}! Our customer service is offline right now; we have received it and will reply as soon as we are back.',
  zh: '感谢您联系{name}！客服暂时不在线，我们已收到您的消息，上线后会尽快回复您。',
  jp: '{name}へのお問い合わせありがとうございます。現在カスタマーサービスはオフラインです。メッセージを受け付けましたので、戻り次第ご返信いたします。',
  kor: '{name}에 문의해 주셔서 감사합니다! 지금은 고객센터가 오프라인입니다. 메시지를 받았으며 돌아오는 대로 답변드리겠습니다.',
  tai: 'ขอบคุณที่ติดต่อ {name}! ขณะนี้ฝ่ายบริการลูกค้าออฟไลน์อยู่ เราได้รับข้อความของคุณแล้วและจะตอบกลับโดยเร็วที่สุด',
}

/** The platform customer service's name (/service), per language. */
export const PLATFORM_SERVICE_NAME: LocalizedText = {
  en: 'CrossMart Customer Service',
  zh: 'CrossMart 客服中心',
  jp: 'CrossMart カスタマーサービス',
  kor: 'CrossMart 고객센터',
  tai: 'ฝ่ายบริการลูกค้า CrossMart',
}

export function fillName(texts: LocalizedText, name: string): LocalizedText {
  const out = { ...texts }
  for (const lang of Object.keys(out) as (keyof LocalizedText)[])
    out[lang] = out[lang].replaceAll('{name}', name)
  return out
}
