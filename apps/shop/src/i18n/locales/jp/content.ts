import type { Strings } from '../../namespaces'

/** Japanese: namespace `content` (see ../en/content.ts). */
export const strings: Strings<'content'> = {
  heading: 'お気に入り',
  favourites: {
    list: 'お気に入りの商品',
    empty: 'お気に入りはまだありません。商品のハートをタップするとここに保存されます。',
    remove: '削除',
    removeNamed: '{{name}} をお気に入りから削除',
    removed: 'お気に入りから削除しました',
  },
  heart: {
    list: 'フォロー中のショップ',
    empty: 'フォロー中のショップはありません',
    unfollow: 'フォロー解除',
    unfollowNamed: '{{name}} のフォローを解除',
    unfollowed: 'フォローを解除しました',
  },
  articles: {
    help: 'ヘルプ記事',
    law: 'ポリシー',
    empty: '記事はまだありません',
    contactService: 'カスタマーサービスに連絡',
    contactHint: '答えが見つかりませんか？チャットでお問い合わせください。',
    back: '記事一覧',
    notFound: 'この記事は存在しません',
  },
  platform: {
    about: '概要',
    merchants: '出店者の方へ',
    merchantEntry: '出店・提携のお申し込み',
    seller: 'プラットフォーム販売者',
    serviceEmail: 'サポートメール',
    currency: '通貨',
    contact: 'お問い合わせ',
  },
}
