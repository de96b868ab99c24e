import {
  ApiValidationError,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  parseRequest,
} from '@crossmart/api-client'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText, fieldErrors } from './error-text'
import { useServices } from './services'

export interface Submit<E extends Endpoint> {
  /** Validates with the contract's schema (inline messages), then calls; resolves to the answer or null. */
  submit(input: EndpointRequest<E>): Promise<EndpointResponse<E> | null>
  pending: boolean
  /** Field -> message (the contract's validation keys, translated). */
  fields: Record<string, string>
  /** A refusal or failure of the whole call. */
  error: string | null
}

/** A form's submission of one console endpoint (validated with the same schema the server uses). */
export function useSubmit<E extends Endpoint>(endpoint: E): Submit<E> {
  const { api } = useServices()
  const { t } = useTranslation()
  const [pending, setPending] = useState(false)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const submit = useCallback(
    async (input: EndpointRequest<E>) => {
      const parsed = parseRequest(endpoint, input)
      if (!parsed.ok) {
        setFields(fieldErrors(parsed.issues, t))
        setError(null)
        return null
      }
      setFields({})
      setError(null)
      setPending(true)
      try {
        return await api.call(endpoint, input)
      } catch (failure) {
        if (failure instanceof ApiValidationError) setFields(fieldErrors(failure.issues, t))
        else setError(errorText(failure, t))
        return null
      } finally {
        setPending(false)
      }
    },
    [api, endpoint, t],
  )
  return { submit, pending, fields, error }
}
