import type { queueEn } from './en'

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }

/** Issue #29 queue control (한국어). */
export const queueKor: Strings<typeof queueEn> = {
  stateFilter: '상태',
  state_any: '모든 상태',
  state_open: '진행 중',
  state_pending: '고객 응답 대기',
  state_snoozed: '다시 알림',
  state_resolved: '해결됨',
  empty: '이 상태의 대화가 없습니다',
  actions: '대화 상태',
  resolve: '해결',
  reopen: '다시 열기',
  markPending: '고객 대기',
  snoozeHour: '1시간 후 알림',
  snoozeTomorrow: '내일까지 미루기',
  snoozedUntil: '{{time}}까지 미룸',
  shortcuts: 'Alt+J / Alt+K: 다음 / 이전 · Alt+E: 해결 · Ctrl+Alt+E: 해결하고 다음 열기',
  availability: '내 상태',
  availability_online: '온라인',
  availability_busy: '바쁨',
  availability_offline: '오프라인',
  settings: {
    nav: '대기열 설정',
    title: '대기열 설정',
    timeZone: '시간대',
    hours: '영업시간',
    hoursHint: '영업일이 없으면 항상 영업합니다.',
    openDay: '영업',
    from: '시작',
    to: '종료',
    away: '부재 메시지',
    awayHint:
      '영업시간 외이거나 아무도 온라인이 아닐 때 대화마다 하루 한 번까지 보냅니다. 비워 둔 언어는 기본 문구를 사용합니다.',
    memberLimit: '직원 1명당 대화 수(자동 배정)',
    noAnswerMinutes: '답변 없이 이 시간(분)이 지나면 대기열로 되돌림',
    save: '저장',
    saved: '설정을 저장했습니다',
  },
}
