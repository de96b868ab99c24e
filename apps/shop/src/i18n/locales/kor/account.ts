import type { Strings } from '../../namespaces'

/** Korean: namespace `account` (see ../en/account.ts). */
export const strings: Strings<'account'> = {
  account: '계정, 이메일 또는 전화번호',
  accountPlaceholder: '계정, 이메일 또는 전화번호 입력',
  password: '비밀번호',
  passwordPlaceholder: '비밀번호 입력',
  showPassword: '비밀번호 보기',
  hidePassword: '비밀번호 숨기기',
  login: '로그인',
  loggingIn: '로그인 중…',
  loginSuccess: '다시 오신 것을 환영합니다',
  register: '가입하기',
  registering: '가입 중…',
  registerSuccess: '계정이 생성되었습니다',
  forgotPassword: '비밀번호를 잊으셨나요?',
  noAccount: '계정이 없으신가요? 회원가입',
  haveAccount: '이미 가입하셨나요? 로그인',
  username: '계정',
  email: '이메일',
  mobile: '휴대폰 번호',
  confirmPassword: '비밀번호 확인',
  inviteCode: '초대 코드 (선택)',
  clear: '지우기',
  forgotIntro:
    '보안을 위해 로그인 비밀번호는 고객센터에서 재설정합니다. 계정 이름과 가입 시 사용한 이메일 또는 전화번호를 고객센터에 알려 주세요.',
  forgotSteps: '재설정 후 새 비밀번호로 로그인하고 보안 설정에서 변경하세요.',
  backToLogin: '로그인으로 돌아가기',
}
