import type { Dispatch, SetStateAction } from 'react'

/**
 * A form's field props from its values, their setter and its messages, so a field reads
 * `<TextField label={…} {...field('email')} />`: the value, the change that writes it back and the
 * message to show under it.
 */
export function fieldBinder<V extends object, F extends keyof V>(
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
  errorText: (field: F) => string | undefined,
) {
  return <K extends F>(field: K) => ({
    value: values[field],
    onChange: (value: V[K]) => setValues((old) => ({ ...old, [field]: value })),
    error: errorText(field),
  })
}
