import type { Strings } from '../../namespaces'

/** Chinese: namespace `content` (see ../en/content.ts). */
export const strings: Strings<'content'> = {
  heading: '收藏',
  favourites: {
    list: '收藏的商品',
    empty: '还没有收藏，点商品上的爱心即可收藏。',
    remove: '移除',
    removeNamed: '从收藏中移除 {{name}}',
    removed: '已取消收藏',
  },
  heart: {
    list: '关注的店铺',
    empty: '还没有关注店铺',
    unfollow: '取消关注',
    unfollowNamed: '取消关注 {{name}}',
    unfollowed: '已取消关注',
  },
  articles: {
    help: '帮助文章',
    law: '政策条款',
    empty: '暂无文章',
    contactService: '联系客服',
    contactHint: '没有找到答案？和我们聊聊。',
    back: '全部文章',
    notFound: '文章不存在',
  },
  platform: {
    about: '简介',
    merchants: '商家合作',
    merchantEntry: '商家入驻与合作',
    seller: '平台卖家',
    serviceEmail: '客服邮箱',
    currency: '货币',
    contact: '联系方式',
  },
}
