/**
 * The listed fields of `source` that are set (not undefined). Copying an undefined into an optional
 * field is what exactOptionalPropertyTypes forbids, so optional fields are carried over through this.
 */
export function copyDefinedFields<T extends object, K extends keyof T>(
  source: T,
  keys: readonly K[],
): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key]
  return out
}
