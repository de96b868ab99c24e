import type { LocalizedText } from '../db/schema/localized'

/** Help and support, legal and policy, and platform texts in the five languages of shop-spec §9. */
export interface DemoArticle {
  kind: 'help_support' | 'law' | 'platform'
  slug: string
  title: LocalizedText
  body: LocalizedText
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    kind: 'help_support',
    slug: 'how-to-order',
    title: {
      en: 'How do I place an order?',
      zh: '如何下单？',
      jp: '注文方法',
      kor: '주문은 어떻게 하나요?',
      tai: 'สั่งซื้ออย่างไร?',
    },
    body: {
      en: 'Add items to your cart, select them, choose a delivery address and pay from your balance with your payment password.',
      zh: '将商品加入购物车并勾选，选择收货地址，然后使用支付密码从余额付款。',
      jp: '商品をカートに入れて選択し、配送先を選び、支払いパスワードで残高から支払います。',
      kor: '상품을 장바구니에 담아 선택하고 배송지를 고른 뒤 결제 비밀번호로 잔액에서 결제하세요.',
      tai: 'เพิ่มสินค้าลงตะกร้า เลือกสินค้า เลือกที่อยู่จัดส่ง แล้วชำระเงินจากยอดคงเหลือด้วยรหัสชำระเงิน',
    },
  },
  {
    kind: 'help_support',
    slug: 'top-up',
    title: {
      en: 'How do I top up my balance?',
      zh: '如何充值？',
      jp: '残高のチャージ方法',
      kor: '잔액 충전 방법',
      tai: 'เติมเงินอย่างไร?',
    },
    body: {
      en: 'Open Me > Top up, choose manual or on-chain transfer, send the amount and upload the payment evidence. The balance rises once the transfer is approved.',
      zh: '打开“我的 > 充值”，选择人工转账或链上转账，转账后上传付款凭证。审核通过后余额到账。',
      jp: 'マイページ > チャージで手動送金またはオンチェーン送金を選び、送金後に支払い証明をアップロードしてください。承認後に残高へ反映されます。',
      kor: '내 정보 > 충전에서 수동 송금 또는 온체인 송금을 선택하고 송금 후 결제 증빙을 업로드하세요. 승인되면 잔액이 늘어납니다.',
      tai: 'ไปที่ ฉัน > เติมเงิน เลือกโอนเองหรือโอนบนเชน โอนเงินแล้วอัปโหลดหลักฐาน ยอดเงินจะเพิ่มเมื่อได้รับการอนุมัติ',
    },
  },
  {
    kind: 'help_support',
    slug: 'refunds',
    title: {
      en: 'Refunds and returns',
      zh: '退款与退货',
      jp: '返金と返品',
      kor: '환불 및 반품',
      tai: 'การคืนเงินและคืนสินค้า',
    },
    body: {
      en: 'From an order you can request a refund only, or a return and refund. Give the reason, an explanation and a proof picture; the shop answers within 48 hours.',
      zh: '在订单中可申请仅退款或退货退款。请填写原因、说明并上传凭证，店铺将在 48 小时内处理。',
      jp: '注文から返金のみ、または返品・返金を申請できます。理由、説明、証拠画像を添えてください。ショップは48時間以内に対応します。',
      kor: '주문에서 환불만 또는 반품 후 환불을 요청할 수 있습니다. 사유, 설명, 증빙 사진을 첨부하면 상점이 48시간 내에 답변합니다.',
      tai: 'จากคำสั่งซื้อ คุณขอคืนเงินอย่างเดียว หรือคืนสินค้าและคืนเงินได้ ระบุเหตุผล คำอธิบาย และรูปหลักฐาน ร้านค้าจะตอบกลับภายใน 48 ชั่วโมง',
    },
  },
  {
    kind: 'help_support',
    slug: 'contact',
    title: {
      en: 'Contact customer service',
      zh: '联系客服',
      jp: 'カスタマーサービスへの連絡',
      kor: '고객센터 문의',
      tai: 'ติดต่อฝ่ายบริการลูกค้า',
    },
    body: {
      en: 'Every shop page and product page has a chat button that opens a conversation with the shop. Platform service is available under Me > Customer service.',
      zh: '每个店铺页和商品页都有聊天按钮，可直接联系店铺客服。平台客服位于“我的 > 客服”。',
      jp: 'ショップページと商品ページのチャットボタンからショップに問い合わせできます。プラットフォームのサポートはマイページ > カスタマーサービスにあります。',
      kor: '상점 및 상품 페이지의 채팅 버튼으로 상점과 대화할 수 있습니다. 플랫폼 고객센터는 내 정보 > 고객센터에 있습니다.',
      tai: 'ทุกหน้าร้านค้าและหน้าสินค้ามีปุ่มแชทเพื่อคุยกับร้านค้า ฝ่ายบริการของแพลตฟอร์มอยู่ที่ ฉัน > บริการลูกค้า',
    },
  },
  {
    kind: 'law',
    slug: 'terms',
    title: {
      en: 'Terms of service',
      zh: '服务条款',
      jp: '利用規約',
      kor: '서비스 약관',
      tai: 'ข้อกำหนดการให้บริการ',
    },
    body: {
      en: 'By using CrossMart you agree to buy from independent shops under these terms. Prices are shown in dollars and include the taxes stated on the product page.',
      zh: '使用 CrossMart 即表示您同意依照本条款向独立店铺购物。价格以美元显示，并包含商品页注明的税费。',
      jp: 'CrossMart を利用することで、本規約に基づき独立したショップから購入することに同意したものとみなされます。価格はドル表示で、商品ページ記載の税を含みます。',
      kor: 'CrossMart를 이용하면 본 약관에 따라 독립 상점에서 구매하는 데 동의하게 됩니다. 가격은 달러로 표시되며 상품 페이지에 명시된 세금을 포함합니다.',
      tai: 'การใช้ CrossMart ถือว่าคุณยอมรับการซื้อจากร้านค้าอิสระตามข้อกำหนดนี้ ราคาแสดงเป็นดอลลาร์และรวมภาษีตามที่ระบุในหน้าสินค้า',
    },
  },
  {
    kind: 'law',
    slug: 'privacy',
    title: {
      en: 'Privacy policy',
      zh: '隐私政策',
      jp: 'プライバシーポリシー',
      kor: '개인정보 처리방침',
      tai: 'นโยบายความเป็นส่วนตัว',
    },
    body: {
      en: 'We store your account, addresses and orders to deliver your purchases. Passwords and payment codes are stored only as salted hashes. We never sell personal data.',
      zh: '我们保存您的账号、地址和订单以完成配送。密码和支付密码仅以加盐哈希形式保存。我们绝不出售个人数据。',
      jp: 'お届けのためにアカウント、住所、注文を保存します。パスワードと支払いパスワードはソルト付きハッシュとしてのみ保存します。個人データを販売することはありません。',
      kor: '배송을 위해 계정, 주소, 주문을 저장합니다. 비밀번호와 결제 비밀번호는 솔트 해시로만 저장합니다. 개인정보를 판매하지 않습니다.',
      tai: 'เราเก็บบัญชี ที่อยู่ และคำสั่งซื้อเพื่อจัดส่งสินค้า รหัสผ่านและรหัสชำระเงินถูกเก็บเป็นแฮชแบบมีซอลต์เท่านั้น เราไม่ขายข้อมูลส่วนบุคคล',
    },
  },
  {
    kind: 'law',
    slug: 'refund-policy',
    title: {
      en: 'Refund policy',
      zh: '退款政策',
      jp: '返金ポリシー',
      kor: '환불 정책',
      tai: 'นโยบายการคืนเงิน',
    },
    body: {
      en: 'Paid orders can be refunded before delivery, and returned within 7 days of receipt. Refunds go back to your CrossMart balance.',
      zh: '已付款订单在发货前可退款，收货后 7 天内可退货。退款将退回您的 CrossMart 余额。',
      jp: '支払い済みの注文は発送前なら返金でき、受け取り後7日以内なら返品できます。返金は CrossMart の残高に戻ります。',
      kor: '결제된 주문은 배송 전 환불할 수 있으며 수령 후 7일 이내 반품할 수 있습니다. 환불액은 CrossMart 잔액으로 돌아갑니다.',
      tai: 'คำสั่งซื้อที่ชำระแล้วขอคืนเงินได้ก่อนจัดส่ง และคืนสินค้าได้ภายใน 7 วันหลังได้รับ เงินคืนจะเข้ายอดคงเหลือ CrossMart ของคุณ',
    },
  },
  {
    kind: 'platform',
    slug: 'about',
    title: {
      en: 'About CrossMart',
      zh: '关于 CrossMart',
      jp: 'CrossMart について',
      kor: 'CrossMart 소개',
      tai: 'เกี่ยวกับ CrossMart',
    },
    body: {
      en: 'CrossMart is a cross-border marketplace: independent shops, one balance, and customer service in your language.',
      zh: 'CrossMart 是一个跨境商城：独立店铺、统一余额，并以您的语言提供客服。',
      jp: 'CrossMart は越境マーケットプレイスです。独立したショップ、ひとつの残高、そしてあなたの言語でのサポート。',
      kor: 'CrossMart는 국경 간 마켓플레이스입니다. 독립 상점, 하나의 잔액, 그리고 여러분의 언어로 제공되는 고객 서비스.',
      tai: 'CrossMart คือตลาดออนไลน์ข้ามพรมแดน ร้านค้าอิสระ ยอดเงินเดียว และบริการลูกค้าในภาษาของคุณ',
    },
  },
]
