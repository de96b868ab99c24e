// Inlined into index.html's head (vite.config.ts): what is typed, tapped and submitted before
// hydration, played again in order after it (early-input.ts).
;((doc) => {
  const held = []
  // Hydration leaves the typed text in the field while React's state stays empty, and React takes a
  // change only from a value that differs from the one it last saw: a plain assignment tells it the
  // field is empty, the element's own setter (which React does not watch) puts the text back, and
  // the event lets React's handler read it.
  const retype = (field, value, type) => () => {
    if (!field.isConnected) return
    field.value = ''
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value)
    field.dispatchEvent(new Event(type, { bubbles: true }))
  }
  const hold = (event) => {
    const target = event.target
    if (event.type === 'submit') {
      event.preventDefault()
      held.push(() => target.isConnected && target.requestSubmit())
    } else if (event.type === 'click') {
      const control =
        target instanceof Element ? target.closest('button, input[type=checkbox], input[type=radio]') : null
      if (!control || control.disabled) return
      event.preventDefault()
      held.push(() => control.isConnected && control.click())
    } else if (target instanceof HTMLSelectElement) {
      if (event.type === 'change') held.push(retype(target, target.value, 'change'))
    } else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      if (event.type === 'input') held.push(retype(target, target.value, 'input'))
    }
  }
  const types = ['input', 'change', 'click', 'submit']
  for (const type of types) doc.addEventListener(type, hold, true)
  let released = false
  const release = () => {
    if (released) return
    released = true
    for (const type of types) doc.removeEventListener(type, hold, true)
    // One a task: React renders what each changed before the next reads it (a submit after typing).
    const next = () => {
      const replay = held.shift()
      if (!replay) return
      replay()
      setTimeout(next, 0)
    }
    next()
  }
  doc.addEventListener('crossmart:hydrated', release)
  // A page that never hydrates (its screen's code never arrived) must not keep its buttons held.
  addEventListener('load', () => setTimeout(release, 10000))
})(document)
