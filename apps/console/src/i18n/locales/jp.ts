import type { ConsoleStrings } from './en'

export const jp: ConsoleStrings = {
  app: { name: 'CrossMart コンソール', language: '言語', darkTheme: 'ダーク', lightTheme: 'ライト', logout: 'ログアウト', operator: 'プラットフォーム運営', platformService: 'プラットフォーム窓口' },
  languages: { en: 'English', zh: '中文', jp: '日本語', kor: '한국어', tai: 'ไทย' },
  nav: { label: 'コンソールのメニュー', inbox: '受信箱', orders: '注文', quickReplies: '定型文', recharges: 'チャージ審査', withdrawals: '出金審査', complaints: '苦情', auditLog: '操作ログ', operatorOnly: 'このページはプラットフォーム運営者のみ開けます。' },
  common: { loading: '読み込み中…', retry: '再試行', saving: '保存中…', save: '保存', cancel: 'キャンセル', close: '閉じる', edit: '編集', delete: '削除', previous: '前へ', next: '次へ', pages: 'ページ', pageOf: '{{page}} / {{pages}} ページ' },
  login: { title: 'コンソールにログイン', subtitle: 'ショップのスタッフとプラットフォーム運営者用', account: 'アカウント', password: 'パスワード', submit: 'ログイン', notStaff: 'このアカウントはスタッフ・運営者ではありません。お客様はショップアプリをご利用ください。' },
  inbox: {
    title: '会話', conversations: '会話一覧', search: '会話を検索', searchPlaceholder: 'お客様で検索 (Ctrl+K)', filter: '表示', filter_all: 'すべて', filter_mine: '自分', filter_unassigned: '未担当',
    empty_all: 'まだ会話はありません。お客様からのメッセージがここに表示されます。', empty_mine: '担当中の会話はありません。一覧から引き受けてください。', empty_unassigned: 'すべての会話に担当者がいます。', noMatch: '該当するお客様はいません。', pick: '左の一覧から会話を選んでください。',
    unread_one: '未読 {{count}} 件', unread_other: '未読 {{count}} 件', unassigned: '未担当', handledByYou: 'あなたが担当', handledBy: '{{name}} が担当', conversationWith: '{{name}} との会話',
  },
  assign: { title: '担当', take: '引き受ける', transfer: '転送', transferTo: '転送先…', close: '会話を終了', online: '{{name}}（オンライン）' },
  chat: {
    message: 'メッセージ', messages: 'メッセージ一覧', placeholder: '返信を入力…（/ で定型文）', send: '送信', sendImage: '画像', keyboardHint: 'Enter で送信 · Shift+Enter で改行', sending: '送信中…', sent: '送信済み', read: '既読', failedResend: '送信失敗。再送',
    image: '[画像]', uploading: '画像をアップロード中…', unsupported: 'コンソールで表示できないメッセージ', loadOlder: '以前のメッセージを読み込む', noOlder: '会話の始まりです', historyFailed: 'メッセージを読み込めませんでした。', offline: 'チャットが切断されました。', connecting: 'チャットに接続中…', you: 'あなた', colleague: '同僚',
  },
  context: { title: 'お客様', memberSince: '{{date}} からのお客様', orders: 'このショップでの注文', noOrders: 'このショップでの注文はありません。' },
  orders: {
    title: '注文', tab_toShip: '発送待ち', tab_shipped: '発送済み', tab_afterSale: 'アフターサービス', tab_all: 'すべて', empty_toShip: '発送待ちの注文はありません。', empty_shipped: '発送済みの注文はありません。', empty_afterSale: 'アフターサービスの申請はありません。', empty_all: 'まだ注文はありません。',
    order: '注文', shopper: 'お客様', items: '商品', total: '合計', status: '状態', action: '操作', ship: '発送', shipTitle: '注文 {{sn}} を発送', carrier: '配送業者', trackingNo: '追跡番号', decideRefund: '返金を判断', refundTitle: '返金の判断', decision: '判断',
    decision_accept: '承認（返金して在庫に戻す）', decision_refuse: '拒否', reason: '理由（お客様に表示）', confirm_accept: '返金を承認', confirm_refuse: '返金を拒否',
  },
  orderState: { awaiting_payment: '支払い待ち', paid: '発送待ち', shipped: '発送済み', delivered: '配達済み', received: '受取済み', completed: '完了', cancelled: 'キャンセル', after_sale: 'アフターサービス' },
  refundStatus: { 0: '返金申請中', 1: '返金処理中', 2: '返金済み', 3: '返金拒否' },
  auditStatus: { 0: '審査待ち', 1: '承認済み', 2: '拒否' },
  audits: {
    status: '審査状態', title_recharge: 'チャージ審査', title_withdrawal: '出金審査', recharge: 'チャージ', withdrawal: '出金', empty_recharge: 'チャージはありません。', empty_withdrawal: '出金はありません。', decide_recharge: 'チャージの判断', decide_withdrawal: '出金の判断',
    remark: '備考', remarkRequired: '拒否の理由を入力してください', pass: '承認', refuse: '拒否', evidence: '支払い証明', viewEvidence: '原寸で表示', manual: '手動振込', bank: '銀行カード', chain: 'ブロックチェーン', serviceCharge: '手数料', arrival: '着金額',
  },
  complaints: { title: '苦情', filter_open: '未対応', filter_resolved: '対応済み', filter_all: 'すべて', empty_open: '未対応の苦情はありません。', empty_resolved: '対応済みの苦情はありません。', empty_all: '苦情はありません。', order: '注文 {{sn}}', platform: 'プラットフォーム', certificate: '添付の証拠', note: '対応内容', resolve: '対応完了', resolvedBy: '{{name}} が {{date}} に対応' },
  quickReplies: { title: '定型文', hint: '窓口で共有する返信です。会話で / とショートカットを入力し Tab を押します。', add: '定型文を追加', edit: '定型文を編集', empty: 'まだ定型文はありません。', shortcut: 'ショートカット', text: '本文' },
  auditLog: { title: '操作ログ', empty: 'まだ操作の記録はありません。', when: '日時', who: '実行者', what: '操作', target: '対象', before: '変更前', after: '変更後' },
  validation: {
    invalid: 'この値を確認してください', required: '必須項目です', idInvalid: '無効な識別子です', accountRequired: 'アカウントを入力してください', passwordRequired: 'パスワードを入力してください', statusInvalid: '有効な選択肢を選んでください', pageInvalid: '無効なページです', reasonRequired: '理由を入力してください',
    carrierRequired: '配送業者を入力してください', trackingRequired: '追跡番号を入力してください', shortcutRequired: 'ショートカットを入力してください', replyTextRequired: '返信内容を入力してください', noteRequired: '対応内容を入力してください', passwordMin: 'パスワードは6文字以上必要です',
  },
  error: { network: 'サーバーに接続できません', timeout: 'サーバーの応答がタイムアウトしました', httpStatus: 'サーバーがエラー {{status}} を返しました', duplicateSubmit: '処理中です。お待ちください', unauthorized: 'ログインしてください', server: 'リクエストに失敗しました', contract: 'サーバーから想定外の応答がありました', validation: 'フォームを確認してください', unknown: 'エラーが発生しました' },
}
