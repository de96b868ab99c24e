import type { strings as en } from '../en/chat-rating'

/** Chinese: the satisfaction rating card in the chat (issue #29), see ../en/chat-rating.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  title: '服务满意吗？',
  ask: '请为本次会话打 1 到 5 星',
  star: '{{n}} 星（满分 5 星）',
  comment: '评论（选填）',
  submit: '提交评价',
  sending: '提交中…',
  thanks: '感谢您的评价',
  given: '您的评分：{{n}} / 5',
  loading: '正在加载评价…',
  failed: '无法加载评价',
}
