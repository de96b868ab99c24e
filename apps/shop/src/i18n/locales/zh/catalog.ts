import type { Strings } from '../../namespaces'

/** Chinese (stored value zh-CN maps here, shop-spec §3/§9): namespace `catalog` (see ../en/catalog.ts). */
export const strings: Strings<'catalog'> = {
  search: {
    placeholder: '你想找什么？',
    submit: '搜索',
    hint: '输入商品名称进行搜索',
    noResults: '没有与“{{keyword}}”匹配的商品',
    results: '“{{keyword}}”的搜索结果',
    suggestions: '搜索建议',
    recent: '最近搜索',
    clearRecent: '清除最近搜索',
  },
  sort: {
    label: '排序',
    default: '推荐',
    sales: '销量',
    priceAsc: '价格从低到高',
    priceDesc: '价格从高到低',
    newest: '最新',
  },
  shop: {
    follow: '关注',
    unfollow: '已关注',
    followed: '已关注店铺',
    unfollowed: '已取消关注',
    totalSales: '总销量',
    fans: '粉丝',
    favourableRate: '好评率',
    products: '本店商品',
    noProducts: '该店铺暂无商品',
    missing: '未选择店铺',
    notFound: '该店铺不存在或已关闭',
  },
}
