/** Joins the truthy class names; the components' only styling helper. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}
