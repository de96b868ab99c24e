import {
  AVAILABILITIES,
  type Availability,
  consoleAvailability,
  consoleAvailabilitySet,
} from '@crossmart/api-client'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/**
 * Issue #29: the staff member's availability (server README "Queue control"). Online members get new
 * conversations automatically; busy ones keep theirs and get none; offline returns theirs to the queue.
 */
export function AvailabilityControl() {
  const { t } = useTranslation()
  const { api } = useServices()
  const id = useId()
  const current = useRequest(() => api.call(consoleAvailability), 'availability')
  const [status, setStatus] = useState<Availability | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (current.data) setStatus(current.data.status)
  }, [current.data])
  const change = async (next: Availability) => {
    setError(null)
    const before = status
    setStatus(next)
    try {
      setStatus((await api.call(consoleAvailabilitySet, { status: next })).status)
    } catch (failure) {
      setStatus(before)
      setError(errorText(failure, t))
    }
  }
  return (
    <span className="availability">
      <label htmlFor={id} className="small">
        {t('queue.availability')}
      </label>
      <select
        id={id}
        className={status ? `availability--${status}` : undefined}
        value={status ?? ''}
        disabled={status === null}
        onChange={(e) => void change(e.target.value as Availability)}
      >
        {status === null && <option value="" />}
        {AVAILABILITIES.map((value) => (
          <option key={value} value={value}>
            {t(`queue.availability_${value}`)}
          </option>
        ))}
      </select>
      {error && (
        <span className="form-error" role="alert">
          {error}
        </span>
      )}
    </span>
  )
}
