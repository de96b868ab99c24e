import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton, SkeletonScreen, SkeletonText } from './skeleton.js'

describe('Skeleton', () => {
  it('announces loading once, then shows the content', () => {
    const { rerender } = render(
      <SkeletonScreen label="Loading" loading skeleton={<Skeleton width={100} height={20} />}>
        <p>content</p>
      </SkeletonScreen>,
    )
    const status = screen.getByRole('status', { name: 'Loading' })
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByText('content')).toBeNull()
    rerender(
      <SkeletonScreen label="Loading" loading={false} skeleton={<Skeleton />}>
        <p>content</p>
      </SkeletonScreen>,
    )
    expect(screen.getByText('content')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('draws shapes hidden from assistive technology, with the asked sizes', () => {
    const { container } = render(
      <>
        <Skeleton circle width={40} height={40} />
        <SkeletonText rows={4} lastRowWidth="30%" />
      </>,
    )
    const circle = container.querySelector('.cm-skeleton--circle') as HTMLElement
    expect(circle.style.width).toBe('40px')
    const rows = container.querySelectorAll('.cm-skeleton-text__row')
    expect(rows).toHaveLength(4)
    expect((rows[3] as HTMLElement).style.width).toBe('30%')
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0)
  })
})
