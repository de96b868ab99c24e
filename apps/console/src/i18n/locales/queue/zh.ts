import type { queueEn } from './en'

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }

/** Issue #29 queue control (简体中文). */
export const queueZh: Strings<typeof queueEn> = {
  stateFilter: '状态',
  state_any: '全部状态',
  state_open: '处理中',
  state_pending: '待顾客回复',
  state_snoozed: '稍后处理',
  state_resolved: '已解决',
  empty: '没有该状态的会话',
  actions: '会话状态',
  resolve: '解决',
  reopen: '重新打开',
  markPending: '等待顾客',
  snoozeHour: '稍后 1 小时',
  snoozeTomorrow: '明天再处理',
  snoozedUntil: '稍后处理至 {{time}}',
  shortcuts: 'Alt+J / Alt+K：下一个 / 上一个 · Alt+E：解决 · Ctrl+Alt+E：解决并打开下一个',
  availability: '我的状态',
  availability_online: '在线',
  availability_busy: '忙碌',
  availability_offline: '离线',
  settings: {
    nav: '队列设置',
    title: '队列设置',
    timeZone: '时区',
    hours: '营业时间',
    hoursHint: '未设置营业日：始终营业。',
    openDay: '营业',
    from: '开始',
    to: '结束',
    away: '离开消息',
    awayHint: '在营业时间外或无人在线时发送，每个会话每天最多一次。某语言留空则使用默认文字。',
    memberLimit: '每位客服的会话数（自动分配）',
    noAnswerMinutes: '多少分钟未回复后退回队列',
    save: '保存',
    saved: '设置已保存',
  },
}
