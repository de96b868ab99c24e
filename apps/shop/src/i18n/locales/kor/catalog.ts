import type { Strings } from '../../namespaces'

/** Korean: namespace `catalog` (see ../en/catalog.ts). */
export const strings: Strings<'catalog'> = {
  search: {
    placeholder: '무엇을 찾으세요?',
    submit: '검색',
    hint: '상품 이름을 입력하고 검색하세요',
    noResults: '“{{keyword}}”와 일치하는 상품이 없습니다',
    results: '“{{keyword}}” 검색 결과',
    suggestions: '추천 검색어',
    recent: '최근 검색어',
    clearRecent: '최근 검색어 지우기',
  },
  sort: {
    label: '정렬',
    default: '추천순',
    sales: '판매순',
    priceAsc: '낮은 가격순',
    priceDesc: '높은 가격순',
    newest: '최신순',
  },
  shop: {
    follow: '팔로우',
    unfollow: '팔로잉',
    followed: '상점을 팔로우했습니다',
    unfollowed: '팔로우를 취소했습니다',
    totalSales: '총 판매',
    fans: '팬',
    favourableRate: '긍정 평가율',
    products: '이 상점의 상품',
    noProducts: '이 상점에는 아직 상품이 없습니다',
    missing: '선택된 상점이 없습니다',
    notFound: '존재하지 않거나 문을 닫은 상점입니다',
  },
}
