import type { Strings } from '../../namespaces'

/** Korean: namespace `content` (see ../en/content.ts). */
export const strings: Strings<'content'> = {
  heading: '즐겨찾기',
  favourites: {
    list: '즐겨찾기한 상품',
    empty: '아직 즐겨찾기가 없습니다. 상품의 하트를 누르면 여기에 저장됩니다.',
    remove: '삭제',
    removeNamed: '{{name}}을(를) 즐겨찾기에서 삭제',
    removed: '즐겨찾기에서 삭제했습니다',
  },
  heart: {
    list: '팔로우한 상점',
    empty: '팔로우한 상점이 없습니다',
    unfollow: '언팔로우',
    unfollowNamed: '{{name}} 언팔로우',
    unfollowed: '언팔로우했습니다',
  },
  articles: {
    help: '도움말',
    law: '정책',
    empty: '아직 글이 없습니다',
    contactService: '고객센터 문의',
    contactHint: '답을 찾지 못하셨나요? 채팅으로 문의하세요.',
    back: '전체 글',
    notFound: '존재하지 않는 글입니다',
  },
  platform: {
    about: '소개',
    merchants: '판매자용',
    merchantEntry: '입점 및 제휴',
    seller: '플랫폼 판매자',
    serviceEmail: '고객센터 이메일',
    currency: '통화',
    contact: '연락처',
  },
}
