import { PAY_CODE_MIN_LENGTH } from '@crossmart/api-client'
import { PasscodeField, Sheet } from '@crossmart/ui-kit'
import { useStrings } from '../../../i18n/use-strings'

export interface PayCodeSheetProps {
  open: boolean
  busy: boolean
  /** Changes after a refused code, which empties the cells for another try. */
  attempt: number
  error?: string | undefined
  onComplete: (code: string) => void
  onClose: () => void
}

/** The payment code (shop-spec §5: 6 digits) on the app's number keyboard, asked last. */
export function PayCodeSheet({ open, busy, attempt, error, onComplete, onClose }: PayCodeSheetProps) {
  const { t } = useStrings('wallet')
  return (
    <Sheet
      open={open}
      onClose={busy ? () => {} : onClose}
      title={t('withdrawal.payCodeTitle')}
      closeLabel={t('common.close')}
      className="wallet-paycode"
    >
      <PasscodeField
        key={attempt}
        length={PAY_CODE_MIN_LENGTH}
        label={t('withdrawal.payCode')}
        keyboardLabel={t('withdrawal.keyboard')}
        deleteLabel={t('withdrawal.delete')}
        info={busy ? t('submitting') : undefined}
        error={error}
        onComplete={(code) => {
          if (!busy) onComplete(code)
        }}
      />
    </Sheet>
  )
}
