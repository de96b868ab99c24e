import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ListFooter, type ListFooterTexts } from './list-footer.js'

const texts: ListFooterTexts = { loading: 'Loading…', finished: 'No more', error: 'Failed, tap to retry' }

describe('ListFooter alone', () => {
  it.each([
    { status: 'idle', shown: '' },
    { status: 'loading', shown: 'Loading…' },
    { status: 'finished', shown: 'No more' },
    { status: 'error', shown: 'Failed, tap to retry' },
  ] as const)('shows "$shown" when $status', ({ status, shown }) => {
    const { container } = render(<ListFooter status={status} texts={texts} onRetry={() => {}} />)
    expect(container.textContent).toBe(shown)
  })

  it('retries on tap of the error line and can hide the no-more line', () => {
    const onRetry = vi.fn()
    const { rerender } = render(<ListFooter status="error" texts={texts} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Failed, tap to retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    rerender(<ListFooter status="finished" texts={texts} onRetry={onRetry} hideFinished />)
    expect(screen.queryByText('No more')).toBeNull()
  })
})
