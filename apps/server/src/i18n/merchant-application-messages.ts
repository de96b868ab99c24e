import type { Localized } from './languages'

/** Issue #48 "Merchants join": refusals of applications, their review and shop suspension, in the five languages of shop-spec §9. */
export const MERCHANT_APPLICATION_MESSAGES = {
  'merchant.applicationNotFound': {
    en: 'No application matches this link',
    zh: '找不到与此链接对应的申请',
    jp: 'このリンクに一致する申請はありません',
    kor: '이 링크에 해당하는 신청이 없습니다',
    tai: 'ไม่พบใบสมัครที่ตรงกับลิงก์นี้',
  },
  'merchant.notAwaitingChanges': {
    en: 'This application cannot be edited now: it is not waiting for changes',
    zh: '该申请当前不可修改：并未要求修改',
    jp: 'この申請は現在編集できません（修正依頼中ではありません）',
    kor: '지금은 이 신청을 수정할 수 없습니다: 수정 요청 상태가 아닙니다',
    tai: 'ยังแก้ไขใบสมัครนี้ไม่ได้ เพราะไม่ได้รอการแก้ไข',
  },
  'merchant.alreadyDecided': {
    en: 'This application was already decided ({state})',
    zh: '该申请已处理（{state}）',
    jp: 'この申請はすでに処理されています（{state}）',
    kor: '이 신청은 이미 처리되었습니다 ({state})',
    tai: 'ใบสมัครนี้ได้รับการพิจารณาแล้ว ({state})',
  },
  'merchant.applicationsThrottled': {
    en: 'Too many applications from your network: at most {max} an hour',
    zh: '您的网络提交的申请过多：每小时最多 {max} 份',
    jp: 'お使いのネットワークからの申請が多すぎます（1時間に最大 {max} 件）',
    kor: '귀하의 네트워크에서 신청이 너무 많습니다: 시간당 최대 {max}건',
    tai: 'มีใบสมัครจากเครือข่ายของคุณมากเกินไป: สูงสุด {max} ฉบับต่อชั่วโมง',
  },
  'merchant.categoryNotFound': {
    en: 'A chosen category does not exist',
    zh: '所选类目不存在',
    jp: '選択したカテゴリが存在しません',
    kor: '선택한 카테고리가 없습니다',
    tai: 'ไม่มีหมวดหมู่ที่เลือก',
  },
  'merchant.notOwnPicture': {
    en: 'Upload the logo and the document picture with this form',
    zh: '请通过此表单上传标志和证明文件照片',
    jp: 'ロゴと書類の画像はこのフォームでアップロードしてください',
    kor: '로고와 서류 사진은 이 양식으로 업로드하세요',
    tai: 'กรุณาอัปโหลดโลโก้และรูปเอกสารผ่านแบบฟอร์มนี้',
  },
  'merchant.emailTaken': {
    en: 'This contact email already has an account: use another one for the shop owner',
    zh: '该联系邮箱已有账号：请为店主使用其他邮箱',
    jp: 'この連絡先メールにはすでにアカウントがあります。オーナー用に別のメールを使ってください',
    kor: '이 연락처 이메일은 이미 계정이 있습니다: 상점 소유자용으로 다른 이메일을 사용하세요',
    tai: 'อีเมลติดต่อนี้มีบัญชีอยู่แล้ว กรุณาใช้อีเมลอื่นสำหรับเจ้าของร้าน',
  },
  'console.shopNotFound': {
    en: 'No such shop',
    zh: '店铺不存在',
    jp: 'そのショップは存在しません',
    kor: '해당 상점이 없습니다',
    tai: 'ไม่มีร้านนี้',
  },
  'cart.shopUnavailable': {
    en: 'This shop is not available at the moment',
    zh: '该店铺暂时无法访问',
    jp: 'このショップは現在ご利用いただけません',
    kor: '이 상점은 현재 이용할 수 없습니다',
    tai: 'ร้านนี้ไม่พร้อมให้บริการในขณะนี้',
  },
} as const satisfies Record<string, Localized>
