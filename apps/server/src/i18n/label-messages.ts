import type { Localized } from './languages'

/** Refusals of the conversation labels (issue #29), in the five languages of shop-spec §9. */
export const LABEL_MESSAGES = {
  'console.labelNotFound': {
    en: 'No such label in your service',
    zh: '您的客服中没有该标签',
    jp: 'そのラベルはあなたの窓口にはありません',
    kor: '담당 고객센터에 해당 라벨이 없습니다',
    tai: 'ไม่พบป้ายกำกับนี้ในบริการของคุณ',
  },
  'console.labelTaken': {
    en: 'A label named "{name}" already exists',
    zh: '名为“{name}”的标签已存在',
    jp: '「{name}」という名前のラベルはすでにあります',
    kor: '"{name}" 이름의 라벨이 이미 있습니다',
    tai: 'มีป้ายกำกับชื่อ "{name}" อยู่แล้ว',
  },
  'console.labelLimit': {
    en: 'A service can have at most {max} labels; delete one first',
    zh: '每个客服最多 {max} 个标签，请先删除一个',
    jp: 'ラベルは窓口ごとに最大 {max} 個です。先に 1 つ削除してください',
    kor: '고객센터당 라벨은 최대 {max}개입니다. 먼저 하나를 삭제하세요',
    tai: 'แต่ละบริการมีป้ายกำกับได้สูงสุด {max} รายการ กรุณาลบออกก่อนหนึ่งรายการ',
  },
} as const satisfies Record<string, Localized>
