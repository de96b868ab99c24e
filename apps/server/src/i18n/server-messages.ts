import { ACCOUNT_SPACE_MESSAGES } from './account-space-messages'
import { CATALOGUE_MESSAGES } from './catalogue-messages'
import { CHAT_EXTRAS_MESSAGES } from './chat-extras-messages'
import { COMMERCE_MESSAGES } from './commerce-messages'
import { CONSOLE_MESSAGES } from './console-messages'
import { LABEL_MESSAGES } from './label-messages'
import type { Localized } from './languages'
import { MERCHANT_APPLICATION_MESSAGES } from './merchant-application-messages'
import { PRODUCT_EDITOR_MESSAGES } from './product-editor-messages'
import { QUEUE_CONTROL_MESSAGES } from './queue-control-messages'
import { RATING_MESSAGES } from './rating-messages'

/**
 * Every message the server writes into `msg` that is not a contract validation key, in the five
 * languages of shop-spec §9. Keys are stable; `{name}` placeholders are filled by `interpolate`.
 */
export const SERVER_MESSAGES = {
  ok: { en: 'success', zh: '成功', jp: '成功しました', kor: '성공', tai: 'สำเร็จ' },
  'request.badJson': {
    en: 'The request body is not valid JSON',
    zh: '请求内容不是有效的 JSON',
    jp: 'リクエスト本文が有効な JSON ではありません',
    kor: '요청 본문이 올바른 JSON이 아닙니다',
    tai: 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
  },
  'request.invalid': {
    en: 'Invalid request: {detail}',
    zh: '请求无效：{detail}',
    jp: '無効なリクエスト：{detail}',
    kor: '잘못된 요청: {detail}',
    tai: 'คำขอไม่ถูกต้อง: {detail}',
  },
  'request.notFound': {
    en: 'No such API endpoint',
    zh: '接口不存在',
    jp: 'その API は存在しません',
    kor: '존재하지 않는 API입니다',
    tai: 'ไม่พบ API นี้',
  },
  'request.tooLarge': {
    en: 'The request is too large',
    zh: '请求内容过大',
    jp: 'リクエストが大きすぎます',
    kor: '요청이 너무 큽니다',
    tai: 'คำขอมีขนาดใหญ่เกินไป',
  },
  'request.rateLimited': {
    en: 'Too many requests, please slow down and try again shortly',
    zh: '请求过于频繁，请稍后再试',
    jp: 'リクエストが多すぎます。しばらくしてから再度お試しください',
    kor: '요청이 너무 많습니다. 잠시 후 다시 시도하세요',
    tai: 'มีคำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
  },
  'server.error': {
    en: 'Something went wrong on our side, please try again',
    zh: '服务器出错，请稍后再试',
    jp: 'サーバーでエラーが発生しました。もう一度お試しください',
    kor: '서버 오류가 발생했습니다. 다시 시도하세요',
    tai: 'เกิดข้อผิดพลาดที่เซิร์ฟเวอร์ กรุณาลองใหม่',
  },
  'auth.loginRequired': {
    en: 'Please login first',
    zh: '请先登录',
    jp: '先にログインしてください',
    kor: '먼저 로그인하세요',
    tai: 'กรุณาเข้าสู่ระบบก่อน',
  },
  'auth.tokenInvalid': {
    en: 'Your login has expired, please login again',
    zh: '登录已失效，请重新登录',
    jp: 'ログインの有効期限が切れました。再度ログインしてください',
    kor: '로그인이 만료되었습니다. 다시 로그인하세요',
    tai: 'การเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบใหม่',
  },
  'auth.wrongCredentials': {
    en: 'Wrong account or password',
    zh: '账号或密码错误',
    jp: 'アカウントまたはパスワードが違います',
    kor: '계정 또는 비밀번호가 올바르지 않습니다',
    tai: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  },
  'auth.locked': {
    en: 'Too many failed login attempts. Try again in {minutes} minutes',
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    jp: 'ログインの失敗が多すぎます。{minutes} 分後に再度お試しください',
    kor: '로그인 실패가 너무 많습니다. {minutes}분 후 다시 시도하세요',
    tai: 'เข้าสู่ระบบผิดพลาดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  'auth.registrationsThrottled': {
    en: 'Too many accounts were created from your network in the last hour ({max} at most): please try again later',
    zh: '过去一小时内从您的网络创建的账户过多（最多 {max} 个），请稍后再试',
    jp: '過去 1 時間にお使いのネットワークから作成されたアカウントが多すぎます（最大 {max} 件）。しばらくしてから再度お試しください',
    kor: '지난 1시간 동안 사용 중인 네트워크에서 생성된 계정이 너무 많습니다(최대 {max}개). 잠시 후 다시 시도하세요',
    tai: 'มีการสร้างบัญชีจากเครือข่ายของคุณมากเกินไปในชั่วโมงที่ผ่านมา (สูงสุด {max} บัญชี) กรุณาลองใหม่ภายหลัง',
  },
  'auth.accountTaken': {
    en: 'This account name is already registered',
    zh: '该账号已被注册',
    jp: 'このアカウント名は既に登録されています',
    kor: '이미 등록된 계정입니다',
    tai: 'ชื่อบัญชีนี้ถูกลงทะเบียนแล้ว',
  },
  'auth.emailTaken': {
    en: 'This email is already registered',
    zh: '该邮箱已被注册',
    jp: 'このメールアドレスは既に登録されています',
    kor: '이미 등록된 이메일입니다',
    tai: 'อีเมลนี้ถูกลงทะเบียนแล้ว',
  },
  'auth.mobileTaken': {
    en: 'This mobile number is already registered',
    zh: '该手机号已被注册',
    jp: 'この電話番号は既に登録されています',
    kor: '이미 등록된 휴대폰 번호입니다',
    tai: 'หมายเลขโทรศัพท์นี้ถูกลงทะเบียนแล้ว',
  },
  'auth.oldPasswordWrong': {
    en: 'The old password is wrong',
    zh: '原密码错误',
    jp: '現在のパスワードが違います',
    kor: '기존 비밀번호가 올바르지 않습니다',
    tai: 'รหัสผ่านเดิมไม่ถูกต้อง',
  },
  'pay.notSet': {
    en: 'You have not set payment password',
    zh: '您还未设置支付密码',
    jp: '支払いパスワードが設定されていません',
    kor: '결제 비밀번호를 설정하지 않았습니다',
    tai: 'คุณยังไม่ได้ตั้งรหัสชำระเงิน',
  },
  'pay.alreadySet': {
    en: 'The payment password is already set; enter the old one to change it',
    zh: '支付密码已设置，如需修改请输入原支付密码',
    jp: '支払いパスワードは設定済みです。変更するには現在のパスワードを入力してください',
    kor: '결제 비밀번호가 이미 설정되어 있습니다. 변경하려면 기존 비밀번호를 입력하세요',
    tai: 'ตั้งรหัสชำระเงินแล้ว หากต้องการเปลี่ยนกรุณากรอกรหัสเดิม',
  },
  'pay.verified': {
    en: 'Payment password verified',
    zh: '支付密码验证通过',
    jp: '支払いパスワードを確認しました',
    kor: '결제 비밀번호가 확인되었습니다',
    tai: 'ยืนยันรหัสชำระเงินแล้ว',
  },
  'pay.wrongCode': {
    en: 'Wrong payment password',
    zh: '支付密码错误',
    jp: '支払いパスワードが違います',
    kor: '결제 비밀번호가 올바르지 않습니다',
    tai: 'รหัสชำระเงินไม่ถูกต้อง',
  },
  'pay.oldCodeWrong': {
    en: 'The old payment password is wrong',
    zh: '原支付密码错误',
    jp: '現在の支払いパスワードが違います',
    kor: '기존 결제 비밀번호가 올바르지 않습니다',
    tai: 'รหัสชำระเงินเดิมไม่ถูกต้อง',
  },
  'pay.locked': {
    en: 'Too many wrong payment passwords. Try again in {minutes} minutes',
    zh: '支付密码错误次数过多，请 {minutes} 分钟后再试',
    jp: '支払いパスワードの誤りが多すぎます。{minutes} 分後に再度お試しください',
    kor: '결제 비밀번호 오류가 너무 많습니다. {minutes}분 후 다시 시도하세요',
    tai: 'ใส่รหัสชำระเงินผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
  },
  'address.notFound': {
    en: 'Address not found',
    zh: '地址不存在',
    jp: '住所が見つかりません',
    kor: '주소를 찾을 수 없습니다',
    tai: 'ไม่พบที่อยู่',
  },
  'product.notFound': {
    en: 'Product not found',
    zh: '商品不存在',
    jp: '商品が見つかりません',
    kor: '상품을 찾을 수 없습니다',
    tai: 'ไม่พบสินค้า',
  },
  'chat.conversationNotFound': {
    en: 'Conversation not found',
    zh: '会话不存在',
    jp: '会話が見つかりません',
    kor: '대화를 찾을 수 없습니다',
    tai: 'ไม่พบการสนทนา',
  },
  'shop.notFound': {
    en: 'Shop not found',
    zh: '店铺不存在',
    jp: 'ショップが見つかりません',
    kor: '상점을 찾을 수 없습니다',
    tai: 'ไม่พบร้านค้า',
  },
  'upload.missing': {
    en: 'Please choose an image to upload',
    zh: '请选择要上传的图片',
    jp: 'アップロードする画像を選択してください',
    kor: '업로드할 이미지를 선택하세요',
    tai: 'กรุณาเลือกรูปภาพที่จะอัปโหลด',
  },
  'upload.notImage': {
    en: 'Only JPEG, PNG, GIF or WebP images can be uploaded',
    zh: '只能上传 JPEG、PNG、GIF 或 WebP 图片',
    jp: 'アップロードできるのは JPEG、PNG、GIF、WebP 画像のみです',
    kor: 'JPEG, PNG, GIF, WebP 이미지만 업로드할 수 있습니다',
    tai: 'อัปโหลดได้เฉพาะรูปภาพ JPEG, PNG, GIF หรือ WebP',
  },
  'upload.tooLarge': {
    en: 'The image is larger than {maxMb} MB',
    zh: '图片不能超过 {maxMb} MB',
    jp: '画像は {maxMb} MB 以下にしてください',
    kor: '이미지는 {maxMb}MB를 넘을 수 없습니다',
    tai: 'รูปภาพต้องมีขนาดไม่เกิน {maxMb} MB',
  },
  'upload.notOwnImage': {
    en: 'Images must be uploaded from this app by you: please upload the picture again',
    zh: '图片必须是您在本应用中上传的，请重新上传图片',
    jp: '画像はこのアプリでご自身がアップロードしたものに限ります。もう一度アップロードしてください',
    kor: '이미지는 이 앱에서 직접 업로드한 것만 사용할 수 있습니다. 사진을 다시 업로드하세요',
    tai: 'รูปภาพต้องเป็นรูปที่คุณอัปโหลดในแอปนี้ โปรดอัปโหลดรูปอีกครั้ง',
  },
  'upload.quotaFiles': {
    en: 'You have stored {max} images, the most one account may keep; images not used in anything are removed after a day',
    zh: '您已保存 {max} 张图片，已达上限；未被使用的图片会在一天后删除',
    jp: '保存できる画像は {max} 枚までで、上限に達しました。使われていない画像は 1 日後に削除されます',
    kor: '저장할 수 있는 이미지 {max}개에 도달했습니다. 사용되지 않은 이미지는 하루 후 삭제됩니다',
    tai: 'คุณเก็บรูปภาพครบ {max} รูปซึ่งเป็นจำนวนสูงสุดแล้ว รูปที่ไม่ได้ใช้จะถูกลบหลังจากหนึ่งวัน',
  },
  'upload.quotaBytes': {
    en: 'Your images would take more than {maxMb} MB, the most one account may keep; images not used in anything are removed after a day',
    zh: '您的图片将超过 {maxMb} MB 的存储上限；未被使用的图片会在一天后删除',
    jp: '画像の合計が上限の {maxMb} MB を超えます。使われていない画像は 1 日後に削除されます',
    kor: '이미지 용량이 한도인 {maxMb}MB를 넘습니다. 사용되지 않은 이미지는 하루 후 삭제됩니다',
    tai: 'รูปภาพของคุณจะเกินขีดจำกัด {maxMb} MB รูปที่ไม่ได้ใช้จะถูกลบหลังจากหนึ่งวัน',
  },
  'upload.addressDailyBytes': {
    en: 'More than {maxMb} MB of images were uploaded from your network today, the most one address may send in a day: please try again tomorrow',
    zh: '今天从您的网络上传的图片已超过 {maxMb} MB（每个地址每天的上限），请明天再试',
    jp: '本日お使いのネットワークからアップロードされた画像が 1 日の上限 {maxMb} MB を超えます。明日もう一度お試しください',
    kor: '오늘 사용 중인 네트워크에서 업로드한 이미지가 하루 한도인 {maxMb}MB를 넘습니다. 내일 다시 시도하세요',
    tai: 'วันนี้มีการอัปโหลดรูปภาพจากเครือข่ายของคุณเกิน {maxMb} MB ซึ่งเป็นขีดจำกัดต่อวันของหนึ่งที่อยู่ กรุณาลองใหม่พรุ่งนี้',
  },
  'upload.notFound': {
    en: 'File not found',
    zh: '文件不存在',
    jp: 'ファイルが見つかりません',
    kor: '파일을 찾을 수 없습니다',
    tai: 'ไม่พบไฟล์',
  },
  ...COMMERCE_MESSAGES,
  ...ACCOUNT_SPACE_MESSAGES,
  ...CONSOLE_MESSAGES,
  ...QUEUE_CONTROL_MESSAGES,
  ...CHAT_EXTRAS_MESSAGES,
  ...RATING_MESSAGES,
  ...LABEL_MESSAGES,
  ...PRODUCT_EDITOR_MESSAGES,
  ...MERCHANT_APPLICATION_MESSAGES,
  ...CATALOGUE_MESSAGES,
} as const satisfies Record<string, Localized>

export type ServerMessageKey = keyof typeof SERVER_MESSAGES
