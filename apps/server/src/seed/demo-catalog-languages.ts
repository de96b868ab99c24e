import type { LocalizedText, ProductTranslations } from '../db/schema/localized'

/**
 * The demo catalogue in the other four languages (issue #31 "Product content in five languages").
 * The English wording is the one written in demo-catalog.ts (the products' original text); these
 * tables give zh, jp, kor and tai, keyed by that English text.
 */
export type OtherLanguages = Omit<LocalizedText, 'en'>
type Lang = keyof LocalizedText

const t = (zh: string, jp: string, kor: string, tai: string): OtherLanguages => ({ zh, jp, kor, tai })

/** Product kind names (demo-catalog.ts `kinds[].name`). */
export const KIND_NAMES: Readonly<Record<string, OtherLanguages>> = {
  'Ultrabook 14"': t('超极本 14"', 'ウルトラブック 14"', '울트라북 14"', 'อัลตร้าบุ๊ก 14"'),
  'Gaming Laptop 16"': t(
    '游戏笔记本电脑 16"',
    'ゲーミングノートPC 16"',
    '게이밍 노트북 16"',
    'โน้ตบุ๊กเกมมิ่ง 16"',
  ),
  'Mechanical Keyboard': t('机械键盘', 'メカニカルキーボード', '기계식 키보드', 'คีย์บอร์ดแมคคานิคอล'),
  'Wireless Mouse': t('无线鼠标', 'ワイヤレスマウス', '무선 마우스', 'เมาส์ไร้สาย'),
  '27" 4K Monitor': t('27" 4K 显示器', '27" 4K モニター', '27" 4K 모니터', 'จอมอนิเตอร์ 4K 27"'),
  'USB-C Dock': t('USB-C 扩展坞', 'USB-C ドック', 'USB-C 도킹 스테이션', 'ด็อก USB-C'),
  'Air Fryer 5L': t('空气炸锅 5L', 'ノンフライヤー 5L', '에어프라이어 5L', 'หม้อทอดไร้น้ำมัน 5L'),
  'Robot Vacuum': t('扫地机器人', 'ロボット掃除機', '로봇 청소기', 'หุ่นยนต์ดูดฝุ่น'),
  'Electric Kettle': t('电热水壶', '電気ケトル', '전기 주전자', 'กาต้มน้ำไฟฟ้า'),
  'Hair Dryer': t('吹风机', 'ヘアドライヤー', '헤어드라이어', 'ไดร์เป่าผม'),
  'Desk Fan': t('台式风扇', '卓上扇風機', '탁상용 선풍기', 'พัดลมตั้งโต๊ะ'),
  'Blender Pro': t('专业搅拌机', 'ブレンダー Pro', '블렌더 프로', 'เครื่องปั่น Pro'),
  'Camping Tent 2P': t('双人露营帐篷', '2人用キャンプテント', '2인용 캠핑 텐트', 'เต็นท์แคมปิ้ง 2 คน'),
  'Hiking Backpack 40L': t(
    '登山背包 40L',
    'ハイキングバックパック 40L',
    '등산 배낭 40L',
    'กระเป๋าเป้เดินป่า 40L',
  ),
  'Trekking Poles': t('登山杖', 'トレッキングポール', '트레킹 폴', 'ไม้เท้าเดินป่า'),
  'Sleeping Bag': t('睡袋', '寝袋', '침낭', 'ถุงนอน'),
  'Camping Lantern': t('露营灯', 'キャンプランタン', '캠핑 랜턴', 'ตะเกียงแคมปิ้ง'),
  'Insulated Bottle': t('保温瓶', '保温ボトル', '보온병', 'ขวดน้ำเก็บอุณหภูมิ'),
  'Cotton Bed Sheet Set': t('纯棉床单套装', '綿のシーツセット', '면 침대 시트 세트', 'ชุดผ้าปูที่นอนผ้าฝ้าย'),
  'Non-stick Pan': t('不粘锅', 'フッ素加工フライパン', '논스틱 프라이팬', 'กระทะเคลือบกันติด'),
  'Storage Boxes (3)': t('收纳盒（3个装）', '収納ボックス（3個）', '수납함 (3개)', 'กล่องเก็บของ (3 ใบ)'),
  'Scented Candle': t('香薰蜡烛', 'アロマキャンドル', '향초', 'เทียนหอม'),
  'Bath Towel Set': t('浴巾套装', 'バスタオルセット', '목욕 수건 세트', 'ชุดผ้าเช็ดตัว'),
  'Ceramic Mug': t('陶瓷马克杯', '陶器のマグカップ', '세라믹 머그컵', 'แก้วมัคเซรามิก'),
  'Yoga Mat': t('瑜伽垫', 'ヨガマット', '요가 매트', 'เสื่อโยคะ'),
  'Digital Thermometer': t('电子体温计', 'デジタル体温計', '디지털 체온계', 'ปรอทวัดไข้ดิจิทัล'),
  'Massage Gun': t('按摩枪', 'マッサージガン', '마사지건', 'ปืนนวด'),
  'Vitamin C 1000 mg': t('维生素C 1000 mg', 'ビタミンC 1000 mg', '비타민 C 1000 mg', 'วิตามินซี 1000 มก.'),
  'Resistance Bands': t('弹力带', 'トレーニングチューブ', '저항 밴드', 'ยางยืดออกกำลังกาย'),
  'Smart Scale': t('智能体重秤', 'スマート体重計', '스마트 체중계', 'เครื่องชั่งน้ำหนักอัจฉริยะ'),
  'Oxford Shirt': t('牛津衬衫', 'オックスフォードシャツ', '옥스퍼드 셔츠', 'เสื้อเชิ้ตอ็อกซ์ฟอร์ด'),
  'Slim Chinos': t('修身休闲裤', 'スリムチノパン', '슬림 치노 팬츠', 'กางเกงชิโนทรงสลิม'),
  'Wool Sweater': t('羊毛衫', 'ウールセーター', '울 스웨터', 'เสื้อสเวตเตอร์ขนสัตว์'),
  'Rain Jacket': t('防雨夹克', 'レインジャケット', '레인 재킷', 'เสื้อแจ็กเก็ตกันฝน'),
  'Crew T-shirt (3 pack)': t(
    '圆领T恤（3件装）',
    'クルーネックTシャツ（3枚組）',
    '라운드 티셔츠 (3팩)',
    'เสื้อยืดคอกลม (แพ็ก 3 ตัว)',
  ),
  'Leather Belt': t('真皮腰带', 'レザーベルト', '가죽 벨트', 'เข็มขัดหนัง'),
  'Linen Dress': t('亚麻连衣裙', 'リネンワンピース', '린넨 원피스', 'ชุดเดรสผ้าลินิน'),
  'Knit Cardigan': t('针织开衫', 'ニットカーディガン', '니트 가디건', 'เสื้อคาร์ดิแกนถัก'),
  'High-rise Jeans': t('高腰牛仔裤', 'ハイライズジーンズ', '하이라이즈 청바지', 'กางเกงยีนส์เอวสูง'),
  'Silk Scarf': t('真丝围巾', 'シルクスカーフ', '실크 스카프', 'ผ้าพันคอผ้าไหม'),
  'Trench Coat': t('风衣', 'トレンチコート', '트렌치코트', 'เสื้อโค้ทเทรนช์'),
  'Pleated Skirt': t('百褶裙', 'プリーツスカート', '플리츠 스커트', 'กระโปรงพลีท'),
  'Single-origin Coffee Beans': t(
    '单一产地咖啡豆',
    'シングルオリジン コーヒー豆',
    '싱글 오리진 원두',
    'เมล็ดกาแฟซิงเกิลออริจิน',
  ),
  'Jasmine Green Tea': t('茉莉绿茶', 'ジャスミン緑茶', '자스민 녹차', 'ชาเขียวมะลิ'),
  'Dark Chocolate 85%': t('85% 黑巧克力', 'ダークチョコレート 85%', '다크 초콜릿 85%', 'ดาร์กช็อกโกแลต 85%'),
  'Mixed Nuts': t('混合坚果', 'ミックスナッツ', '믹스넛', 'ถั่วรวม'),
  'Extra Virgin Olive Oil': t(
    '特级初榨橄榄油',
    'エクストラバージンオリーブオイル',
    '엑스트라 버진 올리브 오일',
    'น้ำมันมะกอกเอ็กซ์ตร้าเวอร์จิ้น',
  ),
  'Manuka Honey': t('麦卢卡蜂蜜', 'マヌカハニー', '마누카 꿀', 'น้ำผึ้งมานูก้า'),
  'Smartphone X': t('智能手机 X', 'スマートフォン X', '스마트폰 X', 'สมาร์ทโฟน X'),
  'Smartphone Lite': t('智能手机 Lite', 'スマートフォン Lite', '스마트폰 라이트', 'สมาร์ทโฟน Lite'),
  'Wireless Earbuds': t('无线耳机', 'ワイヤレスイヤホン', '무선 이어폰', 'หูฟังไร้สาย'),
  'Fast Charger 65W': t('65W 快充充电器', '急速充電器 65W', '고속 충전기 65W', 'ที่ชาร์จเร็ว 65W'),
  'Phone Case': t('手机壳', 'スマホケース', '휴대폰 케이스', 'เคสโทรศัพท์'),
  'Power Bank 20000mAh': t(
    '充电宝 20000mAh',
    'モバイルバッテリー 20000mAh',
    '보조배터리 20000mAh',
    'พาวเวอร์แบงก์ 20000mAh',
  ),
  'Building Blocks 500 pcs': t('积木 500 块', 'ブロック 500ピース', '블록 500피스', 'ตัวต่อ 500 ชิ้น'),
  'Remote Control Car': t('遥控车', 'ラジコンカー', 'RC 자동차', 'รถบังคับวิทยุ'),
  'Plush Bear': t('毛绒熊', 'くまのぬいぐるみ', '곰 인형', 'ตุ๊กตาหมี'),
  'Wooden Puzzle': t('木制拼图', '木製パズル', '원목 퍼즐', 'จิ๊กซอว์ไม้'),
  'Kids Drone': t('儿童无人机', 'キッズドローン', '어린이 드론', 'โดรนสำหรับเด็ก'),
  'Board Game Classic': t('经典桌游', '定番ボードゲーム', '클래식 보드게임', 'บอร์ดเกมคลาสสิก'),
}

