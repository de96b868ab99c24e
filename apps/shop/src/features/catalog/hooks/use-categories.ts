import { indexCategory } from '@crossmart/api-client'
import { useApi } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'

export function useCategories() {
  const api = useApi()
  return useRequest(() => api.call(indexCategory), [api])
}
