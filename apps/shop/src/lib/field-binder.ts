import type { ValidationMessageKey } from '@crossmart/api-client'
import type { Dispatch, SetStateAction } from 'react'

/**
 * A form's field props from its values, their setter and its validation messages (shop-spec §5),
 * so a field reads `<TextField label={…} {...field('email')} />`: the value, the change that
 * writes it back and the translated message to show under it.
 */
export function fieldBinder<V extends object, F extends keyof V>(
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
  errors: Partial<Record<F, ValidationMessageKey>>,
  message: (key: ValidationMessageKey) => string,
) {
  return <K extends F>(field: K) => {
    const key = errors[field]
    return {
      value: values[field],
      onChange: (value: V[K]) => setValues((old) => ({ ...old, [field]: value })),
      error: key ? message(key) : undefined,
    }
  }
}