/** Edition suffixes (demo-catalog.ts DEMO_EDITIONS), written after the name. */
export const EDITION_SUFFIXES: Readonly<Record<string, OtherLanguages>> = {
  '': t('', '', '', ''),
  ' Plus': t(' Plus 版', ' プラス', ' 플러스', ' พลัส'),
  ' Eco': t(' 环保版', ' エコ', ' 에코', ' อีโค'),
}

/** Option names and values (SpecGroup names and values), shared by every product. */
export const OPTION_WORDS: Readonly<Record<string, OtherLanguages>> = {
  Colour: t('颜色', 'カラー', '색상', 'สี'),
  Size: t('尺码', 'サイズ', '사이즈', 'ขนาด'),
  Memory: t('内存', 'メモリ', '메모리', 'หน่วยความจำ'),
  Switch: t('轴体', 'スイッチ', '스위치', 'สวิตช์'),
  Plug: t('插头', 'プラグ', '플러그', 'ปลั๊ก'),
  Rating: t('适用温度', '対応温度', '적정 온도', 'อุณหภูมิที่รองรับ'),
  Pack: t('规格', '内容量', '구성', 'แพ็ก'),
  Weight: t('重量', '重さ', '중량', 'น้ำหนัก'),
  Scent: t('香味', '香り', '향', 'กลิ่น'),
  Storage: t('存储', 'ストレージ', '저장 용량', 'ความจุ'),
  Silver: t('银色', 'シルバー', '실버', 'สีเงิน'),
  Graphite: t('石墨灰', 'グラファイト', '그래파이트', 'สีกราไฟต์'),
  Black: t('黑色', 'ブラック', '블랙', 'สีดำ'),
  White: t('白色', 'ホワイト', '화이트', 'สีขาว'),
  Red: t('红色', 'レッド', '레드', 'สีแดง'),
  Brown: t('棕色', 'ブラウン', '브라운', 'สีน้ำตาล'),
  Blue: t('蓝色', 'ブルー', '블루', 'สีน้ำเงิน'),
  Steel: t('不锈钢色', 'スチール', '스틸', 'สีสเตนเลส'),
  Cream: t('奶油色', 'クリーム', '크림', 'สีครีม'),
  Olive: t('橄榄绿', 'オリーブ', '올리브', 'สีเขียวมะกอก'),
  Orange: t('橙色', 'オレンジ', '오렌지', 'สีส้ม'),
  Green: t('绿色', 'グリーン', '그린', 'สีเขียว'),
  Grey: t('灰色', 'グレー', '그레이', 'สีเทา'),
  Sage: t('鼠尾草绿', 'セージ', '세이지', 'สีเขียวเสจ'),
  Purple: t('紫色', 'パープル', '퍼플', 'สีม่วง'),
  Teal: t('青绿色', 'ティール', '틸', 'สีเขียวหัวเป็ด'),
  Navy: t('藏青色', 'ネイビー', '네이비', 'สีกรมท่า'),
  Sand: t('沙色', 'サンド', '샌드', 'สีทราย'),
  Sky: t('天蓝色', 'スカイ', '스카이', 'สีฟ้า'),
  Rose: t('玫瑰色', 'ローズ', '로즈', 'สีชมพูกุหลาบ'),
  Emerald: t('翠绿色', 'エメラルド', '에메랄드', 'สีเขียวมรกต'),
  Clear: t('透明', 'クリア', '투명', 'ใส'),
  Yellow: t('黄色', 'イエロー', '옐로', 'สีเหลือง'),
  Single: t('单人', 'シングル', '싱글', 'เตียงเดี่ยว'),
  Double: t('双人', 'ダブル', '더블', 'เตียงคู่'),
  King: t('特大', 'キング', '킹', 'คิงไซซ์'),
  Lavender: t('薰衣草', 'ラベンダー', '라벤더', 'ลาเวนเดอร์'),
  Vanilla: t('香草', 'バニラ', '바닐라', 'วานิลลา'),
  Cedar: t('雪松', 'シダー', '시더', 'ซีดาร์'),
  '60 tablets': t('60 片', '60粒', '60정', '60 เม็ด'),
  '120 tablets': t('120 片', '120粒', '120정', '120 เม็ด'),
  US: t('美规', 'USタイプ', '미국형', 'แบบ US'),
  EU: t('欧规', 'EUタイプ', '유럽형', 'แบบ EU'),
  UK: t('英规', 'UKタイプ', '영국형', 'แบบ UK'),
}

