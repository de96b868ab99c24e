import type { strings as en } from '../en/pay-code-reset'

/** Korean: "forgot payment code" (issue #46), see ../en/pay-code-reset.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  forgot: '결제 비밀번호를 잊으셨나요?',
  intro:
    '계정 이메일로 6자리 코드를 보냅니다(이메일이 없으면 휴대폰으로 SMS 발송). 이 코드로 새 결제 비밀번호를 설정합니다.',
  send: '코드 보내기',
  sending: '보내는 중…',
  sentEmail: '{{destination}}(으)로 코드를 보냈습니다. {{minutes}}분 동안 유효합니다.',
  sentSms: '{{destination}}(으)로 SMS 코드를 보냈습니다. {{minutes}}분 동안 유효합니다.',
  code: '인증 코드',
  codePlaceholder: '6자리 코드',
  next: '다음',
  resend: '새 코드 보내기',
  resendIn: '{{seconds}}초 후 다시 보내기',
  done: '새 결제 비밀번호가 설정되었습니다',
  back: '기억났어요',
  checkingOld: '확인 중…',
  newRule: '숫자 6자리. 같은 숫자 반복(111111)이나 연속 숫자(123456)는 안 됩니다',
}
