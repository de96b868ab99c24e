import type { ConsoleStrings } from './en'

export const zh: ConsoleStrings = {
  app: { name: 'CrossMart 控制台', language: '语言', darkTheme: '深色', lightTheme: '浅色', logout: '退出登录', operator: '平台运营', platformService: '平台客服' },
  languages: { en: 'English', zh: '中文', jp: '日本語', kor: '한국어', tai: 'ไทย' },
  nav: { label: '控制台栏目', inbox: '会话', orders: '订单', quickReplies: '快捷回复', recharges: '充值审核', withdrawals: '提现审核', complaints: '投诉', auditLog: '操作日志', operatorOnly: '仅平台运营人员可以打开此页面。' },
  common: { loading: '加载中…', retry: '重试', saving: '保存中…', save: '保存', cancel: '取消', close: '关闭', edit: '编辑', delete: '删除', previous: '上一页', next: '下一页', pages: '分页', pageOf: '第 {{page}} / {{pages}} 页' },
  login: { title: '控制台登录', subtitle: '供店铺客服和平台运营人员使用', account: '账号', password: '密码', submit: '登录', notStaff: '该账号不是客服或运营账号。顾客请使用商城应用。' },
  inbox: {
    title: '会话', conversations: '会话列表', search: '搜索会话', searchPlaceholder: '按顾客搜索 (Ctrl+K)', filter: '显示', filter_all: '全部', filter_mine: '我的', filter_unassigned: '未分配',
    empty_all: '还没有会话。顾客发来消息后会显示在这里。', empty_mine: '您没有负责的会话。请从列表中接入一个。', empty_unassigned: '所有会话都有人负责。', noMatch: '没有匹配的顾客。', pick: '请在左侧选择一个会话。',
    unread_one: '{{count}} 条未读消息', unread_other: '{{count}} 条未读消息', unassigned: '未分配', handledByYou: '由您负责', handledBy: '由 {{name}} 负责', conversationWith: '与 {{name}} 的会话',
  },
  assign: { title: '分配', take: '接入', transfer: '转接', transferTo: '转接给…', close: '结束会话', online: '{{name}}（在线）' },
  chat: {
    message: '消息', messages: '消息列表', placeholder: '输入回复…（输入 / 使用快捷回复）', send: '发送', sendImage: '图片', keyboardHint: 'Enter 发送 · Shift+Enter 换行', sending: '发送中…', sent: '已发送', read: '已读', failedResend: '发送失败，重发',
    image: '[图片]', uploading: '图片上传中…', unsupported: '控制台无法显示的消息', loadOlder: '加载更早的消息', noOlder: '这是会话的开始', historyFailed: '消息加载失败。', offline: '聊天已断开。', connecting: '正在连接聊天…', you: '我', colleague: '同事',
  },
  context: { title: '顾客', memberSince: '{{date}} 起成为顾客', orders: '在本店的订单', noOrders: '在本店没有订单。' },
  orders: {
    title: '订单', tab_toShip: '待发货', tab_shipped: '已发货', tab_afterSale: '售后', tab_all: '全部', empty_toShip: '没有待发货的订单。', empty_shipped: '没有已发货的订单。', empty_afterSale: '没有售后申请。', empty_all: '还没有订单。',
    order: '订单', shopper: '顾客', items: '商品', total: '合计', status: '状态', action: '操作', ship: '发货', shipTitle: '订单 {{sn}} 发货', carrier: '物流公司', trackingNo: '物流单号', decideRefund: '处理退款', refundTitle: '退款处理', decision: '处理结果',
    decision_accept: '同意（退款并恢复库存）', decision_refuse: '拒绝', reason: '原因（顾客可见）', confirm_accept: '同意退款', confirm_refuse: '拒绝退款',
  },
  orderState: { awaiting_payment: '待付款', paid: '待发货', shipped: '已发货', delivered: '已送达', received: '已收货', completed: '已完成', cancelled: '已取消', after_sale: '售后中' },
  refundStatus: { 0: '已申请退款', 1: '退款中', 2: '已退款', 3: '退款被拒' },
  auditStatus: { 0: '待审核', 1: '已通过', 2: '已拒绝' },
  audits: {
    status: '审核状态', title_recharge: '充值审核', title_withdrawal: '提现审核', recharge: '充值', withdrawal: '提现', empty_recharge: '这里没有充值记录。', empty_withdrawal: '这里没有提现记录。', decide_recharge: '充值审核结果', decide_withdrawal: '提现审核结果',
    remark: '备注', remarkRequired: '请说明拒绝原因', pass: '通过', refuse: '拒绝', evidence: '支付凭证', viewEvidence: '查看大图', manual: '人工转账', bank: '银行卡', chain: '区块链', serviceCharge: '手续费', arrival: '实际到账',
  },
  complaints: { title: '投诉', filter_open: '待处理', filter_resolved: '已处理', filter_all: '全部', empty_open: '没有待处理的投诉。', empty_resolved: '没有已处理的投诉。', empty_all: '没有投诉。', order: '订单 {{sn}}', platform: '平台', certificate: '附带凭证', note: '处理说明', resolve: '处理完成', resolvedBy: '{{name}} 于 {{date}} 处理' },
  quickReplies: { title: '快捷回复', hint: '本客服组保存的回复。在会话中输入 / 和快捷短语，再按 Tab。', add: '添加快捷回复', edit: '编辑快捷回复', empty: '还没有快捷回复。', shortcut: '快捷短语', text: '内容' },
  auditLog: { title: '操作日志', empty: '还没有记录任何操作。', when: '时间', who: '操作人', what: '操作', target: '对象', before: '操作前', after: '操作后' },
  validation: {
    invalid: '请检查此项', required: '此项为必填', idInvalid: '标识无效', accountRequired: '请输入账号', passwordRequired: '请输入密码', statusInvalid: '请选择有效的选项', pageInvalid: '页码无效', reasonRequired: '请输入原因',
    carrierRequired: '请输入物流公司', trackingRequired: '请输入物流单号', shortcutRequired: '请输入快捷短语', replyTextRequired: '请输入回复内容', noteRequired: '请输入处理说明', passwordMin: '密码至少 6 位',
  },
  error: { network: '无法连接服务器', timeout: '服务器响应超时', httpStatus: '服务器返回错误 {{status}}', duplicateSubmit: '正在处理，请稍候', unauthorized: '请先登录', server: '请求失败', contract: '服务器返回了意外的数据', validation: '请检查表单', unknown: '出现错误' },
}