/** A keyboard's switch colours are switch types, not colours (kind-specific words win). */
export const KIND_OPTION_WORDS: Readonly<Record<string, Readonly<Record<string, OtherLanguages>>>> = {
  'Mechanical Keyboard': {
    Red: t('红轴', '赤軸', '적축', 'สวิตช์แดง'),
    Brown: t('茶轴', '茶軸', '갈축', 'สวิตช์น้ำตาล'),
    Blue: t('青轴', '青軸', '청축', 'สวิตช์น้ำเงิน'),
  },
}

/** The description every demo product gets, per language ({name}, {shop}). */
export const DESCRIPTION_TEMPLATES: Readonly<OtherLanguages> = t(
  '{name}：由 {shop} 精心挑选，支持全球配送。',
  '{name}：{shop} が厳選した商品です。世界中にお届けします。',
  '{name}: {shop}에서 엄선한 상품입니다. 전 세계로 배송합니다.',
  '{name}: คัดสรรมาอย่างดีโดย {shop} จัดส่งทั่วโลก',
)

/** Home banners' sale text (demo-catalog.ts DEMO_BANNERS titles). */
export const BANNER_TITLES: Readonly<Record<string, OtherLanguages>> = {
  'Spring sale: up to 30% off': t(
    '春季特卖：低至七折',
    '春のセール：最大30%オフ',
    '봄 세일: 최대 30% 할인',
    'ลดราคาฤดูใบไม้ผลิ: ลดสูงสุด 30%',
  ),
  'New in: mobile phones': t('新品上市：手机', '新着：スマートフォン', '신상품: 휴대폰', 'มาใหม่: โทรศัพท์มือถือ'),
  'Free shipping on outdoor gear': t(
    '户外装备包邮',
    'アウトドア用品は送料無料',
    '아웃도어 용품 무료 배송',
    'ส่งฟรีอุปกรณ์กลางแจ้ง',
  ),
  'Healthy living week': t('健康生活周', 'ヘルシーライフ週間', '건강한 생활 주간', 'สัปดาห์สุขภาพดี'),
}

