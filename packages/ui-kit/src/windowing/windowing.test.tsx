import { render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { scrollTo, setGeometry } from '../test-support/geometry.js'
import { useVirtualWindow } from './use-virtual-window.js'
import { computeWindow } from './virtual-window.js'

describe('computeWindow', () => {
  it.each([
    { scrollTop: 0, start: 0, end: 13, padTop: 0 },
    { scrollTop: 1000, start: 18, end: 33, padTop: 900 },
    { scrollTop: 99_999, start: 988, end: 1000, padTop: 49_400 },
  ])('scrollTop $scrollTop renders rows $start to $end', ({ scrollTop, start, end, padTop }) => {
    const range = computeWindow({
      rowCount: 1000,
      rowHeight: 50,
      scrollTop,
      viewportHeight: 500,
      offsetTop: 0,
      overscan: 2,
    })
    expect(range).toEqual({ start, end, padTop, padBottom: (1000 - end) * 50 })
  })

  it('accounts for a header above the rows and handles an empty list', () => {
    expect(
      computeWindow({
        rowCount: 10,
        rowHeight: 10,
        scrollTop: 100,
        viewportHeight: 20,
        offsetTop: 100,
        overscan: 0,
      }),
    ).toMatchObject({ start: 0, end: 3 })
    expect(
      computeWindow({
        rowCount: 0,
        rowHeight: 10,
        scrollTop: 0,
        viewportHeight: 20,
        offsetTop: 0,
        overscan: 0,
      }),
    ).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 })
  })
})

/** A plain scroll container of fixed-height rows, windowed without List. */
function Rows({ count }: { count: number }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const { windowed, range, measure } = useVirtualWindow({
    scrollRef,
    rowCount: count,
    rowHeight: 50,
    overscan: 2,
  })
  const rows = Array.from({ length: range.end - range.start }, (_, i) => range.start + i)
  return (
    <div ref={scrollRef} data-testid="area" data-windowed={windowed} onScroll={measure}>
      <div style={{ paddingTop: range.padTop, paddingBottom: range.padBottom }}>
        {rows.map((row) => (
          <p key={row}>row {row}</p>
        ))}
      </div>
    </div>
  )
}

describe('useVirtualWindow alone', () => {
  it('renders the rows near the viewport and follows the scroll', () => {
    render(<Rows count={1000} />)
    const area = screen.getByTestId('area')
    setGeometry(area, { scrollHeight: 50_000, clientHeight: 500 })
    scrollTo(area, 0)
    const rendered = () => screen.getAllByText(/^row /).map((el) => el.textContent)
    expect(rendered()).toHaveLength(13)
    expect(rendered()[0]).toBe('row 0')
    scrollTo(area, 10_000)
    expect(rendered()[0]).toBe('row 198')
    expect(rendered().at(-1)).toBe('row 212')
  })

  it('renders every row up to the threshold', () => {
    render(<Rows count={60} />)
    expect(screen.getByTestId('area').getAttribute('data-windowed')).toBe('false')
    expect(screen.getAllByText(/^row /)).toHaveLength(60)
  })
})
