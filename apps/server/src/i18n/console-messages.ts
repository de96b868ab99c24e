import type { Localized } from './languages'

/**
 * Refusals of the staff and operator console (server README "Console"), in the five languages of
 * shop-spec §9. Spread into SERVER_MESSAGES.
 */
export const CONSOLE_MESSAGES = {
  'console.staffOnly': {
    en: 'The console is for shop staff and platform operators only',
    zh: '控制台仅供店铺客服和平台运营人员使用',
    jp: 'コンソールはショップのスタッフとプラットフォーム運営者専用です',
    kor: '콘솔은 상점 직원과 플랫폼 운영자만 사용할 수 있습니다',
    tai: 'คอนโซลสำหรับพนักงานร้านค้าและผู้ดูแลแพลตฟอร์มเท่านั้น',
  },
  'console.ownerOnly': {
    en: "Only the shop's owner may see and move the shop's money",
    zh: '仅店铺所有者可以查看和操作店铺资金',
    jp: 'ショップの資金を扱えるのはオーナーのみです',
    kor: '상점 소유자만 상점 자금을 보고 관리할 수 있습니다',
    tai: 'เฉพาะเจ้าของร้านเท่านั้นที่ดูและจัดการเงินของร้านได้',
  },
  'payout.exceedsAvailable': {
    en: 'The payout is more than the available balance ({available})',
    zh: '提现金额超过可用余额（{available}）',
    jp: '出金額が利用可能残高（{available}）を超えています',
    kor: '지급 금액이 사용 가능 잔액({available})을 초과합니다',
    tai: 'ยอดถอนเกินยอดคงเหลือที่ใช้ได้ ({available})',
  },
  'payout.noAccount': {
    en: 'Set the bank account for payouts first',
    zh: '请先设置收款银行账户',
    jp: '先に出金先の銀行口座を設定してください',
    kor: '먼저 지급받을 은행 계좌를 설정하세요',
    tai: 'กรุณาตั้งค่าบัญชีธนาคารสำหรับรับเงินก่อน',
  },
  'payout.notFound': {
    en: 'Payout not found',
    zh: '未找到该提现',
    jp: '出金が見つかりません',
    kor: '지급 내역을 찾을 수 없습니다',
    tai: 'ไม่พบรายการถอนเงิน',
  },
  'payout.alreadyAudited': {
    en: 'This payout was already decided',
    zh: '该提现已处理',
    jp: 'この出金はすでに処理されています',
    kor: '이미 처리된 지급입니다',
    tai: 'รายการถอนเงินนี้ได้รับการตัดสินแล้ว',
  },
  'commission.targetNotFound': {
    en: 'No such category or shop',
    zh: '没有该类目或店铺',
    jp: 'そのカテゴリまたはショップはありません',
    kor: '해당 카테고리나 상점이 없습니다',
    tai: 'ไม่พบหมวดหมู่หรือร้านค้านี้',
  },
  'console.operatorOnly': {
    en: 'Only platform operators may do this',
    zh: '仅平台运营人员可以执行此操作',
    jp: 'この操作はプラットフォーム運営者のみ可能です',
    kor: '플랫폼 운영자만 할 수 있습니다',
    tai: 'เฉพาะผู้ดูแลแพลตฟอร์มเท่านั้นที่ทำได้',
  },
  'console.noShop': {
    en: 'Your account answers the platform service and has no shop orders',
    zh: '您的账号负责平台客服，没有店铺订单',
    jp: 'このアカウントはプラットフォームの窓口担当で、ショップの注文はありません',
    kor: '이 계정은 플랫폼 고객센터 담당으로 상점 주문이 없습니다',
    tai: 'บัญชีของคุณดูแลบริการของแพลตฟอร์มและไม่มีคำสั่งซื้อของร้าน',
  },
  'console.conversationNotFound': {
    en: 'No such conversation in your service',
    zh: '您的客服中没有该会话',
    jp: 'その会話はあなたの窓口にはありません',
    kor: '담당 고객센터에 해당 대화가 없습니다',
    tai: 'ไม่พบการสนทนานี้ในบริการของคุณ',
  },
  'console.alreadyTaken': {
    en: '{name} already handles this conversation',
    zh: '{name} 已在处理该会话',
    jp: 'この会話はすでに {name} が担当しています',
    kor: '{name} 님이 이미 이 대화를 담당하고 있습니다',
    tai: '{name} กำลังดูแลการสนทนานี้อยู่แล้ว',
  },
  'console.releaseNotAllowed': {
    en: 'Only {name}, who handles this conversation, or a manager can return it to the queue',
    zh: '只有正在处理该会话的 {name} 或主管可以将其退回队列',
    jp: 'この会話をキューに戻せるのは担当の {name} さんか管理者のみです',
    kor: '이 대화를 대기열로 돌려보낼 수 있는 사람은 담당자 {name} 님 또는 관리자뿐입니다',
    tai: 'เฉพาะ {name} ผู้ดูแลการสนทนานี้ หรือผู้จัดการเท่านั้นที่ส่งกลับเข้าคิวได้',
  },
  'console.nowUnassigned': {
    en: 'Nobody handles this conversation any more: it is back in the queue',
    zh: '该会话已无人处理：已退回队列',
    jp: 'この会話は担当者がいなくなり、キューに戻っています',
    kor: '이 대화는 이제 담당자가 없어 대기열로 돌아갔습니다',
    tai: 'ตอนนี้ไม่มีใครดูแลการสนทนานี้แล้ว: กลับเข้าคิวแล้ว',
  },
  'console.colleagueInvalid': {
    en: 'Choose a colleague of the same service',
    zh: '请选择同一客服组的同事',
    jp: '同じ窓口の同僚を選んでください',
    kor: '같은 고객센터의 동료를 선택하세요',
    tai: 'กรุณาเลือกเพื่อนร่วมงานในบริการเดียวกัน',
  },
  'console.shortcutTaken': {
    en: 'A quick reply with this shortcut already exists',
    zh: '该快捷短语已存在',
    jp: 'このショートカットの定型文はすでにあります',
    kor: '이 단축어의 빠른 답변이 이미 있습니다',
    tai: 'มีคำตอบด่วนที่ใช้คำลัดนี้แล้ว',
  },
  'console.quickReplyNotFound': {
    en: 'Quick reply not found',
    zh: '快捷回复不存在',
    jp: '定型文が見つかりません',
    kor: '빠른 답변을 찾을 수 없습니다',
    tai: 'ไม่พบคำตอบด่วน',
  },
  'console.complaintNotFound': {
    en: 'Complaint not found',
    zh: '投诉不存在',
    jp: '苦情が見つかりません',
    kor: '민원을 찾을 수 없습니다',
    tai: 'ไม่พบข้อร้องเรียน',
  },
  'console.complaintResolved': {
    en: 'This complaint is already resolved',
    zh: '该投诉已处理',
    jp: 'この苦情はすでに対応済みです',
    kor: '이미 처리된 민원입니다',
    tai: 'ข้อร้องเรียนนี้ได้รับการแก้ไขแล้ว',
  },
} as const satisfies Record<string, Localized>