const OTHER_LANGUAGES: readonly Exclude<Lang, 'en'>[] = ['zh', 'jp', 'kor', 'tai']

/**
 * The translations of one demo product: its kind's name plus the edition's suffix, the description
 * template and the option words of its spec groups. English is the original text (no entry).
 */
export function demoProductTranslations(
  kindName: string,
  editionSuffix: string,
  shopName: string,
  optionTexts: readonly string[],
): ProductTranslations {
  const kind = KIND_NAMES[kindName]
  const suffix = EDITION_SUFFIXES[editionSuffix]
  if (!kind || !suffix) throw new Error(`demo product without translations: ${kindName}${editionSuffix}`)
  const translations: ProductTranslations = {}
  for (const lang of OTHER_LANGUAGES) {
    const name = kind[lang] + suffix[lang]
    const options: Record<string, string> = {}
    for (const text of optionTexts) {
      const word = KIND_OPTION_WORDS[kindName]?.[text] ?? OPTION_WORDS[text]
      if (word) options[text] = word[lang]
    }
    translations[lang] = {
      name,
      description: DESCRIPTION_TEMPLATES[lang].replace('{name}', name).replace('{shop}', shopName),
      ...(Object.keys(options).length ? { options } : {}),
    }
  }
  return translations
}

/** A banner's sale text in the other languages ({} when the title has none). */
export function demoBannerTitles(title: string): Partial<LocalizedText> {
  return BANNER_TITLES[title] ?? {}
}
