import type { Strings } from '../../namespaces'

/** Japanese: namespace `catalog` (see ../en/catalog.ts). */
export const strings: Strings<'catalog'> = {
  search: {
    placeholder: '何をお探しですか？',
    submit: '検索',
    hint: '商品名を入力して検索してください',
    noResults: '「{{keyword}}」に一致する商品はありません',
    results: '「{{keyword}}」の検索結果',
    suggestions: '検索候補',
    recent: '最近の検索',
    clearRecent: '検索履歴を消去',
  },
  sort: {
    label: '並び替え',
    default: 'おすすめ',
    sales: '売れ筋',
    priceAsc: '価格の安い順',
    priceDesc: '価格の高い順',
    newest: '新着順',
  },
  shop: {
    follow: 'フォロー',
    unfollow: 'フォロー中',
    followed: 'ショップをフォローしました',
    unfollowed: 'フォローを解除しました',
    totalSales: '総売上',
    fans: 'ファン',
    favourableRate: '高評価率',
    products: 'このショップの商品',
    noProducts: 'このショップにはまだ商品がありません',
    missing: 'ショップが選択されていません',
    notFound: 'このショップは存在しないか、閉店しました',
  },
}
