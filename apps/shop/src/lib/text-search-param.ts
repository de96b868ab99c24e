/**
 * A route's `validateSearch` that keeps one parameter as text: `?name=` as the string it is, or a
 * number the router parsed from the URL as its digits; anything else is dropped. What the text
 * means (a way back, order ids) is checked where it is used, by the route's component, which reads
 * the URL's parameters again: those checks then load with their screens, not with the route tree
 * every page loads (issue #26, /home's first JavaScript).
 */
export function textSearchParam<K extends string>(name: K) {
  return (search: Record<string, unknown>): { [P in K]?: string | undefined } => {
    const value = search[name]
    return typeof value === 'string' || typeof value === 'number'
      ? ({ [name]: String(value) } as { [P in K]?: string | undefined })
      : {}
  }
}
