import type { ConsoleStrings } from './en'

export const kor: ConsoleStrings = {
  app: { name: 'CrossMart 콘솔', language: '언어', darkTheme: '다크', lightTheme: '라이트', logout: '로그아웃', operator: '플랫폼 운영자', platformService: '플랫폼 고객센터' },
  languages: { en: 'English', zh: '中文', jp: '日本語', kor: '한국어', tai: 'ไทย' },
  nav: { label: '콘솔 메뉴', inbox: '받은 대화', orders: '주문', quickReplies: '빠른 답변', recharges: '충전 심사', withdrawals: '출금 심사', complaints: '민원', auditLog: '작업 기록', operatorOnly: '플랫폼 운영자만 이 페이지를 열 수 있습니다.' },
  common: { loading: '불러오는 중…', retry: '다시 시도', saving: '저장 중…', save: '저장', cancel: '취소', close: '닫기', edit: '수정', delete: '삭제', previous: '이전', next: '다음', pages: '페이지', pageOf: '{{page}} / {{pages}} 페이지' },
  login: { title: '콘솔 로그인', subtitle: '상점 직원과 플랫폼 운영자용', account: '계정', password: '비밀번호', submit: '로그인', notStaff: '직원 또는 운영자 계정이 아닙니다. 고객은 쇼핑 앱을 이용하세요.' },
  inbox: {
    title: '대화', conversations: '대화 목록', search: '대화 검색', searchPlaceholder: '고객으로 검색 (Ctrl+K)', filter: '보기', filter_all: '전체', filter_mine: '내 담당', filter_unassigned: '미배정',
    empty_all: '아직 대화가 없습니다. 고객이 메시지를 보내면 여기에 표시됩니다.', empty_mine: '담당 중인 대화가 없습니다. 목록에서 맡아 주세요.', empty_unassigned: '모든 대화에 담당자가 있습니다.', noMatch: '검색과 일치하는 고객이 없습니다.', pick: '왼쪽에서 대화를 선택하세요.',
    unread_one: '읽지 않은 메시지 {{count}}개', unread_other: '읽지 않은 메시지 {{count}}개', unassigned: '미배정', handledByYou: '내가 담당', handledBy: '{{name}} 님 담당', conversationWith: '{{name}} 님과의 대화',
  },
  assign: { title: '배정', take: '맡기', transfer: '전달', transferTo: '전달 대상…', close: '대화 종료', online: '{{name}} (온라인)' },
  chat: {
    message: '메시지', messages: '메시지 목록', placeholder: '답변 입력… (/ 빠른 답변)', send: '보내기', sendImage: '이미지', keyboardHint: 'Enter 보내기 · Shift+Enter 줄바꿈', sending: '보내는 중…', sent: '보냄', read: '읽음', failedResend: '전송 실패. 다시 보내기',
    image: '[이미지]', uploading: '이미지 업로드 중…', unsupported: '콘솔에서 표시할 수 없는 메시지', loadOlder: '이전 메시지 불러오기', noOlder: '대화의 시작입니다', historyFailed: '메시지를 불러오지 못했습니다.', offline: '채팅 연결이 끊겼습니다.', connecting: '채팅에 연결 중…', you: '나', colleague: '동료',
  },
  context: { title: '고객', memberSince: '{{date}}부터 고객', orders: '이 상점의 주문', noOrders: '이 상점의 주문이 없습니다.' },
  orders: {
    title: '주문', tab_toShip: '발송 대기', tab_shipped: '발송됨', tab_afterSale: 'A/S', tab_all: '전체', empty_toShip: '발송할 주문이 없습니다.', empty_shipped: '발송된 주문이 없습니다.', empty_afterSale: 'A/S 요청이 없습니다.', empty_all: '아직 주문이 없습니다.',
    order: '주문', shopper: '고객', items: '상품', total: '합계', status: '상태', action: '작업', ship: '발송', shipTitle: '주문 {{sn}} 발송', carrier: '택배사', trackingNo: '운송장 번호', decideRefund: '환불 결정', refundTitle: '환불 결정', decision: '결정',
    decision_accept: '승인 (환불 및 재고 복구)', decision_refuse: '거절', reason: '사유 (고객에게 표시)', confirm_accept: '환불 승인', confirm_refuse: '환불 거절',
  },
  orderState: { awaiting_payment: '결제 대기', paid: '발송 대기', shipped: '발송됨', delivered: '배송 완료', received: '수령함', completed: '완료', cancelled: '취소됨', after_sale: 'A/S 중' },
  refundStatus: { 0: '환불 신청', 1: '환불 중', 2: '환불 완료', 3: '환불 거절' },
  auditStatus: { 0: '심사 대기', 1: '승인', 2: '거절' },
  audits: {
    status: '심사 상태', title_recharge: '충전 심사', title_withdrawal: '출금 심사', recharge: '충전', withdrawal: '출금', empty_recharge: '충전 내역이 없습니다.', empty_withdrawal: '출금 내역이 없습니다.', decide_recharge: '충전 결정', decide_withdrawal: '출금 결정',
    remark: '비고', remarkRequired: '거절 사유를 입력하세요', pass: '승인', refuse: '거절', evidence: '결제 증빙', viewEvidence: '원본 크기로 보기', manual: '수동 이체', bank: '은행 카드', chain: '블록체인', serviceCharge: '수수료', arrival: '실수령액',
  },
  complaints: { title: '민원', filter_open: '미처리', filter_resolved: '처리됨', filter_all: '전체', empty_open: '미처리 민원이 없습니다.', empty_resolved: '처리된 민원이 없습니다.', empty_all: '민원이 없습니다.', order: '주문 {{sn}}', platform: '플랫폼', certificate: '첨부 증빙', note: '처리 내용', resolve: '처리 완료', resolvedBy: '{{name}} 님이 {{date}}에 처리' },
  quickReplies: { title: '빠른 답변', hint: '고객센터에서 함께 쓰는 답변입니다. 대화에서 / 와 단축어를 입력하고 Tab을 누르세요.', add: '빠른 답변 추가', edit: '빠른 답변 수정', empty: '아직 빠른 답변이 없습니다.', shortcut: '단축어', text: '내용' },
  auditLog: { title: '작업 기록', empty: '아직 기록된 작업이 없습니다.', when: '시각', who: '작업자', what: '작업', target: '대상', before: '이전', after: '이후' },
  validation: {
    invalid: '이 값을 확인하세요', required: '필수 항목입니다', idInvalid: '잘못된 식별자입니다', accountRequired: '계정을 입력하세요', passwordRequired: '비밀번호를 입력하세요', statusInvalid: '올바른 항목을 선택하세요', pageInvalid: '잘못된 페이지입니다', reasonRequired: '사유를 입력하세요',
    carrierRequired: '택배사를 입력하세요', trackingRequired: '운송장 번호를 입력하세요', shortcutRequired: '단축어를 입력하세요', replyTextRequired: '답변 내용을 입력하세요', noteRequired: '처리 내용을 입력하세요', passwordMin: '비밀번호는 6자 이상이어야 합니다',
  },
  error: { network: '서버에 연결할 수 없습니다', timeout: '서버 응답 시간이 초과되었습니다', httpStatus: '서버가 오류 {{status}}를 반환했습니다', duplicateSubmit: '처리 중입니다. 잠시 기다려 주세요', unauthorized: '로그인하세요', server: '요청에 실패했습니다', contract: '서버가 예상치 못한 응답을 보냈습니다', validation: '양식을 확인하세요', unknown: '문제가 발생했습니다' },
}
